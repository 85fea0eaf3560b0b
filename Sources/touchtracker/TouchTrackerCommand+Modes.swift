import ArgumentParser
import Foundation
import AppHost
import Gestures
import TouchTracker

/// The two ways the root command runs the app: headless on a script, or in a window (empty with a script,
/// with the person's drawing without one). Each fills in an `AppSetup` and hands the app to `HostedRun`
/// (the host's modes) on `chosenBackend`.
extension TouchTrackerCommand {
    /// The script series on the backend's headless driver, its parts one after another on one window.
    func runHeadless(_ series: ScriptSeries, lesson: OpenedLesson?, outputDirectory: String) throws {
        let script = series.first
        var setup = AppSetup(size: script.windowSize, store: drawing.givenStore, lesson: lesson, scene: script.scene,
                             // A script's outputs stay inside --out: ctrl+E in a script exports there, not to the pictures folder.
                             exportDirectory: URL(fileURLWithPath: exportDir ?? outputDirectory))
        start.apply(to: &setup)
        setup.labFolder = labFolder(forWindow: false)
        let app = setup.makeApp(on: chosenBackend)
        let recorder = trace.path.map { _ in TraceOutput.recorder(for: app) }
        let played = try HostedRun.headless(series, app: app, on: chosenBackend, scale: pixelsPerPoint, uiScale: interfaceScale,
                                            outputDirectory: outputDirectory, goldenUpdate: goldens.update,
                                            updatesExpectations: scriptRun.updateExpectations, newGoldensFolder: goldens.newGoldens, goldensFolder: goldens.folder, observer: recorder)
        if let recorder, let file = trace.file(checksFailed: !played.checkFailures.isEmpty) {
            try TraceOutput.write(recorder, app: app, file: series.files[0], to: file)
        }
        let (failures, updated) = (played.checkFailures, played.updatedGoldens)
        // `--update-expectations`: what the run produced, into the checks that did not match.
        let applied: ExpectationRewriter.Applied
        do { applied = try ExpectationRewriter.apply(played.expectationUpdates) } catch {
            throw RunFailure("cannot rewrite the script's expectations: \(describe(error))")
        }
        let rewritten = played.expectationUpdates.filter { applied.written.contains($0.file) }
        for e in rewritten {
            writeStandardError("touchtracker: wrote the \(e.scope == .log ? "expect-log block" : "expect lines") at \(e.file):\(e.line)\n")
        }
        if !applied.leftAlone.isEmpty {
            throw RunFailure(applied.leftAlone.map { "\($0.file) was not rewritten: \($0.why)" }.joined(separator: "\ntouchtracker: "))
        }
        if let results {
            try Self.writeResults(failures, updated: updated, outputs: played.outputs, app: app, to: results,
                                  rewritten: rewritten.map { "\($0.file):\($0.line) (\($0.scope == .log ? "expect-log block" : "expect lines"))" })
        }
        try Self.report(failures.map(\.description), updated: updated)
    }

    /// `--results FILE`: what the run found, as JSON (`ScriptRunRecord`), for `touchtracker test`; when a
    /// check failed, the run's timeline too, as `timeline.svg` beside it (the app's `timeline` command).
    static func writeResults(_ failures: [CheckFailure], updated: [String], outputs: [String] = [], app: TouchTrackerApp, to path: String,
                             rewritten: [String] = []) throws {
        var record = ScriptRunRecord(failures: failures, updatedGoldens: updated)
        var seen = Set<String>()   // a file written twice is attached once
        let outputs = outputs.filter { seen.insert($0).inserted }
        record.outputs = outputs.isEmpty ? nil : outputs
        record.rewrittenChecks = rewritten.isEmpty ? nil : rewritten
        if !failures.isEmpty {
            let timeline = ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent("timeline.svg")
            do {
                try app.writeTimeline(to: timeline, lastSeconds: nil)
                record.timeline = timeline
            } catch {
                writeStandardError("touchtracker: cannot write the timeline \(timeline): \(describe(error))\n")
            }
        }
        do { try record.write(to: path) } catch { throw RunFailure("cannot write \(path): \(describe(error))") }
    }

    /// A visible window: the person's drawing; or, replaying a script, an empty one that leaves the saved
    /// drawing alone (unless `--data-dir` names one).
    func runInWindow(_ series: ScriptSeries?, lesson: OpenedLesson?, outputDirectory: String) throws {
        let script = series?.first
        let size = series?.windowSize(at: interfaceScale) ?? Size(width: 1024, height: 768)
        var setup = AppSetup(size: size, store: script == nil ? drawing.store : drawing.givenStore,
                             fresh: script != nil && drawing.dataDir == nil, lesson: lesson,
                             scene: script?.scene ?? (lesson != nil ? "playground" : nil),
                             showsHint: script == nil)
        start.apply(to: &setup)
        // A person's window shows the drawing's kept image at once and reads the lines behind it; a replay
        // reads everything first, as headless runs do.
        setup.showsKeptImageFirst = script == nil
        setup.labFolder = labFolder(forWindow: true)
        if let exportDir {
            setup.exportDirectory = URL(fileURLWithPath: exportDir)
        } else if script != nil {
            setup.exportDirectory = URL(fileURLWithPath: outputDirectory)   // a replay's exports stay in --out
        }
        let app = setup.makeApp(on: chosenBackend)
        let failures = try HostedRun.window(
            series, app: app, on: chosenBackend, size: size,
            options: WindowOptions(software: software, fullscreen: fullscreen, uiScale: interfaceScale),
            outputDirectory: outputDirectory, goldenUpdate: goldens.update,
            recording: record.map { HostedRun.Recording(path: $0, replayCommand: Self.configuration.commandName!) },
            onDiagnostic: { writeStandardError("touchtracker: \($0)\n") })
        try Self.report(failures, updated: [])
    }

    /// Says which goldens were written; ends with exit 3 when an `expect-screenshot` failed (after the run).
    static func report(_ failures: [String], updated: [String]) throws {
        for path in updated { writeStandardError("touchtracker: wrote the golden \(path)\n") }
        guard !failures.isEmpty else { return }
        throw ExpectationsFailed(lines: failures)
    }
}
