import Foundation

/// Finds the app's files (the font), so pixels do not depend on the machine's fonts. In order:
/// 1. `$TOUCHTRACKER_ASSETS`;
/// 2. an installed layout: `<prefix>/share/touchtracker/` beside `<prefix>/bin/touchtracker`;
/// 3. `Assets/` beside the executable or up to four folders above it (`.build/release/touchtracker` in a
///    clone of the package), then in the package this file was compiled from;
/// 4. the system's copy of the same font (Debian's fonts-dejavu-core), so even a binary copied on its own
///    starts.
public enum AssetLocator {
    /// Where the system keeps fonts of the same name, tried last.
    static let systemFonts = ["/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF", "/usr/share/fonts/dejavu"]

    /// `TOUCHTRACKER_ASSET_TRACE=1` prints the file found to stderr (checking an installation).
    public static func path(of name: String) -> String? {
        let found = candidates().lazy.map { ($0 as NSString).appendingPathComponent(name) }.first { FileManager.default.fileExists(atPath: $0) }
        if ProcessInfo.processInfo.environment["TOUCHTRACKER_ASSET_TRACE"] == "1" {
            try? FileHandle.standardError.write(contentsOf: Data("touchtracker: \(name) from \(found ?? "nowhere")\n".utf8))
        }
        return found
    }

    static func candidates() -> [String] {
        var list: [String] = []
        if let env = ProcessInfo.processInfo.environment["TOUCHTRACKER_ASSETS"] { list.append(env) }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var dir = executable.deletingLastPathComponent()
        list.append(dir.deletingLastPathComponent().appendingPathComponent("share/touchtracker").path)
        for _ in 0..<5 {
            list.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        list.append(source.appendingPathComponent("Assets").path)
        return list + systemFonts
    }
}
