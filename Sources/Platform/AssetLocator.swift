import Foundation

/// Finds the files of `Assets/` (the font), so pixels do not depend on the machine's fonts.
/// Looks in `$TOUCHTRACKER_ASSETS`, then beside the executable and up to four folders above it
/// (`.build/release/touchtracker` -> the package), then in the package this file was compiled from.
public enum AssetLocator {
    public static func path(of name: String) -> String? {
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["TOUCHTRACKER_ASSETS"] { candidates.append(env) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("Assets").path)
            dir = dir.deletingLastPathComponent()
        }
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("Assets").path)
        for c in candidates {
            let p = (c as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: p) { return p }
        }
        return nil
    }
}
