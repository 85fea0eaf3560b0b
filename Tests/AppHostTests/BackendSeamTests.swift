import Foundation
import Testing

/// The seam docs/architecture.md claims ("`Backend`"): outside the backend module and its own tests, no
/// Swift file imports SDL, names a type of the backend's, or carries an `#if SDL3`; the command line, the
/// tests that draw and the bench each name the backend in one line. Read from the sources themselves.
@Suite struct BackendSeamTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Folders where SDL may be named: the backend and its own tests.
    static let backendFolders = ["Sources/SDLBackend/", "Tests/SDLBackendTests/", "Tests/SDL3BackendTests/"]
    /// The backend's types a file outside it may not name (the bench may use its measuring tools).
    static let backendTypes = ["SDLServices", "PNGCodec", "PNGWriter", "SDLVersion", "SDLEventConverter", "SDLCanvas",
                               "HeadlessDriver", "FontMetrics", "InteractiveHost", "SDLAPI", "SDL2API", "SDL3API"]
    static let benchTools = ["OffscreenTarget", "WindowTarget", "SyntheticEvents"]
    /// The one line each of these gives the backend's name.
    static let naming = ["Sources/touchtracker/ChosenBackend.swift", "Tests/BackendUnderTest/BackendUnderTest.swift",
                         "Sources/touchtracker-bench/main.swift"]

    static func swiftFiles() -> [String] {
        let e = FileManager.default.enumerator(atPath: root.path)
        var out: [String] = []
        while let p = e?.nextObject() as? String {
            if p.hasPrefix(".build") || p.hasPrefix(".") { e?.skipDescendants(); continue }
            if p.hasSuffix(".swift") && (p.hasPrefix("Sources/") || p.hasPrefix("Tests/")) { out.append(p) }
        }
        return out.sorted()
    }

    /// Each line's code: `//` comments and string literals left out (SDL's hint names appear in both).
    static func code(_ line: Substring) -> String {
        var out = "", inString = false, previous: Character = " "
        for c in line {
            if !inString && c == "/" && previous == "/" { out.removeLast(); break }
            if c == "\"" { inString.toggle(); previous = c; continue }
            if !inString { out.append(c) }
            previous = c
        }
        return out
    }

    @Test func noFileOutsideTheBackendNamesSDL() throws {
        var found: [String] = []
        let files = Self.swiftFiles()
        #expect(files.count > 100, "the sources were found (\(files.count) files under \(Self.root.path))")
        for path in files where !Self.backendFolders.contains(where: path.hasPrefix) {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let allowed = path.hasPrefix("Sources/touchtracker-bench/") ? Self.benchTools : []
            for (n, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = Self.code(raw)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("#if") && line.contains("SDL3") { found.append("\(path):\(n + 1): \(trimmed)") }
                if trimmed.hasPrefix("import CSDL") || trimmed.hasPrefix("@testable import SDLBackend") { found.append("\(path):\(n + 1): \(trimmed)") }
                if trimmed.hasPrefix("import SDLBackend") && !Self.naming.contains(path) && !path.hasPrefix("Sources/touchtracker-bench/") {
                    found.append("\(path):\(n + 1): \(trimmed)")
                }
                guard line.contains("SDL") || allowed.isEmpty == false || Self.backendTypes.contains(where: line.contains) else { continue }
                if line.range(of: #"\bSDL_[A-Za-z]"#, options: .regularExpression) != nil { found.append("\(path):\(n + 1): \(trimmed)") }
                for name in Self.backendTypes + ["SDLPlatform"] where !allowed.contains(name) {
                    if name == "SDLPlatform" && Self.naming.contains(path) { continue }
                    if line.contains(name), line.range(of: "\\b\(name)\\b", options: .regularExpression) != nil { found.append("\(path):\(n + 1): \(trimmed)") }
                }
            }
        }
        #expect(found.isEmpty, "\(found.count) lines name SDL outside the backend:\n\(found.joined(separator: "\n"))")
    }

    @Test func theBackendIsNamedInOneLineEach() throws {
        for path in Self.naming {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let lines = text.split(separator: "\n").filter { Self.code($0).contains("SDLPlatform()") }
            #expect(lines.count == 1, "\(path): \(lines)")
        }
    }
}
