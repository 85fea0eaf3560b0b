import Gestures

/// A station's title bar as laid out: the title ("8. Custom recognizer: check mark") and the switch's line
/// ("switch: …"), each at the largest size from its usual one down to its smallest that holds it whole on
/// one line; where even the smallest does not, broken over lines at the smallest (`TextWrapping`: at
/// spaces, before a camelCase capital), two, else three. The bar grows by the lines
/// added, so a title is never cut with "…" (issue 31: "8. Custom recognizer: che…" at 1024x768, 1.5x).
///
/// Sizes and line counts are fixed at layout (the pads below depend on the bar's height), measured with a
/// margin (`margin`); a canvas rasterizing at another pixel size draws the text on as many lines, smaller
/// if need be (`LabStation.draw`).
struct StationTitleBar: Equatable {
    /// The title's size and its lines.
    var titleSize: Points
    var titleLines: Int
    /// The switch line's size and its lines.
    var switchSize: Points
    var switchLines: Int

    /// How much wider than measured a text is taken to be at layout, on one line and on more: a window at
    /// 1.5x or 2x rasterizes at another pixel size, a little wider or narrower.
    static let margin = (one: 1.02, more: 1.06)

    /// The bar with one line each at the usual sizes (13 and 10 at text scale 1).
    static func usual(textScale k: Double) -> StationTitleBar {
        StationTitleBar(titleSize: 13 * k, titleLines: 1, switchSize: 10 * k, switchLines: 1)
    }

    /// The title's size range (13 down to 10 at text scale 1) and the switch line's (10 down to 8.5).
    static func titleSizes(_ k: Double) -> (from: Points, to: Points) { (13 * k, 10 * k) }
    static func switchSizes(_ k: Double) -> (from: Points, to: Points) { (10 * k, 8.5 * k) }

    /// The bar for `title` and `switchText` in `width` at text scale `k`, measured with `measure` (a text's
    /// width at a size).
    static func fit(title: String, switchText: String, width: Points, textScale k: Double,
                    measure: (String, Points) -> Points) -> StationTitleBar {
        let t = fit(title, width: width, sizes: titleSizes(k), measure: measure)
        let s = fit(switchText, width: width, sizes: switchSizes(k), measure: measure)
        return StationTitleBar(titleSize: t.size, titleLines: t.lines, switchSize: s.size, switchLines: s.lines)
    }

    /// The largest size (half-point steps) that holds `text` whole on one line in `width`; else the smallest
    /// size on the fewest lines (two, then three) that hold it; three lines when nothing does.
    static func fit(_ text: String, width: Points, sizes: (from: Points, to: Points),
                    measure: (String, Points) -> Points) -> (size: Points, lines: Int) {
        var size = sizes.from
        while size >= sizes.to {
            if measure(text, size) * margin.one <= width { return (size, 1) }
            size -= 0.5
        }
        for lines in 2...3 {
            let broken = TextWrapping.lines(text, width: width, maxLines: lines) { measure($0, sizes.to) * margin.more }
            if !broken.contains(where: { $0.hasSuffix("…") }) { return (sizes.to, lines) }
        }
        return (sizes.to, 3)
    }

    /// The distance between two lines of a text at `size`.
    static func lineStep(_ size: Points) -> Points { (size * 1.2).rounded() }

    /// The extra height the title's and the switch line's further lines take.
    var extraHeight: Points {
        Double(titleLines - 1) * Self.lineStep(titleSize) + Double(switchLines - 1) * Self.lineStep(switchSize)
    }
    /// The bar's height: `LabStation.headerHeight` at the text scale with a line each, more for each further line.
    func height(textScale k: Double) -> Points { LabStation.headerHeight * k + extraHeight }
    /// Where the title's first line starts (centred on the usual 13-point line when it is one line).
    func titleTop(textScale k: Double) -> Points {
        titleLines == 1 ? 4 * k + (13 * k - titleSize) / 2 : 4 * k
    }
    /// Where the switch line's first line starts: below the title's last line.
    func switchTop(textScale k: Double) -> Points { 22 * k + Double(titleLines - 1) * Self.lineStep(titleSize) }
}
