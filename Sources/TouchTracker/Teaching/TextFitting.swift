import Gestures

extension Canvas {
    /// `text` as it fits in `width` at `size`: whole, or cut with "…" (never wider than `width`; an empty
    /// string when not even "…" fits). Layouts that shrink (a small window, a large interface scale) stay
    /// inside their boxes. Whole graphemes are kept in logical order and "…" put after them, in the text's
    /// direction (`TextDirection`): at the left of a right-to-left title.
    func fitted(_ text: String, width: Points, size: Points) -> String {
        TextWrapping.fitted(text, width: width) { measureText($0, size: size).width }
    }
}
