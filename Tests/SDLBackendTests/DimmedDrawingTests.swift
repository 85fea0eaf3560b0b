import Testing
import AppHost
import Gestures
@testable import SDLBackend

/// Behind a panel the canvas draws the window already dimmed (`drawDimmed` dims fills, text and pictures as
/// it draws them) instead of laying a blended scrim over it afterwards: the two give the same pixels, to
/// rounding, at 1x and 2x (the app's colour panel is the scene that uses it; its golden is in the
/// screenshot suite).
@Suite struct DimmedDrawingTests {
    static func render(scale: Double, dimsInPlace: Bool) throws -> PixelFrame {
        let target = try OffscreenTarget(size: Size(width: 120, height: 80), scale: scale)
        target.canvas.dimsInPlace = dimsInPlace
        let picture = PixelImage(width: Int(40 * scale), height: Int(30 * scale), fill: 0xFF1E_88E5)
        picture.fill(Rect(x: 0, y: 0, width: 10 * scale, height: 30 * scale), argb: 0xFFE5_3935)
        target.render { c in
            c.drawDimmed(scrimAlpha: 0.4) {
                c.fill(Rect(x: 4, y: 4, width: 50, height: 20), color: Color(rgb: 0x43A047))
                c.strokeLine(from: Point(10, 60), to: Point(110, 40), width: 6, color: .black)
                c.drawText("Dim", at: Point(60, 6), size: 14, color: Color(rgb: 0xE53935), alignment: .left)
                c.drawImage(picture, at: Point(70, 40))
            }
        }
        return target.frame()
    }

    @Test(arguments: [1.0, 2.0]) func theDimmedBackdropEqualsAScrimLaidOver(scale: Double) throws {
        let inPlace = try Self.render(scale: scale, dimsInPlace: true)
        let laidOver = try Self.render(scale: scale, dimsInPlace: false)
        #expect(inPlace != laidOver, "the two paths are really different paths")
        #expect(inPlace.width == laidOver.width && inPlace.height == laidOver.height)
        var beyond = 0
        for (a, b) in zip(inPlace.pixels, laidOver.pixels) {
            for shift in [0, 8, 16] where abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)) > 2 { beyond += 1 }
        }
        #expect(beyond == 0, "\(beyond) channels differ by more than 2")
    }
}
