import Foundation
import Gestures

/// The command line's two ways to run an app, on whatever backend: headless on a script series, or in a
/// window (a script replayed in real time, then the person; with `--record`, the person's input written as a
/// script). The command line makes the app and reports; everything between is here, so the tests' fake
/// backend runs the same modes without SDL.
public enum HostedRun {
    /// The series on `backend`'s headless driver (window points `series.first.windowSize`, drawn at `scale`
    /// times `uiScale` pixels per point), its parts one after another on one window; the app is told to quit
    /// when the series finished or a signal stopped it. `updatesExpectations` and `observer` (a trace): see `ScriptSeries.play`.
    public static func headless(_ series: ScriptSeries, app: HostedApp, on backend: any Backend, scale: Double, uiScale: Double,
                                outputDirectory: String, goldenUpdate: GoldenUpdate, updatesExpectations: Bool = false,
                                newGoldensFolder: String? = nil, goldensFolder: String? = nil,
                                observer: (any ScriptObserver)? = nil) throws -> SeriesOutcome {
        let driver = try backend.makeHeadlessDriver(app: app, size: series.windowSize(at: uiScale), scale: scale, uiScale: uiScale)
        let played = try series.play(on: driver, outputDirectory: outputDirectory, goldenUpdate: goldenUpdate,
                                     updatesExpectations: updatesExpectations, newGoldensFolder: newGoldensFolder, goldensFolder: goldensFolder, uiScale: uiScale,
                                     observer: observer)
        if played.outcome == .finished || played.outcome == .signalled { app.willQuit() }
        return played
    }

    /// What a window writes of the person's input (`--record FILE`).
    public struct Recording {
        /// The recording's first file.
        public var path: String
        /// The program that replays it, named in its first line.
        public var replayCommand: String
        public init(path: String, replayCommand: String) { self.path = path; self.replayCommand = replayCommand }
    }

    /// A window of `size` points on `backend` showing `app`: plays `series` (if any) in real time, then goes
    /// on with the person until the window closes. Returns the failed checks, `FILE:LINE: message` each.
    public static func window(_ series: ScriptSeries?, app: HostedApp, on backend: any Backend, size: Size, options: WindowOptions,
                              outputDirectory: String, goldenUpdate: GoldenUpdate, recording: Recording? = nil,
                              onDiagnostic: @escaping (String) -> Void) throws -> [String] {
        let loop = try backend.makeWindow(app: app, size: size, options: options)
        loop.onDiagnostic = onDiagnostic
        if let recording {
            let session = loop.session
            session.recorder = try ScriptRecorder(path: recording.path, windowSize: session.translator.windowSize, uiScale: session.uiScale,
                                                  scene: app.sceneName,
                                                  defaultScene: app.sceneNames[0], time: session.hostTime,
                                                  appName: app.windowTitle, replayCommand: recording.replayCommand)
        }
        return try loop.run(series: series, outputDirectory: outputDirectory, goldenUpdate: goldenUpdate, uiScale: options.uiScale)
    }
}
