#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import TouchTracker

/// SDL 2's own text events (`SDL_TEXTEDITING`, `SDL_TEXTEDITING_EXT`, `SDL_TEXTINPUT`), pushed through SDL's
/// queue as an input method sends them: converted to `RawInput.text` (another window's dropped), and into
/// the playground's title field. In the suite of InputTranslationTests, which is serialized: SDL's queue is
/// global.
extension InputTranslationTests {
    /// Whether SDL's queue takes pushed text events: SDL 2's does; sdl2-compat's `SDL_PushEvent` crashes in
    /// SDL 3's on a pushed `SDL_TEXTINPUT` (make test-compat saw it). There an input method's text reaches
    /// the app as SDL 3 reports it, which `SDL3BackendTests` make field by field.
    static let queueTakesTextEvents: Bool = {
        _ = SDLVersion.linked   // sdl2-compat has loaded SDL 3 by its first call (and says 2.32.x)
        return dlopen("libSDL3.so.0", RTLD_NOW | RTLD_NOLOAD) == nil
    }()

    @Test(.enabled(if: queueTakesTextEvents, "sdl2-compat cannot push text events"))
    func sdlsEditingAndInputEventsBecomeTypedText() throws {
        try SyntheticEvents.start()
        let long = String(repeating: "中文", count: 20)   // 120 bytes: more than SDL_TEXTEDITING's 32
        SyntheticEvents.push(.textEditing("zh", start: 2, length: 0, windowID: 7))
        SyntheticEvents.push(.textEditing("中文", start: 1, length: 1, windowID: 9))   // another window's
        SyntheticEvents.push(.textEditingExt(long, start: 3, length: -1))
        SyntheticEvents.push(.textEditing("", start: 0, length: 0))
        SyntheticEvents.push(.textInput("中文", windowID: 7))
        SyntheticEvents.push(.textInput("👍🏽", windowID: 9))   // another window's
        SyntheticEvents.push(.textInput("e\u{301}"))
        #expect(SyntheticEvents.drain(windowSize: Self.size, windowID: 7) == [
            .input(.text(.composition("zh", cursor: 2, length: 0))),
            .input(.text(.composition(long, cursor: 3, length: -1))),
            .input(.text(.composition("", cursor: 0, length: 0))),
            .input(.text(.commit("中文"))),
            .input(.text(.commit("e\u{301}"))),
        ])
        // SDL_TEXTINPUT holds 31 bytes: four flags (32 bytes) are cut after a whole scalar, inside the fourth flag.
        #expect(SyntheticEvents.convert(.textInput("🇫🇷🇫🇷🇫🇷🇫🇷"), windowSize: Self.size) == .input(.text(.commit("🇫🇷🇫🇷🇫🇷🇫"))))
    }

    /// A commit SDL sends in two events, cut inside a flag (`SDL_TEXTINPUT`'s 31 bytes): the field joins the
    /// flag's halves, four flags, four characters, the cursor after them.
    @Test(.enabled(if: queueTakesTextEvents, "sdl2-compat cannot push text events"))
    func aCommitSDLCutsInsideAGraphemeIsJoinedInTheField() throws {
        let (session, app, filter) = try quirkSession()
        app.selectScene("playground")
        let pg = try #require(app.playground)
        pg.tapped(.new)
        pg.startTitle()
        pg.titleField?.selectAll()
        SyntheticEvents.push(.textInput("🇫🇷🇫🇷🇫🇷🇫🇷", windowID: 7))
        SyntheticEvents.push(.textInput("🇷", windowID: 7))   // the rest, as SDL sends it
        pump(session, filter)
        #expect(pg.titleDraft == "🇫🇷🇫🇷🇫🇷🇫🇷" && pg.titleDraft?.count == 4 && pg.titleField?.cursor == 4)
    }

    /// An input method typing 中文 into the playground's title: its compositions are shown and not typed,
    /// its commit is typed; then the keys the person presses still edit the field.
    @Test(.enabled(if: queueTakesTextEvents, "sdl2-compat cannot push text events"))
    func anInputMethodsEventsTypeThePlaygroundsTitle() throws {
        let (session, app, filter) = try quirkSession()
        app.selectScene("playground")
        let pg = try #require(app.playground)
        pg.tapped(.new)
        pg.startTitle()
        var seen: [String] = []
        func note() { seen.append("\(pg.titleField?.shown.text ?? "-") / \(pg.titleDraft ?? "-")") }
        SyntheticEvents.push(.textEditing("zhong", start: 5, length: 0, windowID: 7))
        pump(session, filter); note()
        SyntheticEvents.push(.textEditing("中", start: 1, length: 0, windowID: 7))
        SyntheticEvents.push(.textEditing("中wen", start: 4, length: 0, windowID: 7))
        pump(session, filter); note()
        SyntheticEvents.push(.textEditing("", start: 0, length: 0, windowID: 7))
        SyntheticEvents.push(.textInput("中文", windowID: 7))
        pump(session, filter); note()
        SyntheticEvents.push(.key("Backspace", down: true, repeated: false))
        SyntheticEvents.push(.key("Backspace", down: false, repeated: false))
        pump(session, filter); note()
        #expect(seen == ["New lessonzhong / New lesson", "New lesson中wen / New lesson", "New lesson中文 / New lesson中文",
                         "New lesson中 / New lesson中"])
    }
}
#endif
