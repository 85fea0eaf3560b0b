import Testing
import AppHost
import Gestures
@testable import SDLBackend

/// A frame's white background is cleared only where its first thing drawn, an opaque image, does not lie
/// (`SDLCanvas.drawImage`): the frame is what a whole clear and the image over it give, wherever the image
/// lies (inside, across an edge, over the whole frame), at 1x and 2x. The frame before is painted red, so a
/// pixel the clear missed shows.
@Suite struct FrameBackgroundTests {
    static let size = Size(width: 60, height: 40)

    /// The frame after a red one, an opaque image of two colours at `origin` (points) drawn first.
    static func frame(scale: Double, origin: Point, imageSize: Size) throws -> (frame: PixelFrame, image: PixelImage) {
        let target = try OffscreenTarget(size: size, scale: scale)
        let image = PixelImage(width: Int(imageSize.width * scale), height: Int(imageSize.height * scale), fill: 0xFF1E_88E5)
        image.fill(Rect(x: 0, y: 0, width: 5 * scale, height: imageSize.height * scale), argb: 0xFF43_A047)
        #expect(image.isOpaque)
        target.render { c in c.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: Color(rgb: 0xE53935)) }
        target.render { c in c.drawImage(image, at: origin) }
        return (target.frame(), image)
    }

    @Test(arguments: [1.0, 2.0]) func theBackgroundIsClearedAroundAnOpaqueImage(scale: Double) throws {
        let cases: [(Point, Size)] = [(Point(20, 10), Size(width: 25, height: 15)),   // inside
                                      (Point(-7, -5), Size(width: 30, height: 20)),   // across the top-left corner
                                      (Point(40, 25), Size(width: 40, height: 30)),   // across the bottom-right corner
                                      (Point(0, 12), Size(width: 60, height: 10)),    // a band, edge to edge
                                      (Point(-1, -1), Size(width: 70, height: 50))]   // over the whole frame
        for (origin, imageSize) in cases {
            let (frame, image) = try Self.frame(scale: scale, origin: origin, imageSize: imageSize)
            let ox = Int((origin.x * scale).rounded()), oy = Int((origin.y * scale).rounded())
            var wrong: [String] = []
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let ix = x - ox, iy = y - oy
                    let inside = ix >= 0 && iy >= 0 && ix < image.width && iy < image.height
                    let expected = inside ? image.pixels[iy * image.width + ix] : 0xFFFF_FFFF
                    if frame.pixels[y * frame.width + x] != expected, wrong.count < 3 { wrong.append("(\(x), \(y))") }
                }
            }
            #expect(wrong.isEmpty, "image at \(origin), \(imageSize), scale \(scale): wrong pixels at \(wrong)")
        }
    }
}
