// Drives the setup `touchtracker --print-code gestures` printed for each of the lab's station files
// (Sources/StationNN/Playground.swift; `make test` checks each is what the app prints now) with the station's
// interactions (Stations/NN-name.txt, or the folder given as the argument: scripts/check-consumer.sh writes them
// from each station file's `try` and `expect` lines), and checks the action log is the
// one the file expects: the one TouchTrackerTests' StationInteractionTests gets from the lab's own station.
// Exits 1, printing both logs, at the first station that differs.
//
// The interactions are read and played by the one reader of the format, the `StationSteps` library (as
// the lab's own tests read them): this package depends on `Gestures` and `StationSteps` alone, as a user's would.
import Gestures
import StationSteps
#if canImport(Glibc)
import Glibc
#endif
import Foundation

// `installers` (Installers.swift): each station's `installPlayground`, by its number. scripts/check-consumer.sh
// generates it, with the StationNN modules, from the lab's folder (Assets/Playgrounds); the committed one is empty.

/// Plays `interactions` on a fresh window with a station's setup (`install`); returns the actions, collapsed.
@MainActor func play(_ interactions: StationInteractions, install: (Node) -> [GestureRecognizer]) -> [String] {
    let window = Window(size: Size(width: 1000, height: 800))
    let area = Node(name: "area")
    window.rootNode.addChild(area)
    let recognizers = install(area)
    var actions: [String] = []
    for r in recognizers { r.addAction { r in actions.append("\(r.name) \(r.state)") } }
    // The first pad at the window's corner: a pad-relative point is then the same in the window, as the lab's
    // edge pan measures from its pad.
    let first = area.children[0].frame.origin
    area.frame = Rect(x: -first.x, y: -first.y, width: 1000 + first.x, height: 800 + first.y)
    interactions.play(on: window) { pad in
        var stack = area.children, found: Node?
        while let n = stack.popLast() { if n.name == pad { found = n }; stack += n.children }
        return (found ?? area.children[0]).frameInWindow.origin
    }
    return StationInteractions.collapsed(actions)
}

let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1]
    : URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Stations").path
let files = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.filter { $0.hasSuffix(".txt") }.sorted() ?? []
guard !files.isEmpty, !installers.isEmpty else {
    print("stations: no interactions files in \(folder), or no station modules (scripts/check-consumer.sh generates them)")
    exit(1)
}
for file in files {
    let number = String(file.prefix(2))
    guard let install = installers[number], let text = try? String(contentsOfFile: folder + "/" + file, encoding: .utf8) else {
        print("stations: no station \(number) for \(file)")
        exit(1)
    }
    let interactions: StationInteractions
    do { interactions = try StationInteractions(text) } catch {
        print("stations: \(file): \(error)")
        exit(1)
    }
    let actions = play(interactions, install: install), expected = interactions.expected
    if actions != expected || expected.isEmpty {
        print("stations: \(file): the printed setup gave\n  \(actions.joined(separator: "\n  "))\nbut the station gives\n  \(expected.joined(separator: "\n  "))")
        exit(1)
    }
}
print("stations: the printed setups of \(files.count) of \(installers.count) stations reproduce their action logs (a station whose recognizer is beyond the format has no interactions)")
