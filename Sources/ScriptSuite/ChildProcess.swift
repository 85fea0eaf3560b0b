import Foundation
import Synchronization
import AppHost

#if canImport(Glibc)
import Glibc
#endif

/// One child process run to its end, stopped at a deadline, or stopped when the suite is stopped: a script
/// runs in a process of its own, so a time-out is a real stop and a crash stays the script's own. Its
/// standard output goes to a file, its standard error through a pipe the runner reads (kept in memory and
/// written to a file by the runner, which so knows when that file could not be written), its standard
/// input is empty.
struct ChildProcess {
    enum End: Equatable {
        /// It exited with this code.
        case exited(Int32)
        /// A signal ended it (a crash, or a kill from outside).
        case signalled(Int32)
        /// It ran past the deadline and was stopped (SIGTERM, then SIGKILL after `grace` seconds).
        case timedOut
        /// The suite was stopped (a signal to the runner, `--max-failures`) and it with it.
        case interrupted
    }

    /// How it ended, what it wrote on standard error (at most `keptError` bytes), and why its standard
    /// error file could not be written, if it could not.
    struct Outcome {
        var end: End
        var stderr: String
        var logProblem: String?
    }

    let arguments: [String]
    var environment: [String: String]?
    /// Seconds it may run.
    var timeout: Double
    /// Seconds between SIGTERM (the app saves and quits at its next frame) and SIGKILL.
    var grace = 2.0
    /// Bytes of standard error kept in memory (the file gets all of it).
    var keptError = 64 << 10
    /// Called on the thread that reads standard error as it ends (the tests: always before `run` returns).
    var readerEnded: (@Sendable () -> Void)?

    /// Runs it, standard output written to `stdout` and standard error to `stderr`; `stop` ends it early.
    func run(stdout: String, stderr: String, stop: SuiteStop = SuiteStop()) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        if let environment { process.environment = environment }
        for path in [stdout, stderr] {
            if let kind = nonRegularKind(at: path) { throw SuiteError("cannot write \(path): it is \(kind)") }
            guard FileManager.default.createFile(atPath: path, contents: nil) else { throw SuiteError("cannot create \(path): \(String(cString: strerror(errno)))") }
        }
        guard let out = FileHandle(forWritingAtPath: stdout), let log = FileHandle(forWritingAtPath: stderr) else {
            throw SuiteError("cannot write \(stdout) or \(stderr)")
        }
        defer { try? out.close(); try? log.close() }
        let pipe = Pipe()
        process.standardOutput = out
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { throw SuiteError("cannot start \(arguments[0]): \(error.localizedDescription)") }

        // The reader: every byte to the file (its first failure kept), the first `keptError` in memory. It
        // waits on the pipe a little at a time, so it can be told to give up (`stopped`), and it has always
        // ended before `run` returns: nothing reads into, or writes to, a log that was closed.
        struct Read { var kept = Data(); var problem: String?; var stopped = false }
        let read = Mutex(Read())
        let readDone = DispatchSemaphore(value: 0)
        let reading = pipe.fileHandleForReading
        let limit = keptError
        let onReaderEnd = readerEnded
        Thread.detachNewThread {
            let fd = reading.fileDescriptor
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while !read.withLock({ $0.stopped }) {
                var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let ready = poll(&waiting, 1, 50)
                if ready == 0 || (ready < 0 && errno == EINTR) { continue }
                let n = ready < 0 ? -1 : Glibc.read(fd, &buffer, buffer.count)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { break }
                let chunk = Data(buffer[0..<n])
                let failed = read.withLock { r -> Bool in
                    if r.kept.count < limit { r.kept.append(chunk.prefix(limit - r.kept.count)) }
                    return r.problem != nil
                }
                if !failed {
                    do { try log.write(contentsOf: chunk) } catch {
                        read.withLock { $0.problem = "cannot write \(stderr): \(describe(error))" }
                    }
                }
            }
            onReaderEnd?()
            readDone.signal()
        }

        let end = wait(process, ended: ended, stop: stop)
        // Whatever it wrote is read to its end (a descendant still holding the pipe is not waited for long:
        // the reader is told to stop, and waited for).
        if readDone.wait(timeout: .now() + 2) == .timedOut {
            read.withLock { $0.stopped = true }
            readDone.wait()
        }
        let r = read.withLock { $0 }
        return Outcome(end: end, stderr: String(decoding: r.kept, as: UTF8.self), logProblem: r.problem)
    }

    private func wait(_ process: Process, ended: DispatchSemaphore, stop: SuiteStop) -> End {
        let deadline = DispatchTime.now() + timeout
        var stoppedBecause: End?
        while stoppedBecause == nil {
            if ended.wait(timeout: Swift.min(deadline, .now() + 0.05)) == .success { return end(of: process) }
            if stop.isRequested { stoppedBecause = .interrupted } else if DispatchTime.now() >= deadline { stoppedBecause = .timedOut }
        }
        // SIGTERM first (the app quits at its next frame); SIGKILL when it has not gone after `grace` seconds,
        // whatever it is blocked on.
        kill(process.processIdentifier, SIGTERM)
        if ended.wait(timeout: .now() + grace) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        process.waitUntilExit()
        return stoppedBecause!
    }

    private func end(of process: Process) -> End {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }
}

/// Asks a running suite to stop: no script is started after it, the running ones are stopped (SIGTERM,
/// then SIGKILL), and what did not finish is reported as interrupted. `reason` says why, for the reports
/// (`SIGINT`, `2 failures (--max-failures 2)`).
public final class SuiteStop: Sendable {
    private let state = Mutex<String?>(nil)
    public init() {}
    /// Stops the suite (the first reason given is kept).
    public func request(_ reason: String) { state.withLock { if $0 == nil { $0 = reason } } }
    public var isRequested: Bool { state.withLock { $0 != nil } }
    public var reason: String? { state.withLock { $0 } }
}

/// A failure of the runner itself (not of a script): exit 1.
public struct SuiteError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
