import AppHost

/// A failed behaviour check's expected and actual lines side by side, aligned as a diff aligns two files:
/// the longest common subsequence of the two lists (the classic dynamic programme, after the common head and
/// tail are taken off) pairs the lines that match, each in one row, never marked; an expected line with no
/// match is `missing`, an actual one `extra`. An expected `...` stands for any lines: it is a row of its own,
/// and the actual lines in its gap are `skipped`, not extra.
///
/// Past `cellLimit` cells (a check of thousands of lines against a longer log) the middle is matched greedily
/// instead (each expected line against the next equal actual line): still no pair that does not match, in time
/// n log m, but not always the fewest rows marked.
enum LogAlignment {
    enum Mark: String { case same, missing, extra, skipped, skip }

    struct Row: Equatable {
        var expected: String?
        var actual: String?
        var mark: Mark
    }

    static let cellLimit = 4_000_000

    static func rows(expected: [String], actual: [String]) -> [Row] {
        let pairs = matches(expected, actual)
        var rows: [Row] = []
        var i = 0, j = 0
        func gap(to end: (Int, Int)) {
            let covered = expected[i..<end.0].contains(LogCheck.skip)
            for e in expected[i..<end.0] { rows.append(Row(expected: e, actual: nil, mark: e == LogCheck.skip ? .skip : .missing)) }
            for a in actual[j..<end.1] { rows.append(Row(expected: nil, actual: a, mark: covered ? .skipped : .extra)) }
        }
        for (e, a) in pairs {
            gap(to: (e, a))
            rows.append(Row(expected: expected[e], actual: actual[a], mark: .same))
            i = e + 1; j = a + 1
        }
        gap(to: (expected.count, actual.count))
        return rows
    }

    /// The matched pairs (expected index, actual index), in order; `...` never matches.
    static func matches(_ x: [String], _ y: [String]) -> [(Int, Int)] {
        func same(_ i: Int, _ j: Int) -> Bool { x[i] == y[j] && x[i] != LogCheck.skip }
        var head = 0
        while head < x.count && head < y.count && same(head, head) { head += 1 }
        var tail = 0
        while tail < x.count - head && tail < y.count - head && same(x.count - 1 - tail, y.count - 1 - tail) { tail += 1 }
        let n = x.count - head - tail, m = y.count - head - tail
        var middle: [(Int, Int)] = []
        if n > 0 && m > 0 && n * m <= cellLimit {
            // length[i][j]: the longest common subsequence of x[head+i...] and y[head+j...], then walked from the start.
            let w = m + 1
            var length = [Int32](repeating: 0, count: (n + 1) * w)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    length[i * w + j] = same(head + i, head + j) ? length[(i + 1) * w + j + 1] + 1 : max(length[(i + 1) * w + j], length[i * w + j + 1])
                }
            }
            var i = 0, j = 0
            while i < n && j < m {
                if same(head + i, head + j) { middle.append((head + i, head + j)); i += 1; j += 1 }
                else if length[(i + 1) * w + j] >= length[i * w + j + 1] { i += 1 } else { j += 1 }
            }
        } else if n > 0 && m > 0 {
            var at: [String: [Int]] = [:]   // each actual line's places, in order
            for k in head..<(head + m) { at[y[k], default: []].append(k) }
            var j = head
            for i in head..<(head + n) where x[i] != LogCheck.skip {
                guard let places = at[x[i]] else { continue }
                var lo = 0, hi = places.count   // the first place at or after j
                while lo < hi { let mid = (lo + hi) / 2; if places[mid] < j { lo = mid + 1 } else { hi = mid } }
                if lo < places.count { middle.append((i, places[lo])); j = places[lo] + 1 }
            }
        }
        return (0..<head).map { ($0, $0) } + middle + (0..<tail).map { (x.count - tail + $0, y.count - tail + $0) }
    }
}
