import Foundation
import Testing
import BackendUnderTest

/// `make test-compat` runs the suite on sdl2-compat over SDL 3: this makes sure both are the libraries this
/// process really runs with (sdl2-compat loads SDL 3 with dlopen, so only the process's own map shows it).
@Suite struct SDLLibraryTests {
    /// The files mapped into this process, resolved (symbolic links followed).
    static func mappedFiles() throws -> Set<String> {
        // Read to the end (a /proc file has no size to read up to).
        let file = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
        defer { try? file.close() }
        let maps = String(decoding: try file.readToEnd() ?? Data(), as: UTF8.self)
        return Set(maps.split(separator: "\n").compactMap { line -> String? in
            guard let slash = line.firstIndex(of: "/") else { return nil }
            return URL(fileURLWithPath: String(line[slash...])).resolvingSymlinksInPath().path
        })
    }

    static let sdl3Asked = ProcessInfo.processInfo.environment["EXPECT_SDL3_LIBRARY"] != nil
    /// Whether the backend is built on SDL 3 (the `SDL3` trait); sdl2-compat reports SDL 2's API version.
    static let onSDL3 = backendUnderTest.libraryVersion.hasPrefix("3.")

    /// `make test-sdl3`: the SDL 3 backend runs on the SDL 3 asked for, and no SDL 2 is in the process.
    @Test(.enabled(if: sdl3Asked && onSDL3))
    func sdl3IsTheLibraryInUse() throws {
        let sdl3 = URL(fileURLWithPath: ProcessInfo.processInfo.environment["EXPECT_SDL3_LIBRARY"] ?? "")
        _ = backendUnderTest.libraryVersion
        let mapped = try Self.mappedFiles()
        #expect(mapped.contains(sdl3.resolvingSymlinksInPath().path), "SDL 3 is not mapped: \(mapped.filter { $0.contains("SDL") }.sorted())")
        #expect(!mapped.contains { $0.contains("libSDL2") }, "an SDL 2 is mapped too: \(mapped.filter { $0.contains("SDL") }.sorted())")
    }
    /// `make test-compat`: the SDL 2 backend runs on sdl2-compat over the SDL 3 asked for.
    @Test(.enabled(if: sdl3Asked && !onSDL3))
    func sdl2CompatAndSDL3AreTheLibrariesInUse() throws {
        let sdl3 = URL(fileURLWithPath: ProcessInfo.processInfo.environment["EXPECT_SDL3_LIBRARY"] ?? "")
        _ = backendUnderTest.libraryVersion   // any SDL 2 call: sdl2-compat has loaded SDL 3 by then
        let mapped = try Self.mappedFiles()
        #expect(mapped.contains(sdl3.resolvingSymlinksInPath().path), "SDL 3 is not mapped: \(mapped.filter { $0.contains("SDL") }.sorted())")
        // The SDL 2 in use is the one beside it (sdl2-compat), not the system's.
        let sdl2 = sdl3.deletingLastPathComponent().appendingPathComponent("libSDL2-2.0.so.0").resolvingSymlinksInPath().path
        #expect(mapped.contains(sdl2), "sdl2-compat is not mapped: \(mapped.filter { $0.contains("SDL") }.sorted())")
        #expect(!mapped.contains { $0.hasPrefix("/usr/") && $0.contains("libSDL2-2.0.so") }, "the system's SDL 2 is mapped too")
    }
}
