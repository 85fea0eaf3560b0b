import ArgumentParser
import Foundation
import AppHost
import TouchTracker

/// `touchtracker export-json FILE`: the saved drawing as format-1 JSON, then exit (also spelled
/// `touchtracker --export-json FILE`).
struct ExportJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-json",
        abstract: "Write the saved drawing as format-1 JSON, then exit (the same as --export-json FILE).")

    @Argument(help: ArgumentHelp("The JSON file to write ('-': standard output).", valueName: "file"))
    var file: String

    @OptionGroup var drawing: DrawingFolderOption

    func validate() throws { try drawing.check() }

    func run() throws { try Self.export(drawing.store, to: file) }

    /// Writes `store`'s drawing as JSON to `path` (`-`: standard output), whole or not at all.
    static func export(_ store: DrawingStore, to path: String) throws {
        let text: String
        do { text = try store.exportJSON() } catch {
            throw RunFailure("cannot read the drawing in \(store.file.path): \(DrawingStore.reason(for: error))")
        }
        if path == "-" {
            // The throwing write: a closed standard output, a full disk or a closed pipe is an error (exit 1),
            // never a crash.
            do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch {
                throw RunFailure("cannot write the drawing to standard output: \(describe(error))")
            }
            return
        }
        do { try writeFileAtomically(text, to: path) } catch {
            throw RunFailure("cannot write \(path): \(describe(error))")
        }
    }
}
