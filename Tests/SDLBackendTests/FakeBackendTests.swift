#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import SDLBackend

/// The app's tests run on the fake backend (`TestSupport`): what it writes must be what the real one reads.
@Suite struct FakeBackendTests {
    /// A picture written by the fake is a PNG SDL_image reads back pixel for pixel, translucent ones included.
    @Test func theFakesPNGReadsBackThroughSDL() throws {
        let folder = ScratchFolder()
        let path = folder.appendingPathComponent("p.png").path
        let fake = FakeBackend()
        try fake.writePNG(size: Size(width: 300, height: 250), scale: 1.5, to: path) { c in
            c.fill(Rect(x: 10, y: 10, width: 100, height: 60), color: Color(rgb: 0x1565C0))
            c.fillCircle(center: Point(200, 150), radius: 40, color: Color(rgb: 0xC62828, alpha: 0.5))
            c.strokeLine(from: Point(0, 240), to: Point(300, 0), width: 6, color: .black)
        }
        let written = try #require(fake.pictures.last)
        #expect(written.path == path && written.frame.width == 450 && written.frame.height == 375)
        #expect(Set(written.frame.pixels).count > 3, "the shapes were painted")
        let read = try PNGCodec.decode(Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(read == written.frame)
        #expect(read.pixels[15 * 450 + 15] == 0xFF15_65C0, "the blue box at (10, 10) points is at (15, 15) pixels")
    }
}
#endif
