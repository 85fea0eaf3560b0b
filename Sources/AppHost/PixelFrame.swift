/// An image as 0xAARRGGBB pixels, row by row: what screenshots are compared as.
public struct PixelFrame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt32]
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "\(pixels.count) pixels for \(width)x\(height)")
        self.width = width; self.height = height; self.pixels = pixels
    }
}
