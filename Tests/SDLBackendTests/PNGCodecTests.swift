#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
@testable import AppHost
@testable import SDLBackend

/// `PNGCodec.encode` writes through memory the very bytes SDL2_image writes to a file.
@Suite struct PNGCodecTests {
    /// A frame with every channel varying (alpha too), large enough for the encoder to write in many pieces.
    static func frame(width: Int, height: Int) -> PixelFrame {
        var state: UInt32 = 0x2545F491
        let pixels = (0..<width * height).map { i -> UInt32 in
            state ^= state << 13; state ^= state >> 17; state ^= state << 5
            return i % 7 == 0 ? state : UInt32(0xFF00_0000) | UInt32(i & 0xFFFFFF)
        }
        return PixelFrame(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(1, 1), (3, 2), (640, 480)]) func encodingGivesTheBytesOfTheFileSDLImageWrites(width: Int, height: Int) throws {
        let frame = Self.frame(width: width, height: height)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-codec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("f.png")
        try PNGWriter.save(frame, to: file.path)
        let encoded = try PNGCodec.encode(frame)
        #expect(encoded == (try Data(contentsOf: file)))
        #expect(encoded.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try PNGCodec.decode(encoded) == frame)
    }
}
#endif
