#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend

/// Rounded rectangles, discs and rings seen twice are copied from sprites (ShapeSprites): the copy must give
/// the pixels the mesh gives, and a shape seen once must not be kept.
@Suite struct ShapeSpriteTests {
    /// Shapes at whole pixels and eighths over a colored background: translucent and opaque, small and large (the large
    /// opaque one is copied in pieces, its middle without blending).
    func scene(_ c: Canvas) {
        c.fill(Rect(x: 0, y: 0, width: 420, height: 320), color: Color(rgb: 0x3F7FBF))
        c.fillRoundedRect(Rect(x: 10, y: 10, width: 300, height: 200), radius: 14, color: Color(rgb: 0xF7F7F7))
        c.fillRoundedRect(Rect(x: 40, y: 230, width: 70, height: 18), radius: 9, color: Color(rgb: 0x161616, alpha: 0.6))
        c.fillCircle(center: Point(200, 260), radius: 24, color: Color(rgb: 0xFF6F00, alpha: 0.14))
        c.strokeCircle(center: Point(200, 260), radius: 24, width: 2.5, color: Color(rgb: 0xFF6F00, alpha: 0.9))
        c.fillCircle(center: Point(360.125, 100.5), radius: 30, color: .red)
    }

    @Test(arguments: [1.0, 2.0]) func aKeptShapeDrawsThePixelsOfItsMesh(scale: Double) throws {
        let target = try OffscreenTarget(size: Size(width: 420, height: 320), scale: scale)
        target.render { scene($0) }
        #expect(target.canvas.keptSprites == 0, "the first sighting draws meshes")
        let meshes = target.frame()
        target.render { scene($0) }
        #expect(target.canvas.keptSprites == 5, "the second keeps the five shapes")
        let sprites = target.frame()
        target.render { scene($0) }
        #expect(target.frame() == sprites, "a third frame copies the same sprites")
        var worst = 0, differing = 0
        for (a, b) in zip(meshes.pixels, sprites.pixels) where a != b {
            differing += 1
            for shift in stride(from: 0, through: 16, by: 8) {
                worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
            }
        }
        #expect(worst <= 2, "\(differing) pixels differ, by up to \(worst)/255")
    }

    @Test func aShapeSeenOnceIsNotKept() throws {
        let target = try OffscreenTarget(size: Size(width: 200, height: 200))
        for r in 1...60 { target.render { $0.strokeCircle(center: Point(100, 100), radius: Double(r), width: 2, color: .black) } }
        #expect(target.canvas.keptSprites == 0, "a circle growing frame by frame keeps nothing")
        for _ in 0..<2 { target.render { $0.strokeCircle(center: Point(100, 100), radius: 61, width: 2, color: .black) } }
        #expect(target.canvas.keptSprites == 1)
    }
}
#endif
