import Foundation
import Gestures
import AppHost

/// What the playground asks of the app: its lesson files (Open…, Save) and its code (Copy Swift, Copy
/// UIKit) in the export folder and on the clipboard, and the teaching displays following its new names.
extension TouchTrackerApp {
    func connectPlayground() {
        guard let playground else { return }
        playground.onCopyCode = { [unowned self] flavor in self.copyPlaygroundCode(flavor) }
        playground.onSave = { [unowned self] lesson, file, overwrite in self.savePlayground(lesson, to: file, overwrite: overwrite) }
        playground.onOpen = { [unowned self] path in self.openPlayground(path) }
        playground.listLessons = { [unowned self] in self.playgroundLessons() }
        playground.onShowLab = { [unowned self] in if self.registry.names.contains("lab") { self.selectScene("lab") } }
        playground.onHistory = { [unowned self] in self.overlay.restartLog() }
        // While the host's text input is on, the characters come as text: keys then only name keys.
        playground.keysTypeCharacters = { [unowned self] in !self.host.textInputIsOn }
        playground.onTreeChanged = { [unowned self] in
            if let shown = self.playground, self.currentScene === shown { self.updateTeachingSubjects(sceneShown: false) }
        }
    }

    /// The lesson's setup as Swift (`--print-code gestures|uikit`): written to `playground-DATE-TIME.swift`
    /// in the export folder and put on the clipboard; the playground says where.
    func copyPlaygroundCode(_ flavor: PlaygroundCode.Flavor) {
        guard let playground else { return }
        let code = PlaygroundCode.source(playground.lesson, flavor: flavor, from: playground.lessonFile ?? "the playground scene")
        // The message in English for `messages` (the dump's) and in the person's language on the status line.
        let what = { flavor == .gestures ? tr("The playground's setup as Swift") : tr("The playground's setup for UIKit") }
        let message: () -> String
        do {
            let path = try freshExportPath(stem: flavor == .gestures ? "playground" : "playground-uikit", extension: "swift")
            try writeFileAtomically(code, to: path)
            if let problem = services.copyToClipboard(code) {
                message = { tr("{what} is in {path} (not on the clipboard: {problem}).", ["what": what(), "path": path, "problem": problem]) }
            } else {
                message = { tr("{what} is on the clipboard and in {path}.", ["what": what(), "path": path]) }
            }
        } catch {
            let problem = describe(error)
            message = { tr("The playground's setup could not be written: {problem}.", ["problem": problem]) }
        }
        messages.append(Localized.inEnglish(message))
        playground.say(message())
    }

    /// A path in the export folder that no file has: `STEM-DATE-TIME.EXT`, then `-2`, `-3`...
    func freshExportPath(stem: String, extension ext: String) throws -> String {
        try FileManager.default.createDirectory(at: exportDirectory, withIntermediateDirectories: true)
        var path = DrawingExport.freshBase(in: exportDirectory, stem: stem) + "." + ext
        var n = 2
        while FileManager.default.fileExists(atPath: path) { path = DrawingExport.freshBase(in: exportDirectory, stem: "\(stem)-\(n)") + "." + ext; n += 1 }
        return path
    }

    /// Save: over the file the lesson came from when it is the teacher's own, else a new
    /// `lesson-DATE-TIME.playground` in the export folder (a station file in the app's assets is never
    /// written). Written whole or not at all; the scene says where, or why not. A file that changed on disk
    /// since the lesson was opened or saved (another window, an editor) is not written over unless
    /// `overwrite`: the scene asks first (`askToOverwrite`), and the teacher answers on screen.
    func savePlayground(_ lesson: PlaygroundLesson, to file: String?, overwrite: Bool = false) {
        guard let playground else { return }
        let stations = Set(PlaygroundLessonFile.stations.map(\.path))
        let own = file.flatMap { stations.contains($0) ? nil : $0 }
        if let own, !overwrite, PlaygroundLessonFile.changedOnDisk(own, since: playground.lessonFileBytes) {
            messages.append("\(own) changed on disk since the lesson was opened: the playground asks before saving over it.")
            return playground.askToOverwrite(own)
        }
        do {
            let path = try own ?? freshExportPath(stem: "lesson", extension: PlaygroundLessonFile.pathExtension)
            try writeFileAtomically(PlaygroundLessonParser.text(lesson), to: path)
            playground.saved(to: path)
            messages.append("Saved the lesson to \(path).")
        } catch {
            let problem = describe(error)
            let message = { tr("The lesson could not be saved: {problem}. It is still here; try again or copy it as Swift.", ["problem": problem]) }
            messages.append(Localized.inEnglish(message))
            playground.say(message())
        }
    }

    /// Open…: reads the file whole; a bad one changes nothing and the scene shows `FILE:LINE: message`.
    func openPlayground(_ path: String) {
        switch PlaygroundLessonFile.read(path) {
        case .success(let lesson):
            playground?.load(lesson, from: path)
            playground?.say(tr("Opened {path}", ["path": path]))
        case .failure(let e):
            messages.append(e.description)
            playground?.say(e.description)
        }
    }

    /// The lessons saved in the export folder (newest first), each by its title then its file's name
    /// (`Pan waits for swipe — lesson-2025-….playground`; the name alone when it has no title or cannot be
    /// read), then the lab's stations.
    func playgroundLessons() -> [(title: String, path: String)] {
        let stations = PlaygroundLessonFile.stations.map { s in
            ("\(s.stem.prefix(2)). " + ((try? s.lesson.get())?.title.map(Localized.lesson) ?? s.stem), s.path)
        }
        let saved = PlaygroundLessonFile.saved(in: exportDirectory).map { path in
            let name = (path as NSString).lastPathComponent
            let title = (try? PlaygroundLessonFile.read(path).get())?.title.map(Localized.lesson)
            return (title.map { "\($0) — \(name)" } ?? name, path)
        }
        func titled(_ path: String) -> (title: String, path: String) {
            let name = (path as NSString).lastPathComponent
            let title = (try? PlaygroundLessonFile.read(path).get())?.title.map(Localized.lesson)
            return (title.map { "\($0) — \(name)" } ?? name, path)
        }
        let own = (labFolder.map { PlaygroundLessonFile.teacherFiles(in: $0) } ?? []).map(titled)
        let exercises = PlaygroundLessonFile.exerciseFiles().map(titled)
        return saved + own + exercises + stations
    }
}
