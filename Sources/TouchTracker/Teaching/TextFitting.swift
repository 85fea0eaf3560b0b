import Gestures

extension Canvas {
    /// `text` as it fits in `width` at `size`: whole, or cut with "…" (never wider than `width`; an empty
    /// string when not even "…" fits). Layouts that shrink (a small window, a large interface scale) stay
    /// inside their boxes.
    func fitted(_ text: String, width: Points, size: Points) -> String {
        TextWrapping.fitted(text, width: width) { measureText($0, size: size).width }
    }
}
