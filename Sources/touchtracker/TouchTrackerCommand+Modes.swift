import ArgumentParser
import Foundation
import AppHost
import Gestures
import TouchTracker

/// The two ways the root command runs the app: headless on a script, or in a window (empty with a script,
/// with the person's drawing without one). Each fills in an `AppSetup` and asks `chosenBackend` for the rest.
extension TouchTrackerCommand {
    /// The script series on the backend's headless driver, its parts one after another on one window.
    func runHeadless(_ series: ScriptSeries, lesson: OpenedLesson?, outputDirectory: String) throws {
        let script = series.first
        let setup = AppSetup(size: script.windowSize, store: drawing.givenStore, fresh: fresh, lesson: lesson, scene: script.scene,
                             showsOverlay: overlay, showsTentativeInk: !noTentativeInk, showsHint: hint,
                             // A script's outputs stay inside --out: ctrl+E in a script exports there, not to the pictures folder.
                             exportDirectory: URL(fileURLWithPath: exportDir ?? outputDirectory))
        let app = setup.makeApp(on: chosenBackend)
        let driver = try chosenBackend.makeHeadlessDriver(app: app, size: script.windowSize, scale: pixelsPerPoint, uiScale: interfaceScale)
        var failures: [CheckFailure] = [], updated: [String] = [], expectations: [ExpectationUpdate] = []
        var outcome = ScriptPlayer.Outcome.finished
        for index in series.files.indices where outcome == .finished {
            let player = ScriptPlayer(script: try series.part(index), outputDirectory: outputDirectory, scriptFile: series.files[index],
                                      goldenUpdate: goldenUpdate)
            player.updatesExpectations = updateExpectations
            outcome = try player.run(on: driver)
            failures += player.checkFailures
            updated += player.updatedGoldens
            expectations += player.expectationUpdates
        }
        // `--update-expectations`: what the run produced, into the checks that did not match.
        do { try ExpectationRewriter.apply(expectations) } catch { throw RunFailure("cannot rewrite the script's expectations: \(describe(error))") }
        for e in expectations {
            FileHandle.standardError.write(Data("touchtracker: wrote the \(e.scope == .log ? "expect-log block" : "expect lines") at \(e.file):\(e.line)\n".utf8))
        }
        if outcome == .finished || outcome == .signalled { app.willQuit() }
        if let results { try Self.writeResults(failures, updated: updated, app: app, to: results) }
        try Self.report(failures.map(\.description), updated: updated)
    }

    /// `--results FILE`: what the run found, as JSON (`ScriptRunRecord`), for `touchtracker test`; when a
    /// check failed, the run's timeline too, as `timeline.svg` beside it (the app's `timeline` command).
    static func writeResults(_ failures: [CheckFailure], updated: [String], app: TouchTrackerApp, to path: String) throws {
        var record = ScriptRunRecord(failures: failures, updatedGoldens: updated)
        if !failures.isEmpty {
            let timeline = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("timeline.svg")
            do {
                try app.perform(AppScriptStep(command: "timeline", output: timeline), output: timeline)
                record.timeline = timeline
            } catch {
                FileHandle.standardError.write(Data("touchtracker: cannot write the timeline \(timeline): \(describe(error))\n".utf8))
            }
        }
        do { try record.write(to: path) } catch { throw RunFailure("cannot write \(path): \(describe(error))") }
    }

    /// A visible window: the person's drawing; or, replaying a script, an empty one that leaves the saved
    /// drawing alone (unless `--data-dir` names one).
    func runInWindow(_ series: ScriptSeries?, lesson: OpenedLesson?, outputDirectory: String) throws {
        let script = series?.first
        let size = script?.windowSize ?? Size(width: 1024, height: 768)
        var setup = AppSetup(size: size, store: script == nil ? drawing.store : drawing.givenStore,
                             fresh: fresh || (script != nil && drawing.dataDir == nil), lesson: lesson,
                             scene: script?.scene ?? (lesson != nil ? "playground" : nil),
                             showsOverlay: overlay, showsTentativeInk: !noTentativeInk, showsHint: script == nil || hint)
        // A person's window shows the drawing's kept image at once and reads the lines behind it; a replay
        // reads everything first, as headless runs do.
        setup.showsKeptImageFirst = script == nil
        if let exportDir {
            setup.exportDirectory = URL(fileURLWithPath: exportDir)
        } else if script != nil {
            setup.exportDirectory = URL(fileURLWithPath: outputDirectory)   // a replay's exports stay in --out
        }
        let app = setup.makeApp(on: chosenBackend)
        let host = try chosenBackend.makeWindow(app: app, size: size,
                                                options: WindowOptions(software: software, fullscreen: fullscreen, uiScale: interfaceScale))
        host.onDiagnostic = { FileHandle.standardError.write(Data("touchtracker: \($0)\n".utf8)) }
        if let record {
            host.session.recorder = try ScriptRecorder(path: record, windowSize: host.session.translator.windowSize, scene: app.sceneName,
                                                       defaultScene: app.sceneNames[0], time: host.session.hostTime)
        }
        let failures = try host.run(script: script, outputDirectory: outputDirectory, scriptFile: self.script, updatesGoldens: updateGoldens,
                                    continuations: (series?.files.count ?? 1) - 1,
                                    part: { index in (try series!.part(index), series!.files[index]) })
        try Self.report(failures, updated: [])
    }

    /// Says which goldens were written; ends with exit 3 when an `expect-screenshot` failed (after the run).
    static func report(_ failures: [String], updated: [String]) throws {
        for path in updated { FileHandle.standardError.write(Data("touchtracker: wrote the golden \(path)\n".utf8)) }
        guard !failures.isEmpty else { return }
        throw ExpectationsFailed(lines: failures)
    }
}
