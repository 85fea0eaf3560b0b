import ArgumentParser
import Foundation
import AppHost
import TouchTracker

/// `--data-dir DIR`: where the drawing is kept, for the window, a headless run and `export-json` alike.
struct DrawingFolderOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Keep the drawing in this folder instead of $XDG_DATA_HOME/touchtracker (headless runs use it only when given).", valueName: "dir"))
    var dataDir: String?

    /// The folder given, links resolved (a link to a folder is that folder).
    var folder: URL? { dataDir.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() } }

    /// The store on `--data-dir`, nil when not given.
    var givenStore: DrawingStore? { folder.map { DrawingStore(directory: $0) } }

    /// The store on `--data-dir`, else on the usual folder.
    var store: DrawingStore { givenStore ?? DrawingStore(directory: DrawingStore.defaultDirectory()) }

    /// Refuses a `--data-dir` that is not a folder (exit 2). Called by the commands' `validate()` in their
    /// order of checks, so it is not this group's own `validate()`.
    func check() throws {
        guard let dataDir else { return }
        // A link to a folder is that folder (dotfile managers and synced folders make them, and
        // $XDG_DATA_HOME through a link already works); what a link leads to must still be a folder.
        let target = URL(fileURLWithPath: dataDir).resolvingSymlinksInPath().path
        let via = target == URL(fileURLWithPath: dataDir).standardizedFileURL.path ? "" : " (through a link to \(target))"
        if let kind = nonRegularKind(at: target), kind != "a folder" {
            throw ValidationError("--data-dir \(dataDir) is \(kind)\(via), not a folder")
        }
        if FileManager.default.fileExists(atPath: target), nonRegularKind(at: target) == nil {
            throw ValidationError("--data-dir \(dataDir) is a file\(via), not a folder")
        }
    }
}
