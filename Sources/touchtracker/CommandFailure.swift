import ArgumentParser
import AppHost

/// A failure the command line reports itself: `message` on standard error, then `exitCode`
/// (docs/command-line.md, "Exit codes"). Errors of ArgumentParser's own (a bad argument) are reported by
/// `main.swift` with the usage, exit 2.
protocol CommandFailure: Error {
    var message: String { get }
    var exitCode: ExitCode { get }
}

/// A bad script, lesson or argument found before anything ran: exit 2. `message` is the whole line
/// (`FILE:LINE: what is wrong`, or `touchtracker: ...`).
struct BadInput: CommandFailure {
    let message: String
    var exitCode: ExitCode { ExitCode(2) }
    init(_ message: String) { self.message = message }
}

/// `expect-screenshot` lines that failed, after the whole script ran: each printed, then exit 3.
struct ExpectationsFailed: CommandFailure {
    let lines: [String]
    var message: String { lines.joined(separator: "\n") }
    var exitCode: ExitCode { ExitCode(3) }
}

/// Anything else that stopped the run (an output that cannot be written, a store that cannot be read):
/// `touchtracker: ...`, exit 1.
struct RunFailure: CommandFailure {
    let what: String
    var message: String { "touchtracker: \(what)" }
    var exitCode: ExitCode { .failure }
    init(_ what: String) { self.what = what }
}

/// The platform refused (no display, SDL's own errors): exit 1.
extension PlatformError: CommandFailure {
    var message: String { "touchtracker: \(description)" }
    var exitCode: ExitCode { .failure }
}

/// The suite ran; its exit code says how it went (the lines and the summary said the rest).
struct SuiteFinished: CommandFailure {
    let code: Int32
    var message: String { "" }
    var exitCode: ExitCode { ExitCode(code) }
}

/// Stopped by SIGINT or SIGTERM: the reports of what finished were written; exit 128 + the signal.
struct Interrupted: CommandFailure {
    let signal: Int32
    var message: String { "touchtracker: stopped by \(QuitSignals.name(signal))" }
    var exitCode: ExitCode { ExitCode(128 + signal) }
}
