import ArgumentParser
import Foundation
import AppHost
import Gestures
import TouchTracker

/// How the app starts, whatever the mode (a window, a replay, a headless run): the one place a
/// `TouchTrackerApp` is made and configured. The command line fills it in for its mode
/// (`TouchTrackerCommand+Modes.swift`).
struct AppSetup {
    /// The window's size in points.
    var size: Size
    /// Where the drawing is kept; nil: nowhere (nothing read, nothing saved).
    var store: DrawingStore?
    /// Start with an empty drawing (the saved one hidden at the first edit).
    var fresh = false
    /// A playground lesson to open in the playground scene.
    var lesson: OpenedLesson?
    /// The scene to show first (nil: the app's first scene).
    var scene: String?
    var showsOverlay = false
    var showsTentativeInk = true
    /// Show the first-run hint when the drawing is empty.
    var showsHint = false
    /// Where ctrl+E exports (nil: the pictures folder).
    var exportDirectory: URL?
    /// Show the drawing's kept image at once and read the lines behind it (a window a person opens).
    var showsKeptImageFirst = false
    /// A teacher's folder of lesson files for the lab and Open… (`--lab`, or the default one), nil: none.
    var labFolder: String?

    /// The app, made with `backend`'s services and set up as this says.
    func makeApp(on backend: any Backend) -> TouchTrackerApp {
        let app = TouchTrackerApp(services: backend.makeServices(), size: size, store: store, fresh: fresh,
                                  showsKeptImageFirst: showsKeptImageFirst, labFolder: labFolder)
        if let labFolder, let problem = Localized.inEnglish({ PlaygroundLessonFile.teacherFolderProblem(labFolder) }) { writeStandardError("touchtracker: \(problem)\n") }
        if let lesson { app.loadPlayground(lesson.lesson, from: lesson.file) }
        if let scene { app.selectScene(scene) }
        app.isOverlayVisible = showsOverlay
        app.showsTentativeInk = showsTentativeInk
        if showsHint { app.showHintIfEmpty() }
        if let exportDirectory { app.exportDirectory = exportDirectory }
        return app
    }
}

/// `--fresh`, `--no-tentative-ink`, `--overlay` and `--hint`: how the app starts, in any mode.
struct AppStartOptions: ParsableArguments {
    @Flag(name: .long, help: "Start with an empty drawing (the saved one is cleared at the first change: one clear, as the double tap makes).")
    var fresh = false

    @Flag(name: .long, help: "Draw nothing under a finger until the recognizers deliver its touch (the book's behaviour; ctrl+I toggles it).")
    var noTentativeInk = false

    @Flag(name: .long, help: "Start with the teaching overlay on (F1 toggles it).")
    var overlay = false

    @Flag(name: .long, help: "Show the first-run hint on an empty canvas also in headless runs (a window shows it anyway).")
    var hint = false

    /// Sets them in `setup`, over what its mode chose: the drawing starts empty, and the hint is shown, when
    /// either the mode or the option says so.
    func apply(to setup: inout AppSetup) {
        setup.fresh = setup.fresh || fresh
        setup.showsOverlay = overlay
        setup.showsTentativeInk = !noTentativeInk
        setup.showsHint = setup.showsHint || hint
    }
}
