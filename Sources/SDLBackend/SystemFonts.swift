import CFontconfig
import Foundation
import Synchronization

/// The system's fonts, found through fontconfig, for the characters the shipped font (DejaVu Sans) lacks:
/// Chinese, Japanese, Korean, Devanagari, Thai, emoji and the rest. The shipped font stays first for what it
/// covers (every string it covers is drawn exactly as before); a character it lacks is drawn in the font
/// fontconfig names for it, or, where no installed font has it, as the shipped font's box, said once on
/// standard error with the package to install.
enum SystemFonts {
    /// A font file and the face in it (a `.ttc` collection holds several: Noto Sans CJK's languages).
    struct Face: Hashable, Sendable { let path: String; let index: Int }

    private struct Key: Hashable { let scalar: UInt32; let colour: Bool; let outlineOnly: Bool }

    private struct State {
        var config: OpaquePointer?
        var started = false
        /// Each character asked about (in colour or not): the face that has it, or nil (none installed).
        var faces: [Key: Face?] = [:]
        var saidMissing = false
    }
    private static let state = Mutex(State())

    /// The face that draws `scalar`, nil when no installed font has it; `colour`: a colour font first (an
    /// emoji followed by the emoji presentation selector U+FE0F, "✌️"). Cached per character.
    /// `outlineOnly`: no colour font (one FreeType cannot draw here).
    static func face(for scalar: Unicode.Scalar, colour: Bool = false, outlineOnly: Bool = false) -> Face? {
        state.withLock { s in
            let key = Key(scalar: scalar.value, colour: colour && !outlineOnly, outlineOnly: outlineOnly)
            if let known = s.faces[key] { return known }
            let face = lookUp(scalar, colour: colour && !outlineOnly, outlineOnly: outlineOnly, in: &s)
            s.faces[key] = face
            if face == nil && !s.saidMissing {
                s.saidMissing = true
                let hex = String(scalar.value, radix: 16, uppercase: true)
                FileHandle.standardError.write(Data(("touchtracker: no installed font has the character \(scalar) (U+\(hex)): "
                    + "it is drawn as a box; install a font that has it (on Debian: \(packageHint(for: scalar)))\n").utf8))
            }
            return face
        }
    }

    /// The Debian package that has fonts for `scalar`'s script.
    static func packageHint(for scalar: Unicode.Scalar) -> String {
        let v = scalar.value
        if (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0xFF00...0xFFEF).contains(v) || (0x20000...0x3FFFF).contains(v) { return "apt-get install fonts-noto-cjk" }
        if scalar.properties.isEmojiPresentation || (0x1F300...0x1FAFF).contains(v) { return "apt-get install fonts-noto-color-emoji" }
        return "apt-get install fonts-noto-core"
    }

    static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (0x2E80...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v) || (0x20000...0x3FFFF).contains(v)
    }

    /// The fontconfig language for Han characters, from the locale as gettext reads it.
    static func hanLanguage(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        if locale.hasPrefix("ja") { return "ja" }
        if locale.hasPrefix("ko") { return "ko" }
        if locale.hasPrefix("zh_TW") || locale.hasPrefix("zh_HK") || locale.hasPrefix("zh_MO") { return "zh-tw" }
        return "zh-cn"
    }

    private static func lookUp(_ scalar: Unicode.Scalar, colour: Bool, outlineOnly: Bool, in s: inout State) -> Face? {
        if !s.started {
            s.started = true
            s.config = FcInitLoadConfigAndFonts()
        }
        guard let config = s.config, let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, scalar.value)
        FcPatternAddCharSet(pattern, FC_CHARSET, charset)
        FcPatternAddString(pattern, FC_FAMILY, "sans-serif")
        // Han characters are drawn in the forms of the reader's language (Chinese simplified unless the
        // locale says Japanese, Korean or traditional Chinese): Noto Sans CJK holds one face for each.
        if isHan(scalar) { FcPatternAddString(pattern, FC_LANG, hanLanguage()) }
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let fonts = FcFontSort(config, pattern, FcTrue, nil, &result) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        // An emoji drawn as an emoji by default (👍, not ❤) is drawn in colour, as a desktop app draws it: a
        // colour font first where one has it (Noto Color Emoji's bitmaps, scaled to the line by `FontSet`),
        // else the first font that has it.
        let wantsColour = !outlineOnly && (colour || scalar.properties.isEmojiPresentation)
        for pass in wantsColour ? [true, false] : [false] {
            if let face = firstFace(in: fonts, having: scalar, colourOnly: pass, outlineOnly: outlineOnly) { return face }
        }
        return nil
    }

    /// The first font of `fonts` (best first) that has `scalar` in a file FreeType reads, only colour fonts
    /// with `colourOnly`.
    private static func firstFace(in fonts: UnsafeMutablePointer<FcFontSet>, having scalar: Unicode.Scalar, colourOnly: Bool,
                                  outlineOnly: Bool) -> Face? {
        for i in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[i] else { continue }
            var colour: FcBool = FcFalse
            let isColour = FcPatternGetBool(font, FC_COLOR, 0, &colour) == FcResultMatch && colour == FcTrue
            if colourOnly && !isColour || outlineOnly && isColour { continue }
            var has: OpaquePointer? = nil
            guard FcPatternGetCharSet(font, FC_CHARSET, 0, &has) == FcResultMatch, let has, FcCharSetHasChar(has, scalar.value) == FcTrue else { continue }
            var file: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(font, FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            let path = String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
            // FreeType (SDL_ttf) draws TrueType, OpenType and their collections; not Type 1 or bitmap PCF.
            guard [".ttf", ".otf", ".ttc", ".otc"].contains(where: path.lowercased().hasSuffix) else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
            return Face(path: path, index: Int(index))
        }
        return nil
    }
}
