#if SDL3   // the SDL 3 backend: built with the package's SDL3 trait (`make build BACKEND=sdl3`)
import CSDL3TTF

/// The script HarfBuzz shapes text in. SDL2_ttf (2.20, as Debian builds it, with HarfBuzz) shapes in the
/// script "unknown"; SDL3_ttf guesses it from the text (Latin here), and HarfBuzz then applies DejaVu Sans's
/// Latin kerning (GPOS): the same string 1 to 7 pixels narrower at 13 px ("AVATAR Type WAVE": 124 against
/// 131), every glyph after a kerned pair a pixel off the goldens. Shaped as "unknown" (ISO 15924 `Zzzz`),
/// SDL3_ttf measures and places every string of the app as SDL2_ttf does, so both backends meet the same
/// goldens.
enum FontScript {
    /// Sets `font`'s script to unknown (call inside `FontLock`).
    static func setAsSDL2TTFDoes(_ font: OpaquePointer) {
        _ = TTF_SetFontScript(font, TTF_StringToTag("Zzzz"))
    }
}
#endif
