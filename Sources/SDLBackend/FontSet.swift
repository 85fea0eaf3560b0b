#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// The fonts text is drawn in at one pixel size: the shipped font first, then, for each character it lacks,
/// the system font fontconfig names for it (`SystemFonts`). A string is cut into runs, each in one font; a
/// string the shipped font covers whole is one run in it, measured and drawn exactly as before fallback
/// fonts existed (every golden of the Latin interface unchanged).
///
/// A line with right-to-left text (Arabic, Hebrew) is first cut into its bidirectional runs in visual order
/// (`BidiText`), then each of those into font runs; a right-to-left run's font runs are drawn from right to
/// left, each in a twin of its font that shapes right to left in the run's script (HarfBuzz, inside SDL_ttf,
/// joins and orders the letters). A line that is left to right throughout never meets a twin.
///
/// Every call must be made inside `FontLock` (SDL_ttf and FreeType are not thread-safe).
final class FontSet {
    /// A piece of a string and the font it is drawn in.
    struct Run { let font: OpaquePointer; let text: String }

    let primary: OpaquePointer
    private let pixelSize: Int
    private var fallbacks: [SystemFonts.Face: OpaquePointer] = [:]
    private var unopenable: Set<SystemFonts.Face> = []
    /// The face each font was opened from (the shipped font's too), to open its right-to-left twins.
    private var faces: [OpaquePointer: SystemFonts.Face] = [:]
    /// Twins by font, script and direction (right to left in "Arab"; left to right in "Deva"); nil where one
    /// could not be made (the font itself).
    private struct Twin: Hashable { let font: OpaquePointer; let script: String; let rightToLeft: Bool }
    private var twins: [Twin: OpaquePointer?] = [:]
    /// Whether the shipped font has each character met (asked of FreeType once a character).
    private var primaryHas: [UInt32: Bool] = [:]

    private let lightHinting: Bool

    /// Nil when the shipped font cannot be opened at `pixelSize`. `lightHinting`: FreeType's light hinting
    /// (what text is drawn with) rather than its default (what layout outside drawing measured with).
    init?(path: String, pixelSize: Int, lightHinting: Bool) {
        guard let f = SDLAPI.openFont(path, pixels: pixelSize) else { return nil }
        if lightHinting { SDLAPI.setLightHinting(f) }
        primary = f
        self.pixelSize = pixelSize
        self.lightHinting = lightHinting
        faces[f] = SystemFonts.Face(path: path, index: 0)
    }

    /// Closes the fonts: the last reference must go inside `FontLock` (`FontLock.close`).
    deinit {
        SDLAPI.closeFont(primary)
        for f in fallbacks.values { SDLAPI.closeFont(f) }
        for case let f? in twins.values { SDLAPI.closeFont(f) }
    }

    private func primaryHas(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return true }
        if let known = primaryHas[scalar.value] { return known }
        let has = SDLAPI.hasGlyph(primary, scalar.value)
        primaryHas[scalar.value] = has
        return has
    }

    /// The font for a grapheme whose first character the shipped font lacks, or (`colour`) one asking for
    /// emoji presentation (nil: the shipped font, a box).
    private func fallback(for scalar: Unicode.Scalar, colour: Bool = false) -> OpaquePointer? {
        if let f = open(SystemFonts.face(for: scalar, colour: colour)) {
            // A colour font of bitmaps draws nothing where FreeType was built without PNG (a bundled SDL_ttf,
            // PyPI's): its character is then drawn in the first outline font that has it.
            if scale(of: f) == 1 || Self.drawsInk(f, String(scalar)) { return f }
            // Forgotten before it is closed: a font opened later may get its address.
            if let face = faces.removeValue(forKey: f) { unopenable.insert(face); fallbacks[face] = nil }
            scales[f] = nil
            SDLAPI.closeFont(f)
            return open(SystemFonts.face(for: scalar, outlineOnly: true))
        }
        return nil
    }

    /// The font of `face`, opened once (nil: no face, or one that cannot be opened).
    private func open(_ face: SystemFonts.Face?) -> OpaquePointer? {
        guard let face, !unopenable.contains(face) else { return nil }
        if let f = fallbacks[face] { return f }
        guard let f = SDLAPI.openFont(face.path, pixels: pixelSize, index: face.index) else {
            unopenable.insert(face)   // a damaged or unreadable font file: tried once, its characters boxes
            return nil
        }
        if lightHinting { SDLAPI.setLightHinting(f) }
        fallbacks[face] = f
        faces[f] = face
        return f
    }

    /// Whether `font` draws `text` with any ink (SDL_ttf's blended rendering: 0xAARRGGBB).
    static func drawsInk(_ font: OpaquePointer, _ text: String) -> Bool {
        guard let s = SDLAPI.renderText(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return false }
        defer { SDLAPI.destroySurface(s) }
        guard let pixels = s.pointee.pixels else { return false }
        let w = Int(s.pointee.w), h = Int(s.pointee.h), pitch = Int(s.pointee.pitch)
        for y in 0..<h {
            let row = pixels.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w where row[x] >> 24 != 0 { return true }
        }
        return false
    }

    /// `font`'s twin that shapes in `script`, right to left or not, opened from the same face at the same
    /// size (the font itself where the twin cannot be made: its letters drawn as SDL_ttf shapes "unknown").
    private func twin(_ font: OpaquePointer, script: String, rightToLeft: Bool) -> OpaquePointer {
        let key = Twin(font: font, script: script, rightToLeft: rightToLeft)
        if let known = twins[key] { return known ?? font }
        var twin: OpaquePointer? = nil
        if let face = faces[font], let f = SDLAPI.openFont(face.path, pixels: pixelSize, index: face.index) {
            if lightHinting { SDLAPI.setLightHinting(f) }
            if SDLAPI.setShaping(f, script: script, rightToLeft: rightToLeft) { twin = f } else { SDLAPI.closeFont(f) }
        }
        twins[key] = twin
        return twin ?? font
    }

    /// `text` cut where its font or its direction changes, in the order the runs stand on screen from left
    /// to right (`BidiText`: logical order for a line that is left to right throughout), each drawn in its
    /// font (a right-to-left run's, its right-to-left twin).
    func runs(_ text: String) -> [Run] {
        guard let bidi = BidiText.visualRuns(text) else { return shaped(fontRuns(text)) }
        return bidi.flatMap { run -> [Run] in
            guard run.isRightToLeft else { return shaped(fontRuns(run.text)) }
            return fontRuns(run.text).reversed().map { Run(font: twin($0.font, script: BidiText.script(of: $0.text), rightToLeft: true), text: $0.text) }
        }
    }

    /// Left-to-right runs, each in a fallback font drawing a script HarfBuzz must know to shape (its vowel
    /// signs reordered, its clusters formed: `ShapedScripts`) in its twin that shapes in that script. The
    /// shipped font's runs, and every other, stay as they are (SDL_ttf shapes them as "unknown").
    private func shaped(_ runs: [Run]) -> [Run] {
        runs.map { run in
            guard run.font != primary, let script = ShapedScripts.script(of: run.text) else { return run }
            return Run(font: twin(run.font, script: script, rightToLeft: false), text: run.text)
        }
    }

    /// `text` cut where its font changes, in order. A grapheme (a letter and its marks, an emoji and its
    /// modifiers) is never split: its font is the one for its first character: the shipped font's where it
    /// has it, else the current run's fallback font where that has it (a Chinese title's punctuation in its
    /// Chinese face), else the one fontconfig names.
    private func fontRuns(_ text: String) -> [Run] {
        if text.unicodeScalars.allSatisfy({ primaryHas($0) && $0 != "\u{FE0F}" }) { return [Run(font: primary, text: text)] }
        var runs: [Run] = []
        var current: (font: OpaquePointer, text: String)? = nil
        for grapheme in text {
            guard let first = grapheme.unicodeScalars.first else { continue }
            let font: OpaquePointer
            if grapheme.unicodeScalars.contains("\u{FE0F}"), !first.isASCII, let colour = fallback(for: first, colour: true), scale(of: colour) != 1 {
                font = colour   // "✌️": the emoji presentation selector asks for the colour emoji, as a desktop app draws it
            } else if primaryHas(first) || first.properties.isWhitespace {
                font = primary
            } else if let c = current, c.font != primary, SDLAPI.hasGlyph(c.font, first.value) {
                font = c.font   // a fallback run goes on in its font while that font has the character
            } else {
                font = fallback(for: first) ?? primary
            }
            if let c = current, c.font == font {
                current!.text.append(grapheme)
            } else {
                if let c = current { runs.append(Run(font: c.font, text: c.text)) }
                current = (font, String(grapheme))
            }
        }
        if let c = current { runs.append(Run(font: c.font, text: c.text)) }
        return runs
    }

    /// How much a font's drawing is scaled to stand in the line: 1, except for a font of bitmaps at one size
    /// (Noto Color Emoji's are 128 pixels high, which SDL_ttf draws at that size whatever size it was opened
    /// at), scaled to the shipped font's line height, as a desktop app draws a colour emoji in its text.
    private var scales: [OpaquePointer: Double] = [:]
    private lazy var primaryLineHeight = SDLAPI.lineHeight(primary)

    func scale(of font: OpaquePointer) -> Double {
        if font == primary { return 1 }
        if let known = scales[font] { return known }
        let height = SDLAPI.lineHeight(font)
        let k = primaryLineHeight > 0 && height > 2 * primaryLineHeight ? Double(primaryLineHeight) / Double(height) : 1
        scales[font] = k
        return k
    }

    private static func scaled(_ v: Int32, _ k: Double) -> Int32 { k == 1 ? v : Int32((Double(v) * k).rounded()) }

    /// Where each run's top stands below the line's top (its baseline on the line's), and the line's size.
    func layout(_ runs: [Run]) -> (sizes: [(w: Int32, h: Int32)], tops: [Int32], width: Int32, height: Int32) {
        let sizes = runs.map { run in
            let (w, h) = SDLAPI.textSize(run.font, run.text), k = scale(of: run.font)
            return (w: Self.scaled(w, k), h: Self.scaled(h, k))
        }
        let ascents = runs.map { Self.scaled(SDLAPI.ascent($0.font), scale(of: $0.font)) }
        let baseline = ascents.max() ?? 0
        let tops = ascents.map { baseline - $0 }
        let width = sizes.reduce(0) { $0 + $1.w }
        let height = zip(tops, sizes).map { $0 + $1.h }.max() ?? 0
        return (sizes, tops, width, height)
    }

    /// `text`'s size: the shipped font's own figure when it covers the whole string.
    func size(of text: String) -> (w: Int32, h: Int32) {
        let runs = runs(text)
        if runs.count == 1 && scale(of: runs[0].font) == 1 { return SDLAPI.textSize(runs[0].font, runs[0].text) }
        let l = layout(runs)
        return (l.width, l.height)
    }

    /// `text` drawn anti-aliased in `colour` on a transparent surface the caller destroys: the shipped font's
    /// own rendering when it covers the whole string, else each run rendered and put side by side on one
    /// baseline.
    func render(_ text: String, colour: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let runs = runs(text)
        if runs.count == 1 && scale(of: runs[0].font) == 1 { return SDLAPI.renderText(runs[0].font, runs[0].text, colour) }
        let l = layout(runs)
        let pieces = runs.enumerated().map { i, run -> UnsafeMutablePointer<SDL_Surface>? in
            guard let piece = SDLAPI.renderText(run.font, run.text, colour) else { return nil }
            guard scale(of: run.font) != 1 else { return piece }
            defer { SDLAPI.destroySurface(piece) }
            return SDLAPI.scaledSurface(piece, width: Swift.max(1, l.sizes[i].w), height: Swift.max(1, l.sizes[i].h))
        }
        defer { for p in pieces { if let p { SDLAPI.destroySurface(p) } } }
        let width = Swift.max(l.width, pieces.reduce(0) { $0 + ($1?.pointee.w ?? 0) })
        guard width > 0, l.height > 0, let line = SDLAPI.createSurface(width: width, height: l.height) else { return nil }
        SDLAPI.clearSurface(line)
        var x: Int32 = 0
        for (i, piece) in pieces.enumerated() {
            guard let piece else { x += l.sizes[i].w; continue }
            SDLAPI.copySurface(piece, onto: line, x: x, y: l.tops[i])
            x += piece.pointee.w
        }
        return line
    }
}
