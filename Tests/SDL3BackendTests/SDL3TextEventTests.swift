#if SDL3   // SDL 3's events: built with the package's SDL3 trait (`make test-sdl3`)
import CSDL3
import Foundation
import Gestures
import Testing
@testable import AppHost
@testable import SDLBackend

/// SDL 3's text events (`SDL_EVENT_TEXT_EDITING`, `SDL_EVENT_TEXT_INPUT`) made field by field as SDL 3.4's
/// keyboard code fills them (`SDL_SendEditingText`, `SDL_SendKeyboardText`: the text a pointer, the editing
/// cursor and length -1 where an input method gives none), through the SDL 3 layer's converter: the whole
/// ordered `RawInput`. Another window's text is dropped; window 0 (no focus reported) is taken.
@Suite struct SDL3TextEventTests {
    /// An `SDL_EVENT_TEXT_EDITING` of window `window` whose text lives in `keep` until the test converts it.
    static func editing(_ text: String, start: Int32, length: Int32, window: UInt32, _ keep: inout [UnsafeMutablePointer<CChar>]) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_EVENT_TEXT_EDITING.rawValue
        e.edit.windowID = window
        let copy = strdup(text)!
        keep.append(copy)
        e.edit.text = UnsafePointer(copy)
        e.edit.start = start
        e.edit.length = length
        return e
    }

    /// An `SDL_EVENT_TEXT_INPUT` of window `window`, its text kept as above.
    static func input(_ text: String, window: UInt32, _ keep: inout [UnsafeMutablePointer<CChar>]) -> SDL_Event {
        var e = SDL_Event()
        e.type = SDL_EVENT_TEXT_INPUT.rawValue
        e.text.windowID = window
        let copy = strdup(text)!
        keep.append(copy)
        e.text.text = UnsafePointer(copy)
        return e
    }

    @Test func anInputMethodsCompositionAndCommitBecomeTypedText() {
        var keep: [UnsafeMutablePointer<CChar>] = []
        defer { for p in keep { free(p) } }
        let ours = SDL3Events.window
        let events = [
            Self.editing("zhong", start: 5, length: -1, window: ours, &keep),
            Self.editing("中文", start: 1, length: 1, window: 9, &keep),   // another window's
            Self.editing("中wen", start: 4, length: -1, window: 0, &keep),
            Self.editing("", start: -1, length: -1, window: ours, &keep),
            Self.input("中文", window: ours, &keep),
            Self.input("👍🏽", window: 9, &keep),   // another window's
            Self.input("", window: ours, &keep),     // nothing typed: nothing
            Self.input("e\u{301}🇫🇷", window: ours, &keep),
        ]
        #expect(SDL3EventTests.converted(events) == [
            .input(.text(.composition("zhong", cursor: 5, length: -1))),
            .input(.text(.composition("中wen", cursor: 4, length: -1))),
            .input(.text(.composition("", cursor: -1, length: -1))),
            .input(.text(.commit("中文"))),
            .input(.text(.commit("e\u{301}🇫🇷"))),
        ])
    }
}
#endif
