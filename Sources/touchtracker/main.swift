import ArgumentParser
import Foundation
import AppHost

// The entry point: parse, run, and turn what ended the run into the documented exit code and message
// (docs/command-line.md, "Exit codes"). ArgumentParser's own `main()` is not used: its messages start with
// "Error:", where the command line's contract says `touchtracker: ...` and the usage.

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

QuitSignals.install()
do {
    var command = try TouchTrackerCommand.parseAsRoot()
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
    fail("touchtracker: \(TouchTrackerCommand.message(for: error))\n\(TouchTrackerCommand.usageString())", code: 2)
}
