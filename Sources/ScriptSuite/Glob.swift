#if canImport(Glibc)
import Glibc
#endif

/// A file pattern of the suite's rule of which files are scripts (docs/ci.md, "Which scripts"): `*`, `?` and
/// `[...]` within a name (`fnmatch`), `**` for any number of folders. A pattern without `/` is matched against
/// a file's name, wherever it is; one with `/` against its path from the folder searched (`checks/**/*.tts`).
public struct Glob: Sendable, Equatable, CustomStringConvertible {
    public let pattern: String
    /// Whether letter case is ignored (the ignore list's: `README.txt`, `Readme.txt` and `readme.txt` alike).
    public let ignoresCase: Bool

    public init(_ pattern: String, ignoresCase: Bool = false) {
        self.pattern = pattern
        self.ignoresCase = ignoresCase
    }

    public var description: String { pattern }

    /// Whether `path` (relative to the folder searched, `/` between its parts) matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard pattern.contains("/") else { return parts.last.map { Self.fnmatches(pattern, $0, ignoresCase) } ?? false }
        let segments = pattern.split(separator: "/").map(String.init)
        return Self.match(segments[...], parts[...], ignoresCase)
    }

    static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>, _ fold: Bool) -> Bool {
        guard let first = pattern.first else { return parts.isEmpty }
        if first == "**" {
            // Any number of folders, none included.
            for skip in 0...parts.count where match(pattern.dropFirst(), parts.dropFirst(skip), fold) { return true }
            return false
        }
        guard let part = parts.first, fnmatches(first, part, fold) else { return false }
        return match(pattern.dropFirst(), parts.dropFirst(), fold)
    }

    static func fnmatches(_ pattern: String, _ name: String, _ fold: Bool) -> Bool {
        fnmatch(pattern, name, FNM_PERIOD | (fold ? fnmCaseFold : 0)) == 0
    }

    /// glibc's `FNM_CASEFOLD` (a GNU extension, `1 << 4`, which Swift's Glibc module does not export).
    static let fnmCaseFold: Int32 = 1 << 4
}

/// Which files of a folder are scripts: those matching one of `scripts` and none of `ignore` (docs/ci.md,
/// "Which scripts"). A file named as a PATH is run whatever its name.
public struct ScriptRule: Sendable, Equatable {
    public var scripts: [Glob]
    public var ignore: [Glob]

    /// Touch scripts (`*.tts`, what `--record` writes; `*.txt`, the examples' name) and lessons
    /// (`*.playground`).
    public static let standardScripts = ["*.tts", "*.txt", "*.playground"]
    /// What a suite's folder holds beside its scripts: notes about them, never scripts (any letter case).
    public static let standardIgnore = ["README*", "LICENSE*", "LICENCE*", "CHANGELOG*", "CHANGES*", "NOTES*", "TODO*", "COPYING*"]

    public init(scripts: [String] = standardScripts, ignore: [String] = standardIgnore) {
        self.scripts = scripts.map { Glob($0) }
        self.ignore = ignore.map { Glob($0, ignoresCase: true) }
    }

    public static let standard = ScriptRule()

    /// Whether the file at `path` (from the folder searched) is a script.
    public func isScript(_ path: String) -> Bool {
        scripts.contains { $0.matches(path) } && !ignore.contains { $0.matches(path) }
    }
}
