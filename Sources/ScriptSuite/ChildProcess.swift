import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One child process run to its end or stopped at a deadline: a script runs in a process of its own, so a
/// time-out is a real stop and a crash stays the script's own. Its standard output and error go to files
/// (no pipe to fill), its standard input is empty.
struct ChildProcess {
    enum End: Equatable {
        /// It exited with this code.
        case exited(Int32)
        /// A signal ended it (a crash, or a kill from outside).
        case signalled(Int32)
        /// It ran past the deadline and was stopped (SIGTERM, then SIGKILL after `grace` seconds).
        case timedOut
    }

    let arguments: [String]
    var environment: [String: String]?
    /// Seconds it may run.
    var timeout: Double
    /// Seconds between SIGTERM (the app saves and quits at its next frame) and SIGKILL.
    var grace = 2.0

    /// Runs it, standard output and error written to `stdout` and `stderr`.
    func run(stdout: String, stderr: String) throws -> End {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        if let environment { process.environment = environment }
        for path in [stdout, stderr] { _ = FileManager.default.createFile(atPath: path, contents: nil) }
        guard let out = FileHandle(forWritingAtPath: stdout), let err = FileHandle(forWritingAtPath: stderr) else {
            throw SuiteError("cannot write \(stdout) or \(stderr)")
        }
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        do { try process.run() } catch { throw SuiteError("cannot start \(arguments[0]): \(error.localizedDescription)") }
        if ended.wait(timeout: .now() + timeout) == .success { return end(of: process) }
        process.terminate()
        if ended.wait(timeout: .now() + grace) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        process.waitUntilExit()
        return .timedOut
    }

    private func end(of process: Process) -> End {
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? .signalled(process.terminationStatus) : .exited(process.terminationStatus)
    }
}

/// A failure of the runner itself (not of a script): exit 1.
public struct SuiteError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
