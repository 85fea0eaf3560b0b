import Foundation
import Synchronization
import AppHost

/// Runs a suite of touch scripts, `workers` at a time, each in a child process of its own with its own
/// output folder, and says each result as it comes (docs/ci.md). The child is whatever `command` names:
/// `touchtracker` runs itself (`--headless --script FILE --out DIR --results FILE`); the tests run
/// stand-ins.
public struct SuiteRunner: Sendable {
    /// The child's arguments (the executable first) for a script, its output folder and its results file.
    public typealias Command = @Sendable (_ script: String, _ outputFolder: String, _ resultsFile: String) -> [String]

    public var command: Command
    public var workers: Int
    /// Seconds a script may run before it is stopped and reported as timed out.
    public var timeout: Double
    /// Where each script's folder is made (`outputFolder(for:)`).
    public var outputRoot: String
    public var environment: [String: String]?

    public init(command: @escaping Command, workers: Int, timeout: Double, outputRoot: String, environment: [String: String]? = nil) {
        precondition(workers >= 1 && timeout > 0)
        self.command = command; self.workers = workers; self.timeout = timeout; self.outputRoot = outputRoot; self.environment = environment
    }

    /// A script's own output folder under `outputRoot`: its path, `..` as `__`, its last dot a dash
    /// (`checks/drawing.tts` → `OUT/checks/drawing-tts`), so no output folder is a script.
    public func outputFolder(for script: String) -> String {
        var parts = script.split(separator: "/").map(String.init).filter { $0 != "." }
        parts = parts.map { $0 == ".." ? "__" : $0 }
        if let last = parts.last, let dot = last.lastIndex(of: ".") {
            parts[parts.count - 1] = last.replacingCharacters(in: dot...dot, with: "-")
        }
        return ([outputRoot] + parts).joined(separator: "/")
    }

    /// Runs `scripts`; `report` is called with each result as it finishes (from a worker thread, one at a
    /// time), and the results come back in the scripts' order.
    public func run(_ scripts: [String], report: @escaping @Sendable (ScriptResult, _ finished: Int) -> Void) -> SuiteResult {
        let start = ContinuousClock.now
        struct Queue { var next = 0; var results: [ScriptResult?]; var finished = 0 }
        let queue = Mutex(Queue(results: Array(repeating: nil, count: scripts.count)))
        let group = DispatchGroup()
        let count = Swift.max(1, Swift.min(workers, scripts.count))
        for _ in 0..<count {
            group.enter()
            Thread.detachNewThread { [self] in
                while let index = queue.withLock({ q -> Int? in
                    guard q.next < scripts.count else { return nil }
                    q.next += 1
                    return q.next - 1
                }) {
                    let result = runOne(scripts[index])
                    queue.withLock { q in
                        q.results[index] = result
                        q.finished += 1
                        report(result, q.finished)
                    }
                }
                group.leave()
            }
        }
        group.wait()
        let elapsed = ContinuousClock.now - start
        return SuiteResult(scripts: queue.withLock { $0.results.map { $0! } },
                           seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, workers: workers)
    }

    /// Runs one script in its own process and reads what it found.
    public func runOne(_ script: String) -> ScriptResult {
        let folder = outputFolder(for: script)
        let resultsFile = folder + "/result.json", errFile = folder + "/stderr.log"
        let start = ContinuousClock.now
        func seconds() -> Double {
            let d = ContinuousClock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        var result = ScriptResult(script: script, status: .error, seconds: 0, output: folder)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            unlink(resultsFile)   // a result left by an earlier run is never read as this one's
            let child = ChildProcess(arguments: command(script, folder, resultsFile), environment: environment, timeout: timeout)
            let end = try child.run(stdout: folder + "/stdout.log", stderr: errFile)
            result.seconds = seconds()
            result.stderr = Self.text(errFile, limit: 64 << 10)
            let lines = result.stderr.split(separator: "\n").map(String.init)
            switch end {
            case .exited(0):
                result.status = .passed
            case .exited(3):
                result.status = .failed
                if let record = try? ScriptRunRecord.read(resultsFile), let first = record.failures.first {
                    result.failures = record.failures
                    result.timeline = record.timeline
                    result.message = first.headline
                } else {
                    result.message = lines.first ?? "a check failed (exit 3) and its results could not be read"
                }
            case .exited(2):
                result.status = .bad
                result.message = lines.first ?? "the script is bad (exit 2)"
            case .exited(let code):
                result.message = lines.last ?? "exited with code \(code)"
            case .signalled(let signal):
                result.message = "ended by signal \(signal)" + (lines.last.map { ": \($0)" } ?? "")
            case .timedOut:
                result.status = .timedOut
                result.message = "timed out after \(Self.number(timeout)) s: stopped"
            }
        } catch {
            result.seconds = seconds()
            result.message = "\(error)"
        }
        if result.status != .passed { result.source = Self.text(script, limit: 1 << 20) }
        return result
    }

    /// A file's text, at most `limit` bytes ("" when it cannot be read).
    static func text(_ path: String, limit: Int) -> String {
        guard let h = FileHandle(forReadingAtPath: path) else { return "" }
        defer { try? h.close() }
        return String(decoding: (try? h.read(upToCount: limit)) ?? Data(), as: UTF8.self)
    }

    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
