import Foundation
import Testing
import AppHost
import Gestures
@testable import SDLBackend

/// Right-to-left and mixed-direction lines (`BidiText`, `FontSet`): the Unicode Bidirectional Algorithm
/// through FriBidi puts a line's runs in visual order, each run's text kept in logical order for HarfBuzz
/// to shape in the run's direction.
@Suite struct BidiTextTests {
    typealias Run = BidiText.Run

    @Test func aLineLeftToRightThroughoutHasNoRunsAndTakesTheOldPath() {
        #expect(BidiText.visualRuns("Tap twice") == nil)
        #expect(BidiText.visualRuns("练习：单击还是双击 Tap 👍 123 é") == nil)
        #expect(BidiText.visualRuns("") == nil)
    }

    @Test func hebrewAndArabicAreOneRightToLeftRunInLogicalOrder() {
        #expect(BidiText.visualRuns("שלום עולם") == [Run(text: "שלום עולם", level: 1)])
        #expect(BidiText.visualRuns("مرحبا بكم") == [Run(text: "مرحبا بكم", level: 1)])
    }

    @Test func aMixedLineIsInVisualOrder() {
        // Left to right (its first strong character is T): the Arabic word and the number after it are
        // right to left together, the number (level 2) left of the word.
        #expect(BidiText.visualRuns("Tap 单击 👍 مرحبا 123") == [
            Run(text: "Tap 单击 👍 ", level: 0), Run(text: "123", level: 2), Run(text: "مرحبا ", level: 1),
        ])
        // Right to left (its first strong character is Arabic): the English stays left to right, at its left.
        #expect(BidiText.visualRuns("مرحبا Tap 123") == [Run(text: "Tap 123", level: 2), Run(text: "مرحبا ", level: 1)])
        #expect(BidiText.visualRuns("Hello שלום world") == [
            Run(text: "Hello ", level: 0), Run(text: "שלום", level: 1), Run(text: " world", level: 0),
        ])
    }

    @Test func anEllipsisStandsAtTheLineEnd() {
        // Cut text ends with "…" in logical order: in a right-to-left line that is its visual left (the
        // run's end, drawn right to left); in a left-to-right line, its right.
        #expect(BidiText.visualRuns("مرحبا بك…") == [Run(text: "مرحبا بك…", level: 1)])
        #expect(BidiText.visualRuns("Tap مرحبا…") == [Run(text: "Tap ", level: 0), Run(text: "مرحبا", level: 1), Run(text: "…", level: 0)])
    }

    @Test func aGraphemeIsNeverSplit() {
        let withMarks = "שָׁלוֹם abc"   // Hebrew with its vowel points: each letter and its marks one grapheme
        let runs = BidiText.visualRuns(withMarks)
        #expect(runs?.map(\.text).joined().count == withMarks.count)
        #expect(Set(runs?.map(\.text).joined().unicodeScalars.map(\.value) ?? []) == Set(withMarks.unicodeScalars.map(\.value)))
    }

    @Test func scripts() {
        #expect(BidiText.script(of: "مرحبا") == "Arab")
        #expect(BidiText.script(of: " שלום") == "Hebr")
        #expect(BidiText.script(of: "…") == "Zzzz")
    }

    /// A line drawn offscreen, and its dark pixels (`FallbackFontTests`'s).
    static func picture(_ text: String, size: Points = 24) throws -> PixelFrame { try FallbackFontTests.picture(text, size: size) }
    static func ink(_ f: PixelFrame) -> Set<Int> { FallbackFontTests.ink(f) }

    @Test func arabicLettersAreJoined() throws {
        // Beh alone is wide (its bowl); joined, its middle form is a short tooth: three joined are much
        // narrower than three alone, as they are only when shaped as Arabic, right to left.
        let metrics = FontMetrics()
        let one = metrics.measure("ب", size: 24).width, three = metrics.measure("ببب", size: 24).width
        #expect(three < 2.5 * one, "ببب \(three) against ب \(one)")
    }

    @Test func aRightToLeftLinesEllipsisIsDrawnAtItsLeft() throws {
        let dots = Self.ink(try Self.picture("…"))
        #expect(!dots.isEmpty)
        #expect(dots.isSubset(of: Self.ink(try Self.picture("שלום…"))), "the ellipsis of a Hebrew line is not at its left")
        #expect(!dots.isSubset(of: Self.ink(try Self.picture("Shalom…"))))
    }

    @Test func aBracketInARightToLeftRunIsMirrored() throws {
        // "א 1)": the bracket is a run of its own at the line's left (level 1, no letter: script unknown),
        // drawn right to left, so as "(" (Unicode's mirrored pair), where "1)" alone draws ")".
        let line = Self.ink(try Self.picture("א 1)"))
        #expect(Self.ink(try Self.picture("(")).isSubset(of: line), "the closing bracket of a right-to-left line is not mirrored at its left")
        #expect(!Self.ink(try Self.picture(")")).isSubset(of: line))
    }

    @Test func rightToLeftRunsAreDrawnInTwinsOfTheirFonts() throws {
        #expect(FontLock.start())   // SDL_ttf started, whichever test runs first
        let set = try #require(FontLock.run { FontSet(path: AssetLocator.path(of: "DejaVuSans.ttf")!, pixelSize: 13, lightHinting: true) })
        let runs = FontLock.run { set.runs("Tap 单击 مرحبا") }
        #expect(runs.map(\.text) == ["Tap ", "单击", " ", "مرحبا"], "\(runs.map(\.text))")
        #expect(runs[0].font == set.primary && runs[2].font == set.primary)
        #expect(runs[3].font != set.primary, "the Arabic run is drawn in the shipped font's right-to-left twin")
        FontLock.run { _ = consume set }
    }

    /// Devanagari and Thai are shaped in their scripts (SDL_ttf shapes "unknown" unless told): "हिन्दी" in
    /// its fallback face is as wide as SDL_ttf makes it when told "Deva" (its vowel sign i moved before its
    /// consonant, the conjunct formed), not as wide as unshaped. Latin and Chinese runs stay in their fonts.
    @Test func devanagariAndThaiAreShapedInTheirScripts() throws {
        #expect(FontLock.start())
        for (text, script) in [("हिन्दी", "Deva"), ("ที่นี่ภาษาไทย", "Thai")] {
            let face = try #require(SystemFonts.face(for: text.unicodeScalars.first!), "no font for \(script): make test installs fonts-noto-core")
            let measured: (told: (w: Int32, h: Int32), unknown: (w: Int32, h: Int32), set: Bool)? = FontLock.run {
                guard let a = SDLAPI.openFont(face.path, pixels: 32, index: face.index) else { return nil }
                guard let b = SDLAPI.openFont(face.path, pixels: 32, index: face.index) else { SDLAPI.closeFont(a); return nil }
                defer { SDLAPI.closeFont(a); SDLAPI.closeFont(b) }
                let set = SDLAPI.setShaping(a, script: script, rightToLeft: false)
                return (SDLAPI.textSize(a, text), SDLAPI.textSize(b, text), set)
            }
            let (told, unknown, set0) = try #require(measured)
            #expect(set0, "SDL_ttf shapes in no script it is told")
            let set = try #require(FontLock.run { FontSet(path: AssetLocator.path(of: "DejaVuSans.ttf")!, pixelSize: 32, lightHinting: false) })
            let runs = FontLock.run { set.runs(text) }
            let size = FontLock.run { set.size(of: text) }
            #expect(ShapedScripts.script(of: text) == script)
            if script == "Deva" { #expect(told.w != unknown.w, "shaping Devanagari changes nothing: the test shows nothing") }
            #expect(size.w == told.w, "\(script): \(size.w) wide, \(told.w) shaped, \(unknown.w) unshaped; runs \(runs.map(\.text))")
            FontLock.run { _ = consume set }
        }
        #expect(ShapedScripts.script(of: "Tap 单击 👍") == nil)
    }
}
