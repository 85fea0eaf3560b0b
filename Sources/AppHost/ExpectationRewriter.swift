import Foundation

/// A behaviour check that did not match, with what the run produced (`--update-expectations`).
public struct ExpectationUpdate: Equatable, Sendable {
    /// The script's file, and the line of the check's first `expect` or of its `expect-log`.
    public var file: String
    public var line: Int
    public var scope: LogCheck.Scope
    /// What happened, collapsed (`pan changed x16`): the actions alone for `expect`, every entry for `expect-log`.
    public var lines: [String]
    /// The script's bytes as the run read them (nil: not known): the rewrite is made against these, and
    /// only when the file still holds them.
    public var source: [UInt8]?

    public init(file: String, line: Int, scope: LogCheck.Scope, lines: [String], source: [UInt8]? = nil) {
        self.file = file; self.line = line; self.scope = scope; self.lines = lines; self.source = source
    }
}

/// `--update-expectations`: writes what a run produced into the script's `expect` runs and `expect-log`
/// blocks that did not match, keeping everything else as it was: comment lines and blank lines inside a
/// check, each kept line's indentation, an `expect` line's trailing comment, the line ends. An entry line is
/// rewritten in place; new lines go after the last one, with its indentation; lines left over are removed.
public enum ExpectationRewriter {
    /// `text` (a script) with the updates of its checks applied. Lines are counted from 1, as in the updates.
    public static func rewrite(_ text: String, updates: [ExpectationUpdate]) -> String {
        // Split on the LF bytes alone ("\r\n" is one Character in Swift): a CRLF line keeps its "\r", so each
        // line keeps its own end, whatever the others'.
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        // From the bottom up, so each update's line numbers still hold.
        for update in updates.sorted(by: { $0.line > $1.line }) where update.line >= 1 && update.line <= lines.count {
            switch update.scope {
            case .log: rewriteLogBlock(&lines, at: update.line - 1, with: update.lines)
            case .actions: rewriteExpectRun(&lines, at: update.line - 1, with: update.lines)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What `apply` did: the files rewritten, and those left as they are, each with why.
    public struct Applied: Equatable, Sendable {
        public var written: [String] = []
        public var leftAlone: [(file: String, why: String)] = []
        public static func == (a: Applied, b: Applied) -> Bool {
            a.written == b.written && a.leftAlone.map(\.file) == b.leftAlone.map(\.file) && a.leftAlone.map(\.why) == b.leftAlone.map(\.why)
        }
    }

    /// Rewrites the files the updates name, each against the bytes the run read (`source`; without them, the
    /// file's bytes now), through `ScriptFileReplacement`: only while the file still holds those bytes, its
    /// byte-order mark and mode kept. A file that changed since the run read it (another runner rewrote it,
    /// an editor saved it) is left alone, in `leftAlone`; what cannot be written throws.
    public static func apply(_ updates: [ExpectationUpdate]) throws -> Applied {
        var applied = Applied()
        for file in Set(updates.map(\.file)).sorted() {
            let mine = updates.filter { $0.file == file }
            guard let read = mine.first(where: { $0.source != nil })?.source ?? FileManager.default.contents(atPath: file).map({ [UInt8]($0) }) else {
                applied.leftAlone.append((file, "it cannot be read"))
                continue
            }
            let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
            let hasBOM = read.starts(with: bom)
            let text = String(decoding: hasBOM ? read.dropFirst(3) : read[...], as: UTF8.self)
            let new = rewrite(text, updates: mine)
            guard new != text else { continue }
            // Never a file the reader refuses (`TouchScript`'s limits).
            let lineCount = new.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            guard new.utf8.count + (hasBOM ? 3 : 0) <= TouchScript.maximumBytes, lineCount <= TouchScript.maximumLines else {
                applied.leftAlone.append((file, "the rewritten script would pass a script's limits (\(TouchScript.maximumBytes >> 20) MiB, \(TouchScript.maximumLines) lines)"))
                continue
            }
            switch try ScriptFileReplacement.replace(file, ifStill: read, with: (hasBOM ? bom : []) + Array(new.utf8)) {
            case .replaced: applied.written.append(file)
            case .changedMeanwhile: applied.leftAlone.append((file, "it changed since this run read it (another run or an editor wrote it): run again to update it"))
            }
        }
        return applied
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
