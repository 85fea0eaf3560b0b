import Gestures

extension Canvas {
    /// `text` as it fits in `width` at `size`: whole, or cut with "…" (never wider than `width`; an empty
    /// string when not even "…" fits). Layouts that shrink (a small window, a large interface scale) stay
    /// inside their boxes.
    func fitted(_ text: String, width: Points, size: Points) -> String {
        guard measureText(text, size: size).width > width else { return text }
        var s = text
        while !s.isEmpty && measureText(s + "…", size: size).width > width { s.removeLast() }
        return s.isEmpty && measureText("…", size: size).width > width ? "" : s + "…"
    }
}
