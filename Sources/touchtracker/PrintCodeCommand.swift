import ArgumentParser
import Foundation
import AppHost
import TouchTracker

extension PlaygroundCode.Flavor: ExpressibleByArgument {}

/// `touchtracker print-code FLAVOR LESSON`: a playground lesson's setup as Swift, then exit (also spelled
/// `touchtracker --playground LESSON --print-code FLAVOR`).
struct PrintCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print-code",
        abstract: "Print a playground lesson's setup as Swift, then exit (the same as --playground FILE --print-code FLAVOR).")

    @Argument(help: "'gestures': Swift for the Gestures engine; 'uikit': Swift for UIKit.")
    var flavor: PlaygroundCode.Flavor

    @Argument(help: ArgumentHelp("The playground lesson (docs/playground.md).", valueName: "lesson-file"))
    var lesson: String

    func run() throws { try Self.print(flavor, lessonFile: lesson) }

    /// Prints the setup of the lesson in `path` as Swift of `flavor`; a bad lesson is `FILE:LINE: message`
    /// (exit 2).
    static func print(_ flavor: PlaygroundCode.Flavor, lessonFile path: String) throws {
        let source = PlaygroundCode.source(try OpenedLesson(path: path).lesson, flavor: flavor, from: path)
        do { try FileHandle.standardOutput.write(contentsOf: Data(source.utf8)) } catch {
            throw RunFailure("cannot write to standard output: \(describe(error))")
        }
    }
}
