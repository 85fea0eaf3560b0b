import AppHost
import Gestures

/// Text sizes from the shipped font without a renderer, for layout done outside drawing (the menu's
/// frames in a state dump). Falls back to an estimate when the font cannot be opened.
///
/// Each size is asked of SDL_ttf once per text and pixel size (`measured`): shaping a string with HarfBuzz
/// and FreeType's hinting costs tens of microseconds, and the layout of the lab, a trace's drawing of every
/// moment and `Canvas.fitted` ask the same texts again and again.
public final class FontMetrics {
    private var fonts: [Int: FontSet] = [:]
    private let path: String?
    private struct Key: Hashable { let text: String; let pixels: Int }
    private var measured: [Key: Size] = [:]
    /// The most sizes kept; past it the cache starts again (a long live session's log lines are each new).
    static let cacheLimit = 20_000

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
                let key = Key(text: text, pixels: px)
                if let known = measured[key] { return known }
                if measured.count >= Self.cacheLimit { measured.removeAll(keepingCapacity: true) }
                let (w, h) = FontLock.run { f.size(of: text) }
                let size = Size(width: Double(w), height: Double(h))
                measured[key] = size
                return size
            }
        }
        return Size(width: Double(text.count) * size * 0.6, height: size * 1.2)
    }
}
