import Foundation

#if canImport(Glibc)
import Glibc
#endif
import Gestures

/// Where a script's frames run: offscreen on a virtual clock, or in a visible window paced in real time.
public protocol ScriptDriver: AnyObject {
    var session: Session { get }
    /// Runs one frame of exactly 1/60 s (returns false when the person closed the window).
    func runFrame() -> Bool
    /// Renders the current frame and writes it as PNG.
    func screenshot(to path: String) throws
    /// Renders the current frame and returns its pixels (for `expect-screenshot`).
    func captureFrame() throws -> PixelFrame
    /// PNG bytes to pixels, and back: the backend's codec.
    func decodePNG(_ data: Data) throws -> PixelFrame
    func encodePNG(_ frame: PixelFrame) throws -> Data
}

extension ScriptDriver {
    public func captureFrame() throws -> PixelFrame { throw PlatformError("this driver cannot compare screenshots") }
    public func decodePNG(_ data: Data) throws -> PixelFrame { throw PlatformError("this driver reads no PNG") }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { throw PlatformError("this driver writes no PNG") }
}

/// Plays a parsed script on a driver. Paths of `screenshot` and `dump` resolve against `outputDirectory`.
public final class ScriptPlayer {
    public let script: TouchScript
    public let outputDirectory: String
    /// The script's file: `expect-screenshot` finds goldens beside it and names it in its reports.
    public let scriptFile: String?
    /// Which goldens `expect-screenshot` writes instead of comparing (`--update-goldens`; never in CI but
    /// for `.missing` asked for explicitly).
    public let goldenUpdate: GoldenUpdate
    /// Where a golden `expect-screenshot` writes goes instead of beside the script (a CI run's
    /// `OUTPUT/new-goldens/...`: never into the suite), named as the script names it; nil: beside the script.
    public var newGoldensFolder: String?
    /// Where `expect-screenshot` finds (and writes) its goldens instead of beside the script: a project's own
    /// goldens folder (`touchtracker.toml`, docs/ci.md), the script's folder's path under it; nil: the script's folder.
    public var goldensFolder: String?
    /// Every point of the script is multiplied by this as it is played (a script made at `ui-scale K` replayed
    /// at another interface scale R: R / K), so the app sees the points it saw when it was made.
    public var pointScale = 1.0
    /// The checks that failed (`expect-screenshot`, `expect`, `expect-log`), in order.
    public internal(set) var checkFailures: [CheckFailure] = []
    /// The checks that failed, as `FILE:LINE: message` (a behaviour check followed by its expected and actual lines).
    public var failedExpectations: [String] { checkFailures.map(\.description) }
    /// The goldens written by `--update-goldens`.
    public internal(set) var updatedGoldens: [String] = []
    /// The files its `screenshot` and `dump` lines wrote, in order (the reports attach them).
    public internal(set) var outputs: [String] = []
    /// `--update-expectations`: an `expect` run or `expect-log` block that does not match is not a failure;
    /// what the run produced is kept in `expectationUpdates`, for `ExpectationRewriter` to write into the script.
    public var updatesExpectations = false
    /// The checks to rewrite (`--update-expectations`), in the order they ran.
    public internal(set) var expectationUpdates: [ExpectationUpdate] = []
    /// Told of each step, each change and each check as the script plays (a trace's recorder), when set.
    public weak var observer: (any ScriptObserver)?
    /// The `mask` regions (window points) the next `expect-screenshot` ignores.
    var masks: [Rect] = []
    /// The log's `totalCount` at the last check (or the start of the run): a check compares what came after.
    var logMark = 0

    public convenience init(script: TouchScript, outputDirectory: String, scriptFile: String? = nil, updatesGoldens: Bool = false) {
        self.init(script: script, outputDirectory: outputDirectory, scriptFile: scriptFile, goldenUpdate: updatesGoldens ? .all : .none)
    }

    public init(script: TouchScript, outputDirectory: String, scriptFile: String? = nil, goldenUpdate: GoldenUpdate) {
        self.script = script
        self.outputDirectory = outputDirectory
        self.scriptFile = scriptFile
        self.goldenUpdate = goldenUpdate
    }

    /// The file a script's output path names inside the output folder. The parser refuses absolute paths
    /// and `..`; a folder on the way that is a symlink leading out of the output folder is refused here.
    func resolve(_ path: String) throws -> String {
        let full = (outputDirectory as NSString).appendingPathComponent(path)
        let folder = (full as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw PlatformError("cannot create the folder \(folder): \(describe(error))")
        }
        guard isInside(folder, outputDirectory) else {
            throw PlatformError("\(path) leads out of the output folder \(outputDirectory) (through a symbolic link): nothing was written")
        }
        return full
    }

    /// Whether `folder` is `root` or inside it once every symbolic link on the way is followed.
    func isInside(_ folder: String, _ root: String) -> Bool {
        func realPath(_ p: String) -> String? {
            guard let r = realpath(p, nil) else { return nil }
            defer { free(r) }
            return String(cString: r)
        }
        guard let root = realPath(root), let real = realPath(folder) else { return false }
        return real == root || real.hasPrefix(root + "/")
    }

    public enum Outcome { case finished, quit, closed, signalled }

    /// Runs an output step; a failure names the file.
    func writing(_ path: String, _ body: (String) throws -> Void) throws {
        do { try body(path) } catch let e as PlatformError {
            throw e.description.contains(path) ? e : PlatformError("cannot write \(path): \(e.description)")
        } catch {
            throw PlatformError("cannot write \(path): \(describe(error))")
        }
    }

    /// `batch` at `pointScale`.
    func scaled(_ batch: [RawInput]) -> [RawInput] { pointScale == 1 ? batch : batch.map { $0.scaled(by: pointScale) } }

    /// Runs every step in order. Instant steps happen at the current time with no frame between them.
    public func run(on driver: ScriptDriver) throws -> Outcome {
        let session = driver.session
        logMark = session.window.log.totalCount
        for (index, step) in script.steps.enumerated() {
            if QuitSignals.pending != 0 { return .signalled }
            observer?.player(self, willRunStep: index, line: line(ofStep: index), on: driver)
            switch step {
            case .input(let batch):
                session.feed(scaled(batch), at: session.now)
                observer?.playerDidAdvance(self, on: driver)
            case .frames(let n):
                for _ in 0..<n {
                    guard driver.runFrame() else { return .closed }
                    observer?.playerDidAdvance(self, on: driver)
                    if QuitSignals.pending != 0 { return .signalled }
                }
            case .glide(_, let moves):
                for batch in moves {
                    guard driver.runFrame() else { return .closed }
                    if QuitSignals.pending != 0 { return .signalled }
                    session.feed(scaled(batch), at: session.now)
                    observer?.playerDidAdvance(self, on: driver)
                }
            case .key(let k):
                session.feed([.keyDown(k), .keyUp(k)], at: session.now)
                observer?.playerDidAdvance(self, on: driver)
            case .expectScreenshot(let golden, let line):
                let before = checkFailures.count
                try expectScreenshot(golden, line: line, on: driver)
                masks = []
                reportCheck(kind: .screenshot, line: line, expected: [golden], failuresBefore: before, on: driver)
            case .expectLog(let check):
                let before = checkFailures.count
                expectLog(check, in: session.window.log)
                reportCheck(kind: check.scope == .actions ? .actions : .log, line: check.line, expected: check.expected,
                            failuresBefore: before, on: driver)
            case .mask(let region):
                masks.append(region)
            case .screenshot(let path):
                let file = try resolve(path)
                try writing(file) { try driver.screenshot(to: $0) }
                outputs.append(file)
            case .dump(let path):
                let file = try resolve(path)
                try writing(file) { try writeFileAtomically(session.stateJSON(), to: $0) }
                outputs.append(file)
            case .app(let appStep):
                if let output = appStep.output {
                    try writing(try resolve(output)) { try session.app.perform(appStep, output: $0) }
                } else {
                    try session.app.perform(appStep, output: nil)
                }
            case .quit:
                session.app.willQuit()
                return .quit
            }
        }
        return .finished
    }
}
