import ArgumentParser
import Foundation
import AppHost

// The entry point: parse, run, and turn what ended the run into the documented exit code and message
// (docs/command-line.md, "Exit codes"). ArgumentParser's own `main()` is not used: its messages start with
// "Error:", where the command line's contract says `touchtracker: ...` and the usage.

func fail(_ message: String, code: Int32) -> Never {
    writeStandardError(message + "\n")
    exit(code)
}

/// Writes to standard error with the throwing write: a full disk or a closed standard error loses the text
/// (there is nowhere else to say it) but never crashes the process (FileHandle's `write(_:)` traps).
func writeStandardError(_ text: String) {
    try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
}

// A closed standard input, output or error is held by /dev/null opened read-only: no file opened later
// takes its number (a script's output written to standard output, say), and writing to it still fails, as
// a closed one does (exit 1, `touchtracker: ...`).
for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 {
    let null = open("/dev/null", O_RDONLY)
    if null >= 0 && null != fd { dup2(null, fd); close(null) }
}
// A closed pipe is an error of the write (EPIPE), not the end of the process.
signal(SIGPIPE, SIG_IGN)

/// `test`, `merge-reports` and `trace` are parsed on their own: ArgumentParser also takes a parent's options after a
/// subcommand's name, so the root's `--out`, `--scale` and `--update-goldens` would take theirs. Their
/// help is the root's (`touchtracker test --help`), which names them as subcommands.
let arguments = Array(CommandLine.arguments.dropFirst())
let standalone: [any ParsableCommand.Type] = [TestCommand.self, MergeReportsCommand.self, TraceCommand.self]
let asksForHelp = arguments.contains { $0 == "-h" || $0 == "--help" }
let chosen: any ParsableCommand.Type = asksForHelp ? TouchTrackerCommand.self
    : arguments.first.flatMap { first in standalone.first { $0.configuration.commandName == first } } ?? TouchTrackerCommand.self

QuitSignals.install()
do {
    var command = chosen == TouchTrackerCommand.self ? try TouchTrackerCommand.parseAsRoot() : try chosen.parseAsRoot(Array(arguments.dropFirst()))
    try command.run()
    let signal = QuitSignals.pending
    if signal != 0 { fail("touchtracker: stopped by \(QuitSignals.name(signal))", code: 128 + signal) }
} catch let failure as CommandFailure {
    if failure.message.isEmpty { exit(failure.exitCode.rawValue) }
    fail(failure.message, code: failure.exitCode.rawValue)
} catch {
    if TouchTrackerCommand.exitCode(for: error) == .success {   // --help, --version
        print(TouchTrackerCommand.fullMessage(for: error))
        exit(0)
    }
    if error is CocoaError || error is POSIXError {
        fail("touchtracker: \(describe(error))", code: 1)
    }
    fail("touchtracker: \(chosen.message(for: error))\n\(chosen == TouchTrackerCommand.self ? TouchTrackerCommand.usageString() : "Usage: touchtracker " + chosen.usageString())", code: 2)
}
