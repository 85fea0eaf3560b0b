#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import CSDL2
@testable import AppHost
@testable import SDLBackend

/// SDL's keys land in the host's key vocabulary (`KeyNames`): every name SDL gives a key is a name of the
/// vocabulary, under the same spelling, so scripts and recordings read as they always have.
@Suite struct SDLKeyNameTests {
    /// Every key SDL can report: each scancode's key (`SDLK_SCANCODE_MASK`), the characters a keyboard types.
    static let keys: [SDL_Keycode] = (0..<Int32(SDL_NUM_SCANCODES.rawValue)).map { $0 | (1 << 30) }
        + (1...0x7F).map { SDL_Keycode($0) } + ["é", "ß", "ü", "ø", "€"].map { SDL_Keycode($0.unicodeScalars.first!.value) }

    /// Keys of Japanese and Korean keyboards (and the ISO key left of Z) SDL 3 names and SDL 2 does not: on
    /// sdl2-compat they stay out of the vocabulary, ignored as SDL 2 ignores them (docs/limits.md).
    static let namedOnlyBySDL3: Set<String> = Set(["NonUSBackslash"] + (1...9).map { "International \($0)" } + (1...9).map { "Language \($0)" })

    @Test func everyKeySDLNamesIsInTheVocabularyUnderItsOwnName() {
        var named = 0
        for key in Self.keys {
            let sdlName = String(cString: SDL_GetKeyName(key))
            guard !sdlName.isEmpty else { continue }
            if Self.namedOnlyBySDL3.contains(sdlName) {
                #expect(SDLKeyNames.name(of: key) == "", "'\(sdlName)' is ignored, as on SDL 2")
                continue
            }
            named += 1
            #expect(KeyNames.isKnown(sdlName), "SDL's '\(sdlName)' (key \(key)) is not in the host's vocabulary")
            #expect(SDLKeyNames.name(of: key) == sdlName)
        }
        #expect(named > 300, "SDL named \(named) keys")
    }

    @Test func everyNamedKeyOfTheVocabularyIsOneSDLKnows() {
        for name in KeyNames.named {
            #expect(SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue, "'\(name)'")
            #expect(SDL_GetKeyFromName(name.uppercased()) != SDLK_UNKNOWN.rawValue, "'\(name)' in capitals, as SDL takes any case")
        }
        #expect(Set(KeyNames.named).count == KeyNames.named.count, "no name twice")
    }

    /// The vocabulary takes what SDL's `SDL_GetKeyFromName` took when scripts were checked with it.
    @Test func theVocabularyAcceptsWhatSDLAccepted() {
        let names = ["Escape", "escape", "ESCAPE", "Delete", "Z", "z", "F1", "f12", "Left Alt", "left alt", "Keypad 1", "PageDown",
                     "3", "/", "é", "€", "Flurble", "Left", "LAlt", "Keypad", "F25", "ctrl", "", "ab", "e\u{301}"]
        for name in names {
            #expect(KeyNames.isKnown(name) == (SDL_GetKeyFromName(name) != SDLK_UNKNOWN.rawValue), "'\(name)'")
        }
    }
}
#endif
