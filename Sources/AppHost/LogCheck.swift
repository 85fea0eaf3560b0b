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
        self.expected = LogCheck.normalized(expected)
    }

    /// An `expect-log` line that stands for any number of entries, none included.
    public static let skip = "..."

    /// The lines a check compares from log entries (`action tap ended`, `touchesBegan draw 1`), uncollapsed:
    /// every entry for `expect-log`, the actions alone (`tap ended`) for `expect`.
    func compared(_ entries: [String]) -> [String] {
        switch scope {
        case .log: return entries
        case .actions: return entries.compactMap { $0.hasPrefix("action ") ? String($0.dropFirst("action ".count)) : nil }
        }
    }

    /// The actual lines this check compares, from log entries (`action tap ended`, `touchesBegan draw 1`),
    /// collapsed; an `expect-log` block's also folded (runs of a repeating group as `(` ... `) xN`).
    public func actual(_ entries: [String]) -> [String] {
        scope == .log ? LogCheck.folded(compared(entries)) : LogCheck.collapsed(compared(entries))
    }

    /// A group of entries on one line of an `expect-log` block: `(A | B) xN`, the entries A, B, ... in turn, N
    /// times in a row (an entry inside may have its own count: `(A | B x2) x3`). At least two entries: a line
    /// `(A) x3` is the entry `(A)` three times, as before.
    static let groupSeparator = " | "

    /// The longest group `folded` makes, in entries (of runs).
    static let longestGroup = 6

    /// Repeats in a row collapsed (`collapsed`), then runs of a repeating group of those lines folded into one
    /// line `(A | B) xN`: what a person would have written of a drag (`touchesMoved draw 1` and `action
    /// moveLine changed` taking turns). Greedy from the start, each time the period (2 to `longestGroup`
    /// lines) that covers the most lines, repeated at least twice; the one-entry runs are as before.
    public static func folded(_ lines: [String]) -> [String] {
        let runs = collapsed(lines)
        var out: [String] = []
        var i = 0
        while i < runs.count {
            var best: (period: Int, times: Int)?
            for period in 2...longestGroup where i + 2 * period <= runs.count {
                let body = runs[i..<(i + period)]
                guard !body.contains(where: { $0.contains(groupSeparator) || $0 == skip }) else { continue }
                var times = 1
                while i + (times + 1) * period <= runs.count, runs[(i + times * period)..<(i + (times + 1) * period)].elementsEqual(body) { times += 1 }
                if times >= 2, period * times > (best.map { $0.period * $0.times } ?? 0) { best = (period, times) }
            }
            if let best {
                out.append("(" + runs[i..<(i + best.period)].joined(separator: groupSeparator) + ") x\(best.times)")
                i += best.period * best.times
            } else {
                out.append(runs[i])
                i += 1
            }
        }
        return out
    }

    /// The lines a failing check that used `...` is rewritten to (`--update-expectations`): every `...` and
    /// every written line that still matches is kept, and only what changed is rewritten: a written line that
    /// no longer matches is replaced by what the run produced in its place, and what the run produced where no
    /// `...` stands for it is written. `expected` and `actual` are as the check holds them (`actual` folded);
    /// the result matches the run. An alignment of the fewest changes (a line written anew costs 2, one
    /// replaced 3, a written line dropped 4, a `...` standing for lines nothing: what was written is kept
    /// wherever it can be); past 4,000,000 cells (a huge check),
    /// the run's lines alone.
    public static func rewritten(expected: [String], actual: [String]) -> [String] {
        let e = expected, a = actual
        guard e.contains(skip), (e.count + 1) * (a.count + 1) <= 4_000_000 else { return actual }
        let width = a.count + 1
        var cost = [Int](repeating: 0, count: (e.count + 1) * width)
        func at(_ i: Int, _ j: Int) -> Int { cost[i * width + j] }
        for j in 0...a.count { cost[e.count * width + j] = 2 * (a.count - j) }
        for i in stride(from: e.count - 1, through: 0, by: -1) {
            for j in stride(from: a.count, through: 0, by: -1) {
                var best: Int
                if e[i] == skip {
                    best = at(i + 1, j)                                             // the `...` ends here
                    if j < a.count { best = Swift.min(best, at(i, j + 1)) }         // it stands for a[j] too
                } else {
                    best = 4 + at(i + 1, j)                                         // the written line dropped
                    if j < a.count {
                        best = Swift.min(best, 3 + at(i + 1, j + 1))                // replaced by a[j]
                        best = Swift.min(best, 2 + at(i, j + 1))                    // a[j] written before it
                        if e[i] == a[j] { best = Swift.min(best, at(i + 1, j + 1)) } // kept
                    }
                }
                cost[i * width + j] = best
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < e.count || j < a.count {
            if i == e.count { out.append(a[j]); j += 1; continue }
            let here = at(i, j)
            if e[i] == skip {
                if j < a.count, at(i, j + 1) == here { j += 1 } else { out.append(skip); i += 1 }
            } else if j < a.count, e[i] == a[j], at(i + 1, j + 1) == here {
                out.append(e[i]); i += 1; j += 1
            } else if 4 + at(i + 1, j) == here {
                i += 1                                              // a line that no longer happens goes
            } else if j < a.count, 3 + at(i + 1, j + 1) == here {
                out.append(a[j]); i += 1; j += 1
            } else {
                out.append(a[j]); j += 1
            }
        }
        return out
    }

    /// A group line's entries and count (`(A | B) x3`: ([A, B], 3)), nil for any other line.
    static func group(_ line: String) -> ([String], Int)? {
        guard line.hasPrefix("("), let (text, n) = count(line), text.hasSuffix(")"), text.contains(groupSeparator) else { return nil }
        return (text.dropFirst().dropLast().components(separatedBy: groupSeparator), n)
    }

    /// Expected lines with each group line written out, counts joined (`normalized`); nil when they stand for
    /// more than `limit` entries (no log of `limit` entries can match them), so nothing is expanded beyond what
    /// the log holds.
    static func flattened(_ lines: [String], limit: Int) -> [String]? {
        var out: [String] = []
        var total = 0
        for line in lines {
            if let (body, n) = group(line) {
                let size = body.reduce(0) { $0 + (count($1)?.1 ?? 1) }
                guard size * n + total <= limit else { return nil }
                total += size * n
                for _ in 0..<n { out += body }
            } else {
                if line != skip { total += count(line)?.1 ?? 1 }
                guard total <= limit else { return nil }
                out.append(line)
            }
        }
        return normalized(out)
    }

    /// Whether the log entries are what the check expects: the same lines in the same order, each `...`
    /// standing for any number of lines (none included). Linear in the entries and the expected lines.
    public func matches(_ entries: [String]) -> Bool {
        let actual = compared(entries)
        var expected = self.expected
        if expected.contains(where: { LogCheck.group($0) != nil }) {
            guard let flat = LogCheck.flattened(expected, limit: actual.count) else { return false }
            expected = flat
        }
        guard expected.contains(LogCheck.skip) else { return LogCheck.collapsed(actual) == expected }
        // The expected lines as runs, split at each `...`; nothing is expanded beyond what the log holds.
        var segments: [[String]] = [[]]
        var total = 0
        for line in expected {
            if line == LogCheck.skip { segments.append([]); continue }
            let (text, n) = LogCheck.count(line) ?? (line, 1)
            total += n
            guard total <= actual.count else { return false }
            segments[segments.count - 1].append(contentsOf: repeatElement(text, count: n))
        }
        // Lines as numbers, so the search compares integers.
        var ids: [String: Int] = [:]
        func id(_ s: String) -> Int { if let i = ids[s] { return i }; ids[s] = ids.count; return ids.count - 1 }
        let a = actual.map(id)
        let parts = segments.map { $0.map(id) }
        let first = parts[0], last = parts[parts.count - 1]
        guard a.starts(with: first) else { return false }
        var from = first.count
        let end = a.count - last.count
        guard end >= from, Array(a[end...]) == last else { return false }
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let at = LogCheck.find(part, in: a, from: from, before: end) else { return false }
            from = at + part.count
        }
        return true
    }

    /// Where `needle` first occurs in `hay[from..<before]` (Knuth-Morris-Pratt: linear).
    static func find(_ needle: [Int], in hay: [Int], from: Int, before: Int) -> Int? {
        guard before - from >= needle.count else { return nil }
        var fail = [0] + Array(repeating: 0, count: needle.count)
        var k = 0
        for i in 1..<needle.count {
            while k > 0 && needle[i] != needle[k] { k = fail[k] }
            if needle[i] == needle[k] { k += 1 }
            fail[i + 1] = k
        }
        k = 0
        for i in from..<before {
            while k > 0 && hay[i] != needle[k] { k = fail[k] }
            if hay[i] == needle[k] { k += 1 }
            if k == needle.count { return i - needle.count + 1 }
        }
        return nil
    }

    /// Repeats in a row as one line with a count (`pan changed x16`).
    public static func collapsed(_ lines: [String]) -> [String] {
        var out: [(String, Int)] = []
        for l in lines { if out.last?.0 == l { out[out.count - 1].1 += 1 } else { out.append((l, 1)) } }
        return out.map { $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
    }

    /// Expected lines with their counts joined: `tap ended` twice and `tap ended x2` agree, `...` lines in a
    /// row are one. Linear, and nothing is expanded (10,000 lines of `x1000000` stay 10,000 lines).
    static func normalized(_ lines: [String]) -> [String] {
        var runs: [(String, Int)] = []
        for line in lines {
            let (text, n) = line == skip ? (skip, 1) : (count(line) ?? (line, 1))
            if let last = runs.last, last.0 == text {
                if text != skip { runs[runs.count - 1].1 += n }
            } else {
                runs.append((text, n))
            }
        }
        return runs.map { $0.0 == skip || $0.1 == 1 ? $0.0 : "\($0.0) x\($0.1)" }
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
