import Foundation
import Testing
import AppHost
import Gestures
@testable import SDLBackend

/// Text the shipped font (DejaVu Sans) lacks is drawn in a system font fontconfig names (`SystemFonts`,
/// `FontSet`): a Chinese lesson title is drawn as its characters, not as boxes. `make test` installs Debian's
/// fonts-noto-cjk, fonts-noto-core and fonts-noto-color-emoji.
@Suite struct FallbackFontTests {
    static func picture(_ text: String, size: Points = 24) throws -> PixelFrame {
        let target = try OffscreenTarget(size: Size(width: 420, height: 40), scale: 1)
        target.render { $0.drawText(text, at: Point(2, 2), size: size, color: .black, alignment: .left) }
        return target.frame()
    }

    /// The dark pixels of a frame, as a set of positions: what was drawn.
    static func ink(_ f: PixelFrame) -> Set<Int> { Set(f.pixels.indices.filter { f.pixels[$0] & 0xFF < 0x80 }) }

    @Test func chineseCharactersAreDrawnAsThemselvesNotAsBoxes() throws {
        let zhong = Self.ink(try Self.picture("中")), guo = Self.ink(try Self.picture("国")), box = Self.ink(try Self.picture("\u{E000}"))
        #expect(!zhong.isEmpty && !guo.isEmpty)
        #expect(zhong != guo, "two different characters drew the same picture: a box each")
        #expect(zhong != box && guo != box, "a character drew as the box of a character no font has")
        let face = try #require(SystemFonts.face(for: "中"))
        #expect(face.path.contains("CJK"), "\(face)")
    }

    /// An emoji is drawn in colour, at the line's height: Noto Color Emoji's 128-pixel bitmaps scaled to the
    /// shipped font's line, as a desktop app draws it; "✌️" (the emoji presentation selector) too, where
    /// "✌" alone stays the shipped font's outline.
    @Test func emojiAreDrawnInColourAtTheLinesHeight() throws {
        let face = try #require(SystemFonts.face(for: "👍"), "make test installs fonts-noto-color-emoji")
        #expect(face.path.contains("Color"), "\(face)")
        let metrics = FontMetrics()
        let thumb = metrics.measure("👍", size: 24), line = metrics.measure("Tap", size: 24)
        #expect(thumb.height == line.height && thumb.width > 0.8 * line.height && thumb.width < 1.5 * line.height, "\(thumb) in a line \(line.height) high")
        func colouredPixels(_ f: PixelFrame) -> Int {
            f.pixels.filter { p in
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                return max(r, g, b) - min(r, g, b) > 60
            }.count
        }
        #expect(colouredPixels(try Self.picture("👍")) > 100, "👍 drawn without colour")
        #expect(colouredPixels(try Self.picture("✌\u{FE0F}")) > 100, "✌️ drawn without colour")
        #expect(colouredPixels(try Self.picture("✌")) == 0, "✌ alone is the shipped font's outline")
        #expect(colouredPixels(try Self.picture("Tap 单击")) == 0)
    }

    @Test func aTitleMixingScriptsIsMeasuredAsItsRunsSideBySide() throws {
        let metrics = FontMetrics()
        let latin = metrics.measure("Tap ", size: 20), han = metrics.measure("单击", size: 20)
        let mixed = metrics.measure("Tap 单击", size: 20)
        #expect(han.width > 20, "\(han)")
        #expect(abs(mixed.width - (latin.width + han.width)) <= 1, "\(mixed) against \(latin) + \(han)")
    }

    @Test func textTheShippedFontCoversIsOneRunInIt() throws {
        let set = try #require(FontLock.run { FontSet(path: AssetLocator.path(of: "DejaVuSans.ttf")!, pixelSize: 13, lightHinting: true) })
        let runs = FontLock.run { set.runs("Tap twice — é, ü, ß, ½") }
        #expect(runs.count == 1 && runs[0].font == set.primary)
        let mixed = FontLock.run { set.runs("练习：tap 还是 double tap") }
        #expect(mixed.map(\.text) == ["练习：", "tap ", "还是", " double tap"], "\(mixed.map(\.text))")
        FontLock.run { _ = consume set }
    }

    @Test func hanFormsFollowTheLocale() {
        #expect(SystemFonts.hanLanguage(["LANG": "zh_CN.UTF-8"]) == "zh-cn")
        #expect(SystemFonts.hanLanguage(["LANG": "ja_JP.UTF-8"]) == "ja")
        #expect(SystemFonts.hanLanguage(["LC_ALL": "zh_TW.UTF-8", "LANG": "en_US.UTF-8"]) == "zh-tw")
        #expect(SystemFonts.hanLanguage([:]) == "zh-cn")
    }

    /// Look at it: `FALLBACK_PNG=/tmp/x.png swift test --filter FallbackFontTests`.
    @Test func writesAPictureToLookAt() throws {
        guard let out = ProcessInfo.processInfo.environment["FALLBACK_PNG"] else { return }
        let target = try OffscreenTarget(size: Size(width: 520, height: 160), scale: 1)
        target.render { c in
            c.drawText("练习：单击还是双击", at: Point(8, 6), size: 24, color: .black, alignment: .left)
            c.drawText("单击必须显示“tap”；双击只显示“double tap”。", at: Point(8, 42), size: 16, color: .black, alignment: .left)
            c.drawText("Tap 轻击 タップ 탭 टैप แตะ 👍", at: Point(8, 72), size: 18, color: .black, alignment: .left)
            c.drawText("Latin only: Tap twice", at: Point(8, 108), size: 18, color: .black, alignment: .left)
        }
        try target.savePNG(to: out)
    }
}
