import ArgumentParser
import Foundation
import Gestures
import AppHost
import SDLBackend
import TouchTracker

/// `touchtracker`: the interactive app, a script replayed in a window, or a headless script run.
/// Exit codes (docs/command-line.md): 0 done, 2 bad script or arguments (`FILE:LINE: message`), 3 an
/// `expect-screenshot` failed, 1 anything else.
struct TouchTrackerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchtracker",
        abstract: "Draw lines with your fingers (or a mouse); see how UIKit's gesture recognizers decide; replay touch scripts headless.",
        discussion: """
            Gestures: draw with any finger (or the mouse); double tap clears; tap a line to select it (then Delete); \
            long press a line and drag to move it; two fingers that move draw a circle; two-finger tap undoes, \
            three-finger tap redoes; three-finger swipe up opens the colors.
            Keys: Escape closes the menu or panel; Delete removes the selected line; ctrl+Z and ctrl+shift+Z undo \
            and redo; ctrl+E exports the drawing (PNG and SVG); F1 the recognizer overlay; F2 the lab; F3 the frame \
            graph; F4 the timeline (ctrl+T saves it as SVG); F5 slow motion; F6 pause; F7 one frame; F11 full screen; \
            ctrl+plus, ctrl+minus, ctrl+0 the interface scale; in the lab PageDown/PageUp turn the page, 1-9 focus a station. No touchscreen: hold 2-5 while pressing \
            the mouse button for that many fingers, Alt for a mirrored second finger.
            Exit codes: 0 done, 2 a bad script or argument (FILE:LINE: message), 3 an expect-screenshot failed, 1 any other failure.
            The manual, the touch-script format and the state dump: docs/ in the source repository \
            (docs/command-line.md, docs/touch-scripts.md, docs/state-dump.md, docs/gesture-rules.md).
            """,
        version: TouchTrackerVersion.current)

    @Option(name: .long, help: ArgumentHelp("Replay this touch script (docs/touch-scripts.md).", valueName: "file"))
    var script: String?

    @Flag(name: .long, help: "No display: render offscreen on a virtual clock and exit when the script is done.")
    var headless = false

    @Option(name: .long, help: ArgumentHelp("Where a script's screenshots, dumps and exports go (created if missing); a script writes only inside it.", valueName: "dir"))
    var out: String?

    @Option(name: .long, help: ArgumentHelp("Write what happens in the window as a touch script, as it happens.", valueName: "file"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Where ctrl+E writes the drawing as PNG and SVG (default: the pictures folder, $XDG_PICTURES_DIR or ~/Pictures; with --script, the --out folder).", valueName: "dir"))
    var exportDir: String?

    @Flag(name: .long, help: "Write the goldens of the script's expect-screenshot lines (beside the script) instead of comparing with them; refused when CI is set.")
    var updateGoldens = false

    @Flag(name: .long, help: "Use SDL's software renderer even when a GPU renderer is available.")
    var software = false

    @Flag(name: .long, help: "Start with an empty drawing (the saved one is cleared at the first change: one clear, as the double tap makes).")
    var fresh = false

    @Flag(name: .long, help: "Draw nothing under a finger until the recognizers deliver its touch (the book's behaviour; ctrl+I toggles it).")
    var noTentativeInk = false

    @Flag(name: .long, help: "Start in full screen.")
    var fullscreen = false

    @Flag(name: .long, help: "Start with the teaching overlay on (F1 toggles it).")
    var overlay = false

    @Flag(name: .long, help: "Show the first-run hint on an empty canvas also in headless runs (a window shows it anyway).")
    var hint = false

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Headless pixels per point, 0.5 to 4 (2 renders a high-DPI window).", valueName: "k"))
    var scale: String = "1"

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Interface scale, 0.5 to 4: text and controls K times larger (ctrl+plus, ctrl+minus, ctrl+0 in a window). Script coordinates stay window points.", valueName: "k"))
    var uiScale: String = "1"

    @Option(name: .long, help: ArgumentHelp("Open this playground lesson (docs/playground.md) in the playground scene; with --print-code, print its setup as Swift instead.", valueName: "file"))
    var playground: String?

    @Option(name: .long, help: ArgumentHelp("With --playground: print the lesson's setup as Swift for the Gestures engine ('gestures') or for UIKit ('uikit'), then exit.", valueName: "flavor"))
    var printCode: String?

    @Option(name: .long, help: ArgumentHelp("Write the saved drawing (of --data-dir, or the usual folder) as format-1 JSON to this file ('-': standard output), then exit.", valueName: "file"))
    var exportJSON: String?

    @Option(name: .long, help: ArgumentHelp("Keep the drawing in this folder instead of $XDG_DATA_HOME/touchtracker (headless runs use it only when given).", valueName: "dir"))
    var dataDir: String?

    /// `--scale` as a number (validated).
    var pixelsPerPoint: Double { Double(scale) ?? 1 }

    func validate() throws {
        if headless && script == nil { throw ValidationError("--headless needs --script FILE") }
        if headless && record != nil { throw ValidationError("--record writes what happens in a window: it cannot go with --headless") }
        if updateGoldens && script == nil { throw ValidationError("--update-goldens needs --script FILE") }
        if updateGoldens && ProcessInfo.processInfo.environment["CI"] != nil {
            throw ValidationError("--update-goldens is refused when CI is set: goldens are recorded by a person, who looks at them")
        }
        guard let k = Double(scale), k.isFinite, k >= 0.5, k <= 4 else {
            throw ValidationError("--scale must be a number from 0.5 to 4, got '\(ScriptError.printable(scale))'")
        }
        guard let u = Double(uiScale), u.isFinite, u >= 0.5, u <= 4 else {
            throw ValidationError("--ui-scale must be a number from 0.5 to 4, got '\(ScriptError.printable(uiScale))'")
        }
        if let dataDir {
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
        if let out, FileManager.default.fileExists(atPath: out), nonRegularKind(at: out) == nil {
            throw ValidationError("--out \(out) is a file, not a folder")
        }
    }

    func run() throws {
        if let printCode {
            guard let flavor = PlaygroundCode.Flavor(rawValue: printCode) else { throw BadInput("touchtracker: --print-code is gestures or uikit, got '\(ScriptError.printable(printCode, limit: 40))'") }
            guard let playground else { throw BadInput("touchtracker: --print-code needs --playground FILE") }
            FileHandle.standardOutput.write(Data(PlaygroundCode.source(try Self.lesson(playground), flavor: flavor, from: playground).utf8))
            return
        }
        let lesson = try playground.map(Self.lesson)
        if let exportJSON {
            let store = DrawingStore(directory: dataDir.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() } ?? DrawingStore.defaultDirectory())
            let text: String
            do { text = try store.exportJSON() } catch {
                throw Failure("cannot read the drawing in \(store.file.path): \(DrawingStore.reason(for: error))")
            }
            if exportJSON == "-" {
                FileHandle.standardOutput.write(Data(text.utf8))
            } else {
                do { try writeFileAtomically(text, to: exportJSON) } catch {
                    throw Failure("cannot write \(exportJSON): \(describe(error))")
                }
            }
            return
        }
        var parsed: TouchScript?
        var series: ScriptSeries?
        if let path = script {
            let shown = ScriptError.printable(path, limit: 200)
            switch ScriptSeries.load(path, parse: { text, file in
                TouchScriptParser.parse(text, file: file, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all, isKnownKey: isKnownSDLKeyName)
            }) {
            case .success(let s): series = s; parsed = s.first
            case .failure(let e): throw BadInput(e.description)
            }
            if let s = parsed, let problem = PixelBudget.problem(size: s.windowSize, scale: headless ? pixelsPerPoint : 1) {
                throw BadInput("\(shown):\(Swift.max(1, s.windowLine)): \(problem)")
            }
        }
        let outputDirectory = out ?? FileManager.default.currentDirectoryPath
        if out != nil {
            do { try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true) } catch {
                throw Failure("cannot create the output folder \(outputDirectory): \(describe(error))")
            }
        }
        let dataStore = dataDir.map { DrawingStore(directory: URL(fileURLWithPath: $0).resolvingSymlinksInPath()) }

        if headless, let script = parsed {
            let app = TouchTrackerApp(services: SDLServices(), size: script.windowSize, store: dataStore, fresh: fresh)
            if let lesson { app.loadPlayground(lesson, from: playground) }
            app.selectScene(script.scene)
            app.isOverlayVisible = overlay
            app.showsTentativeInk = !noTentativeInk
            if hint { app.showHintIfEmpty() }
            // A script's outputs stay inside --out: ctrl+E in a script exports there, not to the pictures folder.
            app.exportDirectory = URL(fileURLWithPath: exportDir ?? outputDirectory)
            let driver = try HeadlessDriver(app: app, size: script.windowSize, scale: pixelsPerPoint, uiScale: Double(uiScale) ?? 1)
            // The parts of a series play one after another on the same window (a recording's next parts).
            var failures: [String] = [], updated: [String] = []
            var outcome = ScriptPlayer.Outcome.finished
            for index in series!.files.indices where outcome == .finished {
                let player = ScriptPlayer(script: try series!.part(index), outputDirectory: outputDirectory, scriptFile: series!.files[index],
                                          updatesGoldens: updateGoldens)
                outcome = try player.run(on: driver)
                failures += player.failedExpectations
                updated += player.updatedGoldens
            }
            if outcome == .finished || outcome == .signalled { app.willQuit() }
            try Self.report(failures, updated: updated)
            return
        }
        // A visible window: a replay starts empty and leaves the person's saved drawing alone.
        let store = parsed == nil ? (dataStore ?? DrawingStore(directory: DrawingStore.defaultDirectory())) : dataStore
        let size = parsed?.windowSize ?? Size(width: 1024, height: 768)
        let app = TouchTrackerApp(services: SDLServices(), size: size, store: store, fresh: fresh || (parsed != nil && dataDir == nil))
        if let lesson { app.loadPlayground(lesson, from: playground) }
        if let s = parsed { app.selectScene(s.scene) } else if lesson != nil { app.selectScene("playground") }
        app.isOverlayVisible = overlay
        app.showsTentativeInk = !noTentativeInk
        if parsed == nil || hint { app.showHintIfEmpty() }
        if let exportDir {
            app.exportDirectory = URL(fileURLWithPath: exportDir)
        } else if parsed != nil {
            app.exportDirectory = URL(fileURLWithPath: outputDirectory)   // a replay's exports stay in --out
        }
        let host = try InteractiveHost(app: app, size: size, software: software, fullscreen: fullscreen, uiScale: Double(uiScale) ?? 1)
        host.onDiagnostic = { FileHandle.standardError.write(Data("touchtracker: \($0)\n".utf8)) }
        if let record {
            host.session.recorder = try ScriptRecorder(path: record, windowSize: host.session.translator.windowSize,
                                                       scene: app.sceneName, time: host.session.hostTime)
        }
        let failures = try host.run(script: parsed, outputDirectory: outputDirectory, scriptFile: script, updatesGoldens: updateGoldens,
                                    continuations: (series?.files.count ?? 1) - 1, part: { index in (try series!.part(index), series!.files[index]) })
        try Self.report(failures, updated: [])
    }

    /// The lesson in `path`, checked whole; a bad one is `FILE:LINE: message` (exit 2).
    static func lesson(_ path: String) throws -> PlaygroundLesson {
        switch PlaygroundLessonFile.read(path) {
        case .success(let l): return l
        case .failure(let e): throw BadInput(e.description)
        }
    }

    /// Says which goldens were written; ends with exit 3 when an `expect-screenshot` failed (after the run).
    static func report(_ failures: [String], updated: [String]) throws {
        for path in updated { FileHandle.standardError.write(Data("touchtracker: wrote the golden \(path)\n".utf8)) }
        guard !failures.isEmpty else { return }
        throw ExpectationsFailed(lines: failures)
    }
}

struct BadInput: Error { let message: String; init(_ m: String) { message = m } }
/// `expect-screenshot` lines that failed: each printed, then exit 3.
struct ExpectationsFailed: Error { let lines: [String] }
struct Failure: Error { let message: String; init(_ m: String) { message = m } }

func fail(_ message: String, code: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(code)
}

QuitSignals.install()
do {
    let command = try TouchTrackerCommand.parse(Array(CommandLine.arguments.dropFirst()))
    try command.run()
    let signal = QuitSignals.pending
    if signal != 0 { fail("touchtracker: stopped by \(QuitSignals.name(signal))", code: 128 + signal) }
} catch let e as BadInput {
    fail(e.message, code: 2)
} catch let e as ExpectationsFailed {
    fail(e.lines.joined(separator: "\n"), code: 3)
} catch let e as Failure {
    fail("touchtracker: \(e.message)", code: 1)
} catch let e as PlatformError {
    fail("touchtracker: \(e.description)", code: 1)
} catch {
    if TouchTrackerCommand.exitCode(for: error) == .success {
        print(TouchTrackerCommand.fullMessage(for: error))
        exit(0)
    }
    if error is CocoaError || error is POSIXError {
        fail("touchtracker: \(describe(error))", code: 1)
    }
    fail("touchtracker: \(TouchTrackerCommand.message(for: error))\n\(TouchTrackerCommand.usageString())", code: 2)
}
