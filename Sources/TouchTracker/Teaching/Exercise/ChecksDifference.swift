/// How a student's answer's checks differ from the exercise's (docs/playground.md, "Grading a class"): the
/// lines that check something, each trimmed, its spaces run together, blank lines and `#` comments left out
/// (a comment the student added is no change), compared in order. The difference is the exercise's lines
/// the answer lacks (`- LINE`) and the answer's the exercise lacks (`+ LINE`), in the order they come; empty
/// when the checks are the same.
public enum ChecksDifference {
    /// The lines of `lines` that check something, as compared.
    public static func significant(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let first = words.first, !first.hasPrefix("#") else { return nil }
            return words.joined(separator: " ")
        }
    }

    /// `- LINE` (the exercise's only) and `+ LINE` (the answer's only), in order: a longest common
    /// subsequence of the significant lines is kept, the rest is the difference.
    public static func between(exercise: [String], answer: [String]) -> [String] {
        let a = significant(exercise), b = significant(answer)
        guard a != b else { return [] }
        // lcs[i][j]: the longest common subsequence of a[i...] and b[j...].
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] { i += 1; j += 1 }
            else if j < b.count, i == a.count || lcs[i][j + 1] >= lcs[i + 1][j] { out.append("+ " + b[j]); j += 1 }
            else { out.append("- " + a[i]); i += 1 }
        }
        return out
    }
}
