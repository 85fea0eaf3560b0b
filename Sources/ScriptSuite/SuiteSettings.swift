import Foundation
import TOMLKit

/// A suite's own settings, `touchtracker.toml` at its root (docs/ci.md, "The suite's settings"), as
/// Playwright's config file is: which files are scripts and which are left out, the workers, the time-out,
/// and the projects (named runs of the whole suite at a scale and interface scale, on a backend, each with
/// its own goldens). The command line's options win over the file's. A bad file (TOML that does not parse,
/// an unknown key, a value of the wrong type or out of range) is a `SuiteSettings.Failure` naming the file
/// and the line.
public struct SuiteSettings: Sendable, Equatable {
    /// The settings file's name, looked for in the current folder (or a folder `touchtracker test` is given).
    public static let fileName = "touchtracker.toml"

    /// The file read (as given), and its folder: the suite's root, what `paths` and `goldens` are relative to.
    public var file: String
    public var root: String { let f = (file as NSString).deletingLastPathComponent; return f.isEmpty ? "." : f }
    /// The paths searched when the command line names none (relative to the root).
    public var paths: [String]?
    /// The patterns of the files that are scripts (replacing `*.tts`, `*.txt`, `*.playground`).
    public var scripts: [String]?
    /// Patterns left out, added to the standard ignore list (and `--ignore` adds more).
    public var ignore: [String] = []
    public var workers: Int?
    public var timeout: Double?
    /// The projects, in the file's order.
    public var projects: [SuiteProject] = []

    /// A file's problem: `touchtracker.toml:7: unknown key 'worker' ...`.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// The keys the file may hold, at its top and in a project.
    public static let topKeys = ["paths", "scripts", "ignore", "workers", "timeout", "projects"]
    public static let projectKeys = ["scale", "ui-scale", "backend", "goldens", "binary"]

    /// Reads `file`; nil when there is none at that path (a file that cannot be read is a failure).
    public static func read(_ file: String) throws -> SuiteSettings? {
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "\(file): cannot be read as UTF-8 text")
        }
        return try parse(text, file: file)
    }

    /// The settings `text` says, `file` naming it in messages.
    public static func parse(_ text: String, file: String) throws -> SuiteSettings {
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let error as TOMLParseError {
            throw Failure(description: "\(file):\(error.source.begin.line): \(error.description) (docs/ci.md, \"The suite's settings\")")
        }
        let lines = SettingsLines(text)
        func fail(_ path: [String], _ message: String) -> Failure {
            Failure(description: "\(file):\(lines.line(of: path)): \(message) (docs/ci.md, \"The suite's settings\")")
        }
        var settings = SuiteSettings(file: file)
        for key in table.keys {
            guard let value = table[key] else { continue }
            switch key {
            case "paths": settings.paths = try strings(value, [key], fail)
            case "scripts": settings.scripts = try strings(value, [key], fail)
            case "ignore": settings.ignore = try strings(value, [key], fail)
            case "workers":
                guard let n = value.int, (1...256).contains(n) else { throw fail([key], "workers must be a whole number from 1 to 256, got \(value.debugDescription)") }
                settings.workers = n
            case "timeout":
                guard let s = number(value), s > 0, s <= 86400 else { throw fail([key], "timeout must be a number of seconds more than 0 and at most 86400, got \(value.debugDescription)") }
                settings.timeout = s
            case "projects":
                guard let projects = value.table else { throw fail([key], "projects must be a table of projects ([projects.NAME]), got a \(value.type)") }
                for name in projects.keys {
                    guard let p = projects[name]?.table else { throw fail([key, name], "projects.\(name) must be a table ([projects.\(name)]), got a \(projects[name]!.type)") }
                    settings.projects.append(try project(name, p, fail))
                }
            default:
                throw fail([key], "unknown key '\(key)': the keys are \(topKeys.joined(separator: ", "))")
            }
        }
        // TOMLKit's tables are sorted by key: the projects in the file's order, by their lines.
        settings.projects.sort { lines.line(of: ["projects", $0.name]) < lines.line(of: ["projects", $1.name]) }
        return settings
    }

    static func project(_ name: String, _ table: TOMLTable, _ fail: ([String], String) -> Failure) throws -> SuiteProject {
        guard SuiteProject.isName(name) else {
            throw fail(["projects", name], "project name '\(name)' must be letters, digits, '-' and '_' (it names a folder)")
        }
        var project = SuiteProject(name: name)
        for key in table.keys {
            guard let value = table[key] else { continue }
            let path = ["projects", name, key]
            switch key {
            case "scale", "ui-scale":
                guard let k = number(value), k >= 0.5, k <= 4 else { throw fail(path, "\(key) must be a number from 0.5 to 4, got \(value.debugDescription)") }
                if key == "scale" { project.scale = k } else { project.uiScale = k }
            case "backend":
                guard let b = value.string, SuiteProject.backends.contains(b) else {
                    throw fail(path, "backend must be one of \(SuiteProject.backends.map { "\"\($0)\"" }.joined(separator: ", ")), got \(value.debugDescription)")
                }
                project.backend = b
            case "goldens", "binary":
                guard let s = value.string, !s.isEmpty else { throw fail(path, "\(key) must be a path (a string), got \(value.debugDescription)") }
                if key == "goldens" { project.goldens = s } else { project.binary = s }
            default:
                throw fail(path, "unknown key '\(key)' in project '\(name)': the keys are \(projectKeys.joined(separator: ", "))")
            }
        }
        return project
    }

    static func strings(_ value: any TOMLValueConvertible, _ path: [String], _ fail: ([String], String) -> Failure) throws -> [String] {
        guard let array = value.array else { throw fail(path, "\(path.last!) must be an array of strings, got a \(value.type)") }
        return try array.map { v in
            guard let s = v.string else { throw fail(path, "\(path.last!) must be an array of strings, and \(v.debugDescription) is a \(v.type)") }
            return s
        }
    }

    static func number(_ value: any TOMLValueConvertible) -> Double? { value.double ?? value.int.map(Double.init) }

    /// The projects `--project` names, in the file's order; all of them when it names none. A name no project
    /// has is a failure naming the file and the projects it has.
    public func chosenProjects(_ names: [String]) throws -> [SuiteProject] {
        guard !names.isEmpty else { return projects }
        for n in names where !projects.contains(where: { $0.name == n }) {
            let known = projects.isEmpty ? "it has no projects" : "its projects are \(projects.map(\.name).joined(separator: ", "))"
            throw Failure(description: "--project \(n): \(file) has no project '\(n)' (\(known))")
        }
        return projects.filter { names.contains($0.name) }
    }
}

/// A project (`[projects.NAME]`): the whole suite run once more, at its own scale (pixels per point) and
/// interface scale, on its backend, against its own goldens (Playwright's projects).
public struct SuiteProject: Sendable, Equatable {
    public var name: String
    /// Headless pixels per point (`--scale`); nil: the command line's.
    public var scale: Double?
    /// Interface scale (`--ui-scale`); nil: 1.
    public var uiScale: Double?
    /// `sdl2` or `sdl3`: the backend its scripts run on (this binary's, or `binary`'s).
    public var backend: String?
    /// Its goldens' folder, relative to the suite's root: a script's golden `G` is `GOLDENS/FOLDER/G` where
    /// FOLDER is the script's folder from the root; nil: beside the scripts.
    public var goldens: String?
    /// The `touchtracker` its scripts run with (relative to the root): one built with its backend.
    public var binary: String?

    public init(name: String, scale: Double? = nil, uiScale: Double? = nil, backend: String? = nil, goldens: String? = nil, binary: String? = nil) {
        self.name = name; self.scale = scale; self.uiScale = uiScale; self.backend = backend; self.goldens = goldens; self.binary = binary
    }

    public static let backends = ["sdl2", "sdl3"]

    static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }
}

/// Where each key of a TOML text is written (TOMLKit keeps no positions for values): `[a.b]` headers and
/// `key = ` lines (dotted and quoted keys too), each key path's first line.
struct SettingsLines {
    private var lines: [[String]: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        var inArray = 0
        for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if inArray > 0 { inArray += Self.depth(line); continue }
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.keys(String(inner))
                for i in table.indices where lines[Array(table[...i])] == nil { lines[Array(table[...i])] = n + 1 }
            } else if let eq = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let path = table + Self.keys(String(line[..<eq]))
                for i in path.indices where lines[Array(path[...i])] == nil { lines[Array(path[...i])] = n + 1 }
                inArray = Self.depth(String(line[eq...]))
            }
        }
    }

    /// The line of `path` (or of its longest prefix written), 1 when none is.
    func line(of path: [String]) -> Int {
        for n in stride(from: path.count, to: 0, by: -1) { if let l = lines[Array(path.prefix(n))] { return l } }
        return 1
    }

    /// `a."b.c".d` → `["a", "b.c", "d"]`.
    static func keys(_ s: String) -> [String] {
        var keys: [String] = [], current = "", quote: Character?
        for c in s {
            if let q = quote { if c == q { quote = nil } else { current.append(c) } }
            else if c == "\"" || c == "'" { quote = c }
            else if c == "." { keys.append(current.trimmingCharacters(in: .whitespaces)); current = "" }
            else { current.append(c) }
        }
        keys.append(current.trimmingCharacters(in: .whitespaces))
        return keys
    }

    /// How many more `[` than `]` a line opens, outside strings and comments (a multi-line array's lines).
    static func depth(_ s: String) -> Int {
        var d = 0, quote: Character?
        for c in s {
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "#" { break }
            if c == "\"" || c == "'" { quote = c } else if c == "[" { d += 1 } else if c == "]" { d -= 1 }
        }
        return d
    }
}

extension SuiteProject {
    /// `scale 2, ui-scale 1.5, sdl3, goldens goldens-hidpi`: what the reports' heads say of it.
    public var summary: String {
        var parts: [String] = []
        if let scale { parts.append("scale \(Self.number(scale))") }
        if let uiScale { parts.append("ui-scale \(Self.number(uiScale))") }
        if let backend { parts.append(backend) }
        if let goldens { parts.append("goldens \(goldens)") }
        if let binary { parts.append("binary \(binary)") }
        return parts.isEmpty ? "as the command line says" : parts.joined(separator: ", ")
    }

    static func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
}
