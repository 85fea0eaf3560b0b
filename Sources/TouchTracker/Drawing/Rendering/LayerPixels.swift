import Gestures

/// A layer's pixels, 0xAARRGGBB, row after row.
public struct LayerPixels: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]

    /// Nil unless `pixels` holds exactly `width` x `height` of them.
    public init?(width: Int, height: Int, pixels: [UInt32]) {
        guard width > 0, height > 0, pixels.count == width * height else { return nil }
        self.width = width; self.height = height; self.pixels = pixels
    }
}
