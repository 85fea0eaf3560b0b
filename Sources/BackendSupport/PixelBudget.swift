import Gestures

/// The ceiling on a frame's size: each side and the whole (an RGBA frame of 64 megapixels is 256 MB).
public enum PixelBudget {
    public static let maximumSide = 16384
    public static let maximumPixels = 64 << 20

    /// Why `size` points at `scale` pixels per point is too large (or not a size at all); nil when fine.
    public static func problem(size: Size, scale: Double) -> String? {
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite, w >= 1, h >= 1 else {
            return "a window of \(size.width) x \(size.height) points at scale \(scale) has no pixels"
        }
        if w > Double(maximumSide) || h > Double(maximumSide) || w * h > Double(maximumPixels) {
            return "a window of \(Int(size.width)) x \(Int(size.height)) points at scale \(scale) is \(Int(w)) x \(Int(h)) pixels; "
                + "the most is \(maximumSide) pixels a side and \(maximumPixels >> 20) megapixels in all"
        }
        return nil
    }
}
