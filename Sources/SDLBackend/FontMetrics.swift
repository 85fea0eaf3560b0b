import AppHost
import Gestures

/// Text sizes from the shipped font without a renderer, for layout done outside drawing (the menu's
/// frames in a state dump). Falls back to an estimate when the font cannot be opened.
public final class FontMetrics {
    private var fonts: [Int: FontSet] = [:]
    private let path: String?

    public init() {
        path = AssetLocator.path(of: "DejaVuSans.ttf")
        _ = FontLock.start()
    }

    deinit {
        FontLock.run { fonts.removeAll() }   // the font sets close their fonts inside the lock
    }

    /// The size of `text` at `size` points (at one pixel per point, as layout is done in points).
    public func measure(_ text: String, size: Points) -> Size {
        let px = Swift.max(1, Int(size.rounded()))
        if let path {
            if fonts[px] == nil, let f = FontLock.run({ FontSet(path: path, pixelSize: px, lightHinting: false) }) { fonts[px] = f }
            if let f = fonts[px] {
                let (w, h) = FontLock.run { f.size(of: text) }
                return Size(width: Double(w), height: Double(h))
            }
        }
        return Size(width: Double(text.count) * size * 0.6, height: size * 1.2)
    }
}
