import Foundation

/// A behaviour check that did not match, with what the run produced (`--update-expectations`).
public struct ExpectationUpdate: Equatable, Sendable {
    /// The script's file, and the line of the check's first `expect` or of its `expect-log`.
    public var file: String
    public var line: Int
    public var scope: LogCheck.Scope
    /// What happened, collapsed (`pan changed x16`): the actions alone for `expect`, every entry for `expect-log`.
    public var lines: [String]

    public init(file: String, line: Int, scope: LogCheck.Scope, lines: [String]) {
        self.file = file; self.line = line; self.scope = scope; self.lines = lines
    }
}

/// `--update-expectations`: writes what a run produced into the script's `expect` runs and `expect-log`
/// blocks that did not match, keeping everything else as it was: comment lines and blank lines inside a
/// check, each kept line's indentation, an `expect` line's trailing comment, the line ends. An entry line is
/// rewritten in place; new lines go after the last one, with its indentation; lines left over are removed.
public enum ExpectationRewriter {
    /// `text` (a script) with the updates of its checks applied. Lines are counted from 1, as in the updates.
    public static func rewrite(_ text: String, updates: [ExpectationUpdate]) -> String {
        // "\r\n" is one Character in Swift: split on both, and write the script's own line end back.
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        // From the bottom up, so each update's line numbers still hold.
        for update in updates.sorted(by: { $0.line > $1.line }) where update.line >= 1 && update.line <= lines.count {
            switch update.scope {
            case .log: rewriteLogBlock(&lines, at: update.line - 1, with: update.lines)
            case .actions: rewriteExpectRun(&lines, at: update.line - 1, with: update.lines)
            }
        }
        return lines.joined(separator: newline)
    }

    /// Rewrites the files the updates name (each written whole, through a temporary file beside it).
    /// Returns the files written.
    @discardableResult
    public static func apply(_ updates: [ExpectationUpdate]) throws -> [String] {
        var written: [String] = []
        for file in Set(updates.map(\.file)).sorted() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let new = rewrite(text, updates: updates.filter { $0.file == file })
            guard new != text else { continue }
            try writeFileAtomically(Data(new.utf8), to: file)
            written.append(file)
        }
        return written
    }

    static func isBlank(_ s: Substring) -> Bool { s.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" } }

    static func indentation(_ line: String) -> String { String(line.prefix { $0 == " " || $0 == "\t" }) }

    static func body(_ line: String) -> Substring {
        var s = Substring(line)
        if s.hasSuffix("\r") { s = s.dropLast() }
        return s.drop { $0 == " " || $0 == "\t" }
    }

    /// The line end a line carries (`\r` for CRLF scripts).
    static func ending(_ line: String) -> String { line.hasSuffix("\r") ? "\r" : "" }

    /// An `expect-log` block at `start`: its entry lines (not comments, not blank, not `end`) take the new lines.
    static func rewriteLogBlock(_ lines: inout [String], at start: Int, with new: [String]) {
        var entries: [Int] = []
        var end = start + 1
        while end < lines.count {
            let b = body(lines[end])
            let words = b.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if words.first == "end", words.count == 1 || words[1].hasPrefix("#") { break }
            if !isBlank(b), b.first != "#" { entries.append(end) }
            end += 1
        }
        guard end < lines.count else { return }   // no `end`: the parser refused it, nothing ran
        let indent = entries.last.map { indentation(lines[$0]) } ?? indentation(lines[start]) + "  "
        let cr = ending(lines[start])
        replace(&lines, entries: entries, insertAt: entries.last.map { $0 + 1 } ?? end,
                with: new.map { indent + $0 + cr }, keeping: { old, text in indentation(old) + text + ending(old) }, texts: new)
    }

    /// A run of `expect` lines from `start` (comment and blank lines between them belong to it): each `expect`
    /// line takes a new action, keeping its indentation and trailing comment.
    static func rewriteExpectRun(_ lines: inout [String], at start: Int, with new: [String]) {
        var entries: [Int] = []
        var i = start
        while i < lines.count {
            let b = body(lines[i])
            let code = b.prefix { $0 != "#" }
            let first = code.split(whereSeparator: { $0 == " " || $0 == "\t" }).first
            if first == "expect" { entries.append(i) } else if first != nil { break }
            i += 1
        }
        guard let last = entries.last else { return }
        let indent = indentation(lines[last]), cr = ending(lines[last])
        let texts = new.map { "expect " + $0 }
        replace(&lines, entries: entries, insertAt: last + 1, with: texts.map { indent + $0 + cr }, keeping: { old, text in
            // The old line's trailing comment stays, after the new text.
            let code = old.prefix { $0 != "#" }
            let comment = old.dropFirst(code.count)
            let gap = comment.isEmpty ? "" : String(code.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
            let commentText = comment.hasSuffix("\r") ? String(comment.dropLast()) : String(comment)
            return indentation(old) + text + (comment.isEmpty ? "" : (gap.isEmpty ? " " : gap) + commentText) + ending(old)
        }, texts: texts)
    }

    /// Puts `texts` on the lines `entries` (each through `keeping`, from the old line), inserts the rest
    /// (`fresh`) at `insertAt`, or removes the entry lines left over.
    static func replace(_ lines: inout [String], entries: [Int], insertAt: Int, with fresh: [String],
                        keeping: (String, String) -> String, texts: [String]) {
        let shared = min(entries.count, texts.count)
        for k in 0..<shared { lines[entries[k]] = keeping(lines[entries[k]], texts[k]) }
        if texts.count > entries.count {
            lines.insert(contentsOf: fresh[entries.count...], at: insertAt)
        } else {
            for index in entries[shared...].reversed() { lines.remove(at: index) }
        }
    }
}
