import Testing
import Gestures
@testable import AppHost
import Foundation

/// A PNG's size from its first 33 bytes: what goldens and every PNG the app reads are checked against
/// before a pixel is decoded.
@Suite struct PNGHeaderTests {
    /// The signature and an IHDR chunk of `width` x `height` (8-bit RGBA; the CRC is not checked).
    func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return PNGHeader.signature + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
    }

    @Test func theSizeIsReadFromTheHeaderAlone() {
        #expect(PNGHeader(header(60000, 60000)) == PNGHeader(width: 60000, height: 60000))
        #expect(PNGHeader(header(1024, 768) + Array(repeating: 0, count: 100)) == PNGHeader(width: 1024, height: 768))
        #expect(PNGHeader(header(0, 768)) == nil, "zero is not a size")
        #expect(PNGHeader(Array(header(1, 1).prefix(32))) == nil, "a header cut short")
        #expect(PNGHeader(Array("GIF89a and more bytes than a PNG header has".utf8)) == nil)
        var wrongChunk = header(5, 5)
        wrongChunk[12] = UInt8(ascii: "X")
        #expect(PNGHeader(wrongChunk) == nil, "the first chunk is IHDR")
    }

    @Test func aSizeBeyondTheBoundsIsRefusedWithWhatTheHeaderClaims() {
        let huge = PNGHeader(width: 60000, height: 60000)
        #expect(huge.problem(maximumSide: 16384, maximumPixels: 64 << 20)
                == "its header says 60000x60000 pixels; the most read is 16384 a side and 64 megapixels in all")
        #expect(PNGHeader(width: 16384, height: 4096).problem(maximumSide: 16384, maximumPixels: 64 << 20) == nil)
        #expect(PNGHeader(width: 16384, height: 4097).problem(maximumSide: 16384, maximumPixels: 64 << 20) != nil, "past 64 megapixels")
        #expect(PNGHeader.maximumFileBytes(width: 200, height: 100) == 2 * 4 * 200 * 100 + (1 << 20))
    }
}

/// A lost press or release turns into another input inside the translator: it is scaled by the interface
/// scale once, as every other input is.
@Suite struct InputTranslatorScaleTests {
    @Test func aDragWithNoPressStartsWhereThePointerIsAtAnyInterfaceScale() {
        let t = InputTranslator(windowSize: Size(width: 800, height: 600))
        t.uiScale = 2
        let down = t.translate(.mouseDrag(to: Point(400, 200)))
        #expect(down.map(\.kind) == [.down])
        #expect(down.first?.location == Point(200, 100), "window points / 2, not / 4")
        let up = t.translate(.mouseHover(to: Point(500, 300)))
        #expect(up.map(\.kind) == [.up])
        #expect(up.first?.location == Point(250, 150))
    }
}
