import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Every word the interface draws comes from the catalogue (docs/translating.md, "What is translated").
///
/// Why by drawing and not by reading the sources: a scan of `Sources/` for literals passed to `drawText`
/// misses every word that reaches the screen another way (a button's title set in one file and drawn in
/// another, a status line, a notice, a value joined into a sentence), and needs an allow-list of call
/// sites. Drawing finds them all: each scene is drawn (through the tests' `RecordingCanvas`) under a pseudo
/// catalogue whose every translation is its English in fullwidth letters (`Ｔａｐ ｖｓ ｄｏｕｂｌｅ ｔａｐ`,
/// placeholders kept), so a word still in plain ASCII letters on screen did not come through the
/// catalogue. What may stay ASCII is small and named (`allowed`): UIKit's names, the lesson's own
/// identifiers (its views' and recognizers' names), the action log and the script's own words.
@Suite struct PseudoLocaleTests {
    /// `text` in fullwidth letters, `{NAME}` placeholders as they are (they are filled after the translation).
    static func pseudo(_ text: String) -> String {
        var out = "", inPlaceholder = false
        for u in text.unicodeScalars {
            if u == "{" { inPlaceholder = true } else if u == "}" { inPlaceholder = false }
            if !inPlaceholder, (u >= "A" && u <= "Z") || (u >= "a" && u <= "z"), let w = Unicode.Scalar(u.value + 0xFEE0) {
                out.unicodeScalars.append(w)
            } else {
                out.unicodeScalars.append(u)
            }
        }
        return out
    }

    /// The template with every entry translated by `pseudo`.
    static let catalogue: Catalogue = {
        let template = try! POFile(path: CatalogueTests.folder.appendingPathComponent(CatalogueTests.templateName).path)
        var po = "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\"Language: pseudo\\n\"\n\"Plural-Forms: nplurals=1; plural=0;\\n\"\n"
        for e in template.entries where !e.key.id.isEmpty {
            po += "\n"
            if let c = e.key.context { po += "msgctxt \(CatalogueTests.quoted(c))\n" }
            po += "msgid \(CatalogueTests.quoted(e.key.id))\nmsgstr \(CatalogueTests.quoted(pseudo(e.key.id)))\n"
        }
        return Catalogue(try! POFile(text: po, file: "pseudo.po"), language: "pseudo")
    }()

    /// UIKit's names, which stay as UIKit writes them in every language: states, kinds, touch types, the
    /// methods and properties the lessons teach. Checked word by word, so `tap 2 taps, discrete` passes as
    /// UIKit's and `Double tap clears` does not.
    static let uikitNames: Set<String> = {
        var names = Set(GestureState.allCases.map(\.rawValue))
        names.formUnion(PlaygroundLesson.Kind.allCases.map(\.rawValue))
        names.formUnion(PlaygroundLesson.Property.allCases.map(\.rawValue))
        names.formUnion(PlaygroundLesson.Answer.allCases.map(\.rawValue))
        names.formUnion(["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "reset", "requireToFail",
                         "altitudeAngle", "azimuthAngle", "isEraser", "direct", "indirect", "pencil", "indirectPointer",
                         // the engine's kind words (`kindDescription`: "long press 0.5 s, continuous")
                         "tap", "taps", "double", "pan", "pinch", "rotation", "swipe", "long", "press", "hover", "edge",
                         "touch", "touches", "discrete", "continuous", "custom", "s",
                         // the book's custom recognizer's kind (`+ check mark` in the palette, as `+ long press`)
                         "check", "mark",
                         // UIKit's option names a property shows (`buttonMaskRequired primary`, `allowedScrollTypesMask all`)
                         "all", "primary", "secondary", "continuous", "discrete", "left", "right", "up", "down"])
        return names
    }()

    /// Words that are not the interface's: the script's keywords on the check panel (`expect`,
    /// `expect-log`), product and file-format names, keys, units.
    static let otherNames: Set<String> = ["expect", "log", "Swift", "UIKit", "Gestures", "SDL", "PNG", "SVG", "ctrl", "alt", "shift",
                                          "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "Esc", "ms", "pt", "x"]

    /// The plain-ASCII words of `text` (letters, then letters or digits), which must each be allowed; a
    /// path or a file's name (the person's: `Opened /home/…/lesson.playground`) left out, and a word of one
    /// letter (a touch's label, `m`, `p`, as the log writes it).
    static func asciiWords(_ text: String) -> [String] {
        let files = text.replacing(/\S*\/\S*/, with: "").replacing(/[\w.-]+\.(playground|swift|svg|html|png|sqlite)\b/, with: "")
        return files.matches(of: /[A-Za-z][A-Za-z0-9]*/).map { String($0.output) }.filter { $0.count > 1 }
    }

    /// What `app` draws now, by text.
    static func drawn(_ session: Session) -> [String] {
        let canvas = RecordingCanvas()
        session.render(in: canvas)
        return canvas.texts.map(\.0)
    }

    /// The texts of `texts` with a word neither translated nor allowed; `names`: the identifiers on screen
    /// (views, recognizers, pads, lessons' files), `logs`: the action log's lines (English by design).
    static func unmarked(_ texts: [String], names: Set<String>, logs: [String]) -> [String] {
        let allowed = uikitNames.union(otherNames).union(names)
        return Array(Set(texts.filter { text in
            let plain = text.replacingOccurrences(of: "…", with: "")
            // A log line as drawn (cut with "…", broken over rows), or after a translated word: "ｉｎｐｕｔ：tap @pad 100 100".
            let tail = String(plain.drop { !$0.isASCII || $0 == " " || $0 == ":" })
            let whole = plain.trimmingCharacters(in: .whitespaces), parts = tail.components(separatedBy: "; ")
            if logs.contains(where: { $0.contains(whole) }) { return false }
            if !tail.isEmpty, parts.allSatisfy({ part in logs.contains { $0.contains(part) } }) { return false }
            // A failure's or a cancellation's cause, which the action log writes ("failed: no tap 2 within 0.35 s").
            for state in ["failed: ", "cancelled: "] where plain.hasPrefix(state) {
                if logs.contains(where: { $0.contains(String(plain.dropFirst(state.count))) }) { return false }
            }
            return asciiWords(text).contains { !allowed.contains($0) }
        })).sorted()
    }

    /// Every name of a node and of a recognizer in the window, split at dots ("s1.tap" is "s1" and "tap").
    static func names(_ session: Session) -> Set<String> {
        var out: Set<String> = []
        func visit(_ node: Node) {
            out.formUnion(node.name.split(separator: ".").map(String.init))
            for r in node.gestureRecognizers { out.formUnion(r.name.split(separator: ".").map(String.init)) }
            for c in node.children { visit(c) }
        }
        visit(session.window.rootNode)
        return out.union(asciiWords(out.joined(separator: " ")))
    }

    static func app(_ size: Size = Size(width: 1024, height: 768)) -> (TouchTrackerApp, Session) {
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: nil)
        return (app, Session(app: app, windowSize: size))
    }

    static func tap(_ session: Session, _ p: Point) {
        session.feed([.mouseDown(at: p)], at: session.now)
        session.frame()
        session.feed([.mouseUp(at: p)], at: session.now + 0.05)
        session.frame()
    }

    static func key(_ session: Session, _ k: String) {
        session.feed([.keyDown(KeyPress(k)), .keyUp(KeyPress(k))], at: session.now)
        session.frame()
    }

    /// What every scene draws, each with where (`scene: text`).
    static func everyScene() throws -> [String] {
        var found: [String] = []
        func check(_ scene: String, _ session: Session, logs: [String] = []) {
            let app = session.app as! TouchTrackerApp
            // English by design (docs/translating.md): the action log (the stations', the overlay's, the
            // trace's, with the engine's causes), a check's expected and actual log lines and its input (the
            // script's lines), the printed code.
            var lines = logs + app.overlay.logLines + (app.lab?.stations.flatMap { $0.entries.flatMap { $0 } } ?? [])
            lines += session.window.trace?.events.compactMap(\.logLine) ?? []
            if let run = app.playground?.checkPanel.run {
                lines += run.checks.flatMap { $0.expected + $0.actual + $0.input } + (run.trace?.events.compactMap(\.logLine) ?? [])
            }
            if let code = app.playground?.codePanel, !code.isHidden { lines += code.lines.map(\.text) }
            found += unmarked(drawn(session), names: names(session), logs: lines).map { "\(scene): \($0)" }
        }
        // The lab: both pages, a station tapped (its flash, its log), the overlay (F1) and the timeline (F4).
        do {
            let (app, session) = app()
            app.selectScene("lab")
            session.frame()
            check("lab page 1", session)
            let lab = try #require(app.lab)
            tap(session, lab.station(1).pads[0].frameInWindow.center)
            key(session, "F1")
            key(session, "F4")
            check("lab, station 1 tapped, F1, F4", session)
            key(session, "PageDown")
            check("lab page 2, F1, F4", session)
            key(session, "F6")
            check("lab paused", session)
        }
        // The playground with the exercise open: a card's inspector, the checks, Open…'s list, the code.
        do {
            let (app, session) = app(Size(width: 1280, height: 800))
            app.selectScene("playground")
            let pg = try #require(app.playground)
            app.openPlayground(CatalogueTests.root.appendingPathComponent("Assets/Exercises/tap-or-double-tap.playground").path)
            session.frame()
            check("playground exercise", session)
            if let first = pg.lesson.recognizers.first { pg.tapped(.card(first.name)) }
            session.frame()
            check("playground inspector", session)
            pg.tapped(.check)
            session.frame()
            check("playground checks", session)
            pg.tapped(.closeChecks)
            pg.tapped(.code)
            session.frame()
            check("playground code", session)
            pg.tapped(.open)
            session.frame()
            check("playground open", session)
            // New: its title and status; an edit the lesson refuses (the last pad stays), said on the status line.
            pg.tapped(.cancel)
            pg.tapped(.new)
            session.frame()
            check("playground new", session)
            pg.tapped(.removePad)
            session.frame()
            check("playground refused edit", session)
        }
        // The drawing: its first-run hint and scene tab, a line's menu, the colour panel.
        do {
            let (app, session) = app()
            app.selectScene("tracker")
            app.showHintIfEmpty()
            session.frame()
            check("drawing hint", session)
            session.feed([.mouseDown(at: Point(300, 300))], at: session.now)
            for k in 1...10 {
                session.frame()
                session.feed([.mouseMove(to: Point(300 + Double(k) * 20, 300))], at: session.now + 0.02)
            }
            session.feed([.mouseUp(at: Point(500, 300))], at: session.now + 0.02)
            session.frame()
            session.frame(realSeconds: 1)
            tap(session, Point(400, 300))
            session.frame(realSeconds: 1)
            check("drawing menu", session)
            app.tracker.showColorPanel()
            session.frame()
            check("drawing colour panel", session)
        }
        return found
    }

    @Test func everySceneDrawsOnlyTheCataloguesWords() throws {
        #expect(Self.pseudo("Tap {n} of {count}") == "Ｔａｐ {n} ｏｆ {count}")
        let found = try Localized.$scoped.withValue(Self.catalogue) { try Self.everyScene() }
        #expect(found.isEmpty, "drawn without the catalogue:\n\(found.joined(separator: "\n"))")
    }

    /// The test sees what it should: in English (no catalogue) the same scenes show words it would report.
    @Test func inEnglishTheTestFindsWords() throws {
        let found = try Localized.$scoped.withValue(Catalogue.english) { try Self.everyScene() }
        #expect(found.contains { $0.hasPrefix("lab page 1: ") && $0.contains("Page 1 of") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("drawing colour panel: ") && $0.contains("Colors") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("drawing hint: ") && $0.contains("Draw with a finger") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("drawing menu: ") && $0.contains("Delete") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("playground checks: ") && $0.contains("Checks:") }, "\(found)")
    }
}
