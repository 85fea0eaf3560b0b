import Foundation

/// A script's tags (Playwright's): `# tags: smoke pen` in its header comment, the comment and blank lines
/// before its first command. `--grep` matches a script's title, its path followed by its tags
/// (`checks/pen.tts @smoke @pen`; with projects, `[PROJECT] ` first), so a tag chooses scripts as a path does.
public enum ScriptTags {
    /// The tags of the script at `path` ([] when it has none or cannot be read).
    public static func read(_ path: String) -> [String] {
        parse(SuiteRunner.text(path, limit: 64 << 10))
    }

    /// The tags of a script's text: every `# tags:` line of its header comment, in order, each tag once.
    public static func parse(_ text: String) -> [String] {
        var tags: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            guard line.hasPrefix("#") else { break }   // the first command ends the header
            let comment = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            guard comment.lowercased().hasPrefix("tags:") else { continue }
            for word in comment.dropFirst(5).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }) {
                let tag = word.hasPrefix("@") ? String(word.dropFirst()) : String(word)
                if !tag.isEmpty && !tags.contains(tag) { tags.append(tag) }
            }
        }
        return tags
    }

    /// What `--grep` matches: `[PROJECT] PATH @TAG ...`.
    public static func title(_ script: String, project: String? = nil, tags: [String]) -> String {
        (project.map { "[\($0)] " } ?? "") + script + tags.map { " @\($0)" }.joined()
    }
}
