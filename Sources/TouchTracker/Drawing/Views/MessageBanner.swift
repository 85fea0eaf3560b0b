import Gestures

/// A notice at the top of the window (a save that could not be read, a save that failed), wrapped to
/// the window's width. Tapping it dismisses it. A problem is red; information (a mode that changed) is
/// the menu's dark grey, so it is never mistaken for an error.
final class MessageBanner: Control {
    enum Kind: Sendable { case problem, information }
    private(set) var text = ""
    private(set) var kind = Kind.problem
    private var lines: [String] = []
    private let metrics: (String) -> Size
    static let textSize: Points = 14
    static let lineHeight: Points = 19
    static let padding: Points = 12

    init(name: String = "message", metrics: @escaping (String) -> Size) {
        self.metrics = metrics
        super.init(name: name)
        isHidden = true
        onTap = { c in c.isHidden = true }
    }

    func show(_ message: String, kind: Kind = .problem, windowSize: Size) {
        text = message
        self.kind = kind
        let maxWidth = Swift.min(560, windowSize.width - 16) - 2 * Self.padding
        lines = wrap(message + tr(" (Tap to dismiss.)"), width: maxWidth)
        let widest = lines.map { metrics($0).width }.max() ?? 0
        let w = widest + 2 * Self.padding
        frame = Rect(x: ((windowSize.width - w) / 2).rounded(), y: 12, width: w,
                     height: Double(lines.count) * Self.lineHeight + 2 * Self.padding - 4)
        isHidden = false
    }

    /// Greedy word wrap; a word longer than the width (a file's path) is broken after a `/`, or between
    /// characters, never cut at the window's edge (issue 49).
    private func wrap(_ text: String, width: Points) -> [String] {
        var out: [String] = []
        var current = ""
        for word in text.split(separator: " ").flatMap({ pieces(of: String($0), width: width) }) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if metrics(candidate).width <= width || current.isEmpty { current = candidate } else {
                out.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }

    /// `word` in pieces no wider than `width`: broken after its last `/` that fits, else as many characters
    /// as fit (at least one).
    private func pieces(of word: String, width: Points) -> [String] {
        var out: [String] = []
        var rest = Substring(word)
        while metrics(String(rest)).width > width, rest.count > 1 {
            var fit = rest.index(after: rest.startIndex)
            while fit < rest.endIndex, metrics(String(rest[...fit])).width <= width { fit = rest.index(after: fit) }
            let slash = rest[..<fit].lastIndex(of: "/").map { rest.index(after: $0) }
            let cut = slash.flatMap { $0 > rest.startIndex && $0 < fit ? $0 : nil } ?? fit
            out.append(String(rest[..<cut]))
            rest = rest[cut...]
        }
        return out + [String(rest)]
    }

    override func draw(in canvas: Canvas) {
        canvas.fillRoundedRect(bounds, radius: 10, color: kind == .problem ? Color(rgb: 0xB71C1C, alpha: 0.95) : Style.menuFill)
        for (i, line) in lines.enumerated() {
            canvas.drawText(line, at: Point(Self.padding, Self.padding - 2 + Double(i) * Self.lineHeight), size: Self.textSize,
                            color: .white, alignment: .left)
        }
    }
}
