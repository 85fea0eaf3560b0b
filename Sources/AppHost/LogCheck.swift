/// A behaviour check of a touch script (docs/touch-scripts.md, "Checking behaviour"): what the engine's log
/// (`Window.log`, the state dump's `log`) says happened since the last check, compared with what the script
/// expects. `expect NAME STATE [xN]` lines in a row are one check of the recognizers' actions; an
/// `expect-log` block checks every entry (touches, actions, the app's own entries). Repeats in a row are one
/// line with a count (`pan changed x16`), on both sides, as the consumer package's interactions files write
/// them.
public struct LogCheck: Equatable, Sendable {
    public enum Scope: String, Codable, Sendable {
        /// `expect`: the recognizers' actions only, as `NAME STATE`.
        case actions
        /// `expect-log`: every log entry, as the dump writes it.
        case log
    }

    public var scope: Scope
    /// The line of the first `expect`, or of `expect-log`.
    public var line: Int
    /// The expected lines, repeats in a row collapsed (`tap ended x2`).
    public var expected: [String]

    public init(scope: Scope, line: Int, expected: [String]) {
        self.scope = scope
        self.line = line
        self.expected = LogCheck.collapsed(LogCheck.expanded(expected))
    }

    /// The actual lines this check compares, from log entries (`action tap ended`, `touchesBegan draw 1`), collapsed.
    public func actual(_ entries: [String]) -> [String] {
        switch scope {
        case .log: return LogCheck.collapsed(entries)
        case .actions:
            return LogCheck.collapsed(entries.compactMap { $0.hasPrefix("action ") ? String($0.dropFirst("action ".count)) : nil })
        }
    }

    /// Repeats in a row as one line with a count (`pan changed x16`).
    public static func collapsed(_ lines: [String]) -> [String] {
        var out: [(String, Int)] = []
        for l in lines { if out.last?.0 == l { out[out.count - 1].1 += 1 } else { out.append((l, 1)) } }
        return out.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
    }

    /// Lines with counts (`tap ended x2`) as that many lines, so `tap ended` twice and `tap ended x2` agree.
    static func expanded(_ lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            guard let (text, n) = count(line) else { return [line] }
            return Array(repeating: text, count: n)
        }
    }

    /// `TEXT xN` as (TEXT, N) when the last word is a count.
    static func count(_ line: String) -> (String, Int)? {
        guard let space = line.lastIndex(of: " ") else { return nil }
        let last = line[line.index(after: space)...]
        guard last.first == "x", let n = Int(last.dropFirst()), n >= 1, last.dropFirst().allSatisfy(\.isASCII) else { return nil }
        return (String(line[..<space]), n)
    }
}

/// A check of a script that failed: where, what, and what a report shows of it.
public struct CheckFailure: Codable, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Codable, Sendable {
        /// An `expect-screenshot`.
        case screenshot
        /// `expect` lines: the recognizers' actions.
        case actions
        /// An `expect-log` block.
        case log
    }

    public var file: String
    public var line: Int
    public var kind: Kind
    /// What is wrong, one line, without the place.
    public var message: String
    /// A behaviour check's expected and actual lines (collapsed).
    public var expected: [String]
    public var actual: [String]
    /// A screenshot check's golden (as found beside the script), the frame written (`NAME.actual.png`) and
    /// the diff image (`NAME.diff.png`), each nil when there is none.
    public var golden: String?
    public var actualImage: String?
    public var diffImage: String?

    public init(file: String, line: Int, kind: Kind, message: String, expected: [String] = [], actual: [String] = [],
                golden: String? = nil, actualImage: String? = nil, diffImage: String? = nil) {
        self.file = file; self.line = line; self.kind = kind; self.message = message
        self.expected = expected; self.actual = actual
        self.golden = golden; self.actualImage = actualImage; self.diffImage = diffImage
    }

    /// `FILE:LINE: message`.
    public var headline: String { "\(file):\(line): \(message)" }

    /// `FILE:LINE: message`, then a behaviour check's expected and actual lines.
    public var description: String {
        guard kind != .screenshot else { return headline }
        func block(_ lines: [String]) -> String { lines.isEmpty ? "    (nothing)" : lines.map { "    " + $0 }.joined(separator: "\n") }
        return headline + "\n  expected:\n" + block(expected) + "\n  actual:\n" + block(actual)
    }
}
