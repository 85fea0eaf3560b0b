import ArgumentParser
import Foundation
import AppHost
import TouchTracker

/// `touchtracker`: the app in a window, a script replayed in a window, or a script run headless; and the
/// subcommands `print-code` and `export-json`, which print and exit (docs/command-line.md, the contract).
/// Exit codes: 0 done, 2 a bad script or argument (`FILE:LINE: message`), 3 an `expect-screenshot` failed,
/// 1 anything else (`CommandFailure`).
struct TouchTrackerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "touchtracker",
        abstract: "Draw lines with your fingers (or a mouse); see how UIKit's gesture recognizers decide; replay touch scripts headless.",
        // The usage names the root's own run first: it needs no subcommand (ArgumentParser would say
        // `touchtracker <options> <subcommand>`).
        usage: """
            touchtracker [options]
            touchtracker print-code <flavor> <lesson-file>
            touchtracker export-json [--data-dir <dir>] <file>
            touchtracker test [<path> ...] [--workers <n>] [--timeout <s>] [--shard <i/n>] [--junit <file>] [--report <dir>]
            touchtracker merge-reports <dir> ... [--report <dir>] [--junit <file>]
            touchtracker trace <file> [--output <file.html>]
            """,
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
        version: TouchTrackerVersion.current,
        subcommands: [PrintCodeCommand.self, ExportJSONCommand.self, TestCommand.self, MergeReportsCommand.self, TraceCommand.self])

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

    @OptionGroup var goldens: GoldenOptions

    /// Grading a class: a lesson's checks are the exercise's (this file, or the one of this folder the answer
    /// names), not the answer's own (docs/playground.md, "Grading a class").
    @Option(name: .long, help: ArgumentHelp("With --headless --script ANSWER.playground: grade the answer by this exercise's checks (a file, or a folder of exercises matched by the answer's exercise line), not its own.", valueName: "exercise"))
    var checksFrom: String?

    @Option(name: .long, help: ArgumentHelp("With --headless: write what the script's checks found as JSON to this file (and, when one failed, the run's timeline as timeline.svg beside it), as touchtracker test reads it.", valueName: "file"))
    var results: String?

    @OptionGroup var trace: TraceOptions

    @Flag(name: .long, help: "Use SDL's software renderer even when a GPU renderer is available.")
    var software = false

    @Flag(name: .long, help: "Start in full screen.")
    var fullscreen = false

    @OptionGroup var start: AppStartOptions

    @OptionGroup var scriptRun: HeadlessRunOptions<Help>

    // `.unconditional`: a negative number is a value to refuse with the documented message, not an option.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Interface scale, 0.5 to 4: text and controls K times larger (ctrl+plus, ctrl+minus, ctrl+0 in a window). Script coordinates stay window points.", valueName: "k"))
    var uiScale = ScaleFactor(1)

    @Option(name: .long, help: ArgumentHelp("Open this playground lesson (docs/playground.md) in the playground scene; with --print-code, print its setup as Swift instead.", valueName: "file"))
    var playground: String?

    @Option(name: .long, help: ArgumentHelp("Draw the app's words and the shipped lessons in this language (zh_CN; a colon list tried in order; C or en: English). Without it a window follows LANGUAGE, LC_ALL, LC_MESSAGES and LANG as gettext does; a headless run stays English.", valueName: "code"))
    var lang: String?

    @Option(name: .long, help: ArgumentHelp("Add the lesson files in this folder to the lab's stations and to the playground's Open… (default, in a window: $XDG_DATA_HOME/touchtracker/lab when it exists).", valueName: "dir"))
    var lab: String?

    /// The teacher's folder: `--lab`, or in a window run without a script the default one under the data
    /// folder (`$XDG_DATA_HOME/touchtracker/lab`) when it exists. A headless run or a replay reads one only when given.
    func labFolder(forWindow: Bool) -> String? {
        if let lab { return lab }
        guard forWindow, script == nil else { return nil }
        let folder = DrawingStore.defaultDirectory().appendingPathComponent(PlaygroundLessonFile.labFolderName).path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }

    /// Kept as text: a flavor that is none is refused when run, after the arguments but before the lesson is
    /// read, with the message the command line has always given (`print-code` takes `PlaygroundCode.Flavor`
    /// itself).
    @Option(name: .long, help: ArgumentHelp("With --playground: print the lesson's setup as Swift for the Gestures engine ('gestures') or for UIKit ('uikit'), then exit (the same as the print-code subcommand).", valueName: "flavor"))
    var printCode: String?

    @Option(name: .long, help: ArgumentHelp("Write the saved drawing (of --data-dir, or the usual folder) as format-1 JSON to this file ('-': standard output), then exit (the same as the export-json subcommand).", valueName: "file"))
    var exportJSON: String?

    @OptionGroup var drawing: DrawingFolderOption

    enum Help: HeadlessRunOptionsHelp {
        static let updateExpectations = "With --headless --script: write what the run produced into each expect run and expect-log block that did not match (comments and layout kept), so the script then passes; refused when CI is set."
        static let scale = "Headless pixels per point, 0.5 to 4 (2 renders a high-DPI window)."
    }

    /// `--scale` and `--ui-scale` as numbers (checked by `validate()`).
    var pixelsPerPoint: Double { scriptRun.pixelsPerPoint }
    var interfaceScale: Double { uiScale.value ?? 1 }

    func validate() throws {
        if headless && script == nil { throw ValidationError("--headless needs --script FILE") }
        if let lab {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: lab, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--lab \(ScriptError.printable(lab, limit: 200)) is not a folder: give the folder of your lesson files")
            }
        }
        if headless && record != nil { throw ValidationError("--record writes what happens in a window: it cannot go with --headless") }
        try goldens.check(script: script, headless: headless)
        if checksFrom != nil && !(headless && script.map(LessonCheckMode.isLesson) == true) {
            throw ValidationError("--checks-from needs --headless --script ANSWER.playground")
        }
        if results != nil && !headless { throw ValidationError("--results needs --headless") }
        try trace.check(script: script, headless: headless)
        if scriptRun.updateExpectations {
            if script == nil || !headless { throw ValidationError("--update-expectations needs --headless --script FILE") }
            try scriptRun.refuseUpdatingExpectationsInCI()
        }
        try scriptRun.checkScale()
        _ = try uiScale.checked("--ui-scale")
        try drawing.check()
        if let out, FileManager.default.fileExists(atPath: out), nonRegularKind(at: out) == nil {
            throw ValidationError("--out \(out) is a file, not a folder")
        }
    }

    func run() throws {
        if let printCode {
            guard let flavor = PlaygroundCode.Flavor(argument: printCode) else {
                throw BadInput("touchtracker: --print-code is gestures or uikit, got '\(ScriptError.printable(printCode, limit: 40))'")
            }
            guard let playground else { throw BadInput("touchtracker: --print-code needs --playground FILE") }
            return try PrintCodeCommand.print(flavor, lessonFile: playground)
        }
        let lesson = try playground.map(OpenedLesson.init(path:))
        if let exportJSON { return try ExportJSONCommand.export(drawing.store, to: exportJSON) }
        if headless, let script, LessonCheckMode.isLesson(script) {
            do { try LessonCheckMode.run(script, results: results, updatesExpectations: scriptRun.updateExpectations, checksFrom: checksFrom) } catch let e as ExpectationsFailed {
                if let file = trace.file(checksFailed: true) { try TraceOutput.writeLesson(script, to: file) }
                throw e
            }
            if let file = trace.file(checksFailed: false) { try TraceOutput.writeLesson(script, to: file) }
            return
        }
        let series = try script.map { try Self.loadScript($0, frameScale: headless ? pixelsPerPoint : 1) }
        InterfaceLanguage.choose(lang: lang, headless: headless && series != nil)
        let outputDirectory = out ?? FileManager.default.currentDirectoryPath
        if out != nil {
            do { try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true) } catch {
                throw RunFailure("cannot create the output folder \(outputDirectory): \(describe(error))")
            }
        }
        if headless, let series {
            try runHeadless(series, lesson: lesson, outputDirectory: outputDirectory)
        } else {
            try runInWindow(series, lesson: lesson, outputDirectory: outputDirectory)
        }
    }

    /// The series of scripts `path` starts (a recording's `next` parts), parsed whole with the app's scenes
    /// and commands, its window checked against what the backend renders at `frameScale` pixels per point;
    /// a bad one is `FILE:LINE: message` (exit 2).
    static func loadScript(_ path: String, frameScale: Double) throws -> ScriptSeries {
        let loaded = ScriptSeries.load(path) { text, file in
            TouchScriptParser.parse(text, file: file, scenes: SceneRegistry.standard.names, commands: AppScriptCommands.all)
        }
        let series: ScriptSeries
        switch loaded {
        case .success(let s): series = s
        case .failure(let e): throw BadInput(e.description)
        }
        if let problem = chosenBackend.frameProblem(size: series.first.windowSize, scale: frameScale) {
            throw BadInput("\(ScriptError.printable(path, limit: 200)):\(Swift.max(1, series.first.windowLine)): \(problem)")
        }
        return series
    }
}
