import Foundation
import AppHost
import Gestures
import SDLBackend
import TouchTracker

/// What the touch-script limits cost at their edges (docs/limits.md): refusing a check one line past its
/// 10,000 (linear: it took 20 s when each line copied the lines before it), comparing a check of 10,000
/// lines, and the longest script within every limit (ten fingers gliding for 10,800 s) parsed and run
/// headless as `touchtracker --headless --script` runs it.
enum ScriptMoments {
    static func time(_ body: () throws -> Void) rethrows -> Double { let t0 = now(); try body(); return now() - t0 }

    static func checks() -> [String] {
        let block = "tap 1 1\nexpect-log\n" + String(repeating: "  touchesMoved draw 1\n  action pan changed\n", count: 5_000)
        var refused = ""
        let refuse = time {
            if case .failure(let e) = TouchScriptParser.parse(block + "  one more\nend\n", file: "s", scenes: ["tracker"]) { refused = e.message }
        }
        var check: LogCheck?
        let parse = time {
            if case .success(let s) = TouchScriptParser.parse(block + "end\n", file: "s", scenes: ["tracker"]), case .expectLog(let c) = s.steps.last { check = c }
        }
        let entries = (0..<5_000).flatMap { _ in ["touchesMoved draw 1", "action pan changed"] }
        var matched = false
        let compare = time { matched = check?.matches(entries) ?? false }
        let skipping = LogCheck(scope: .log, line: 1, expected: ["..."] + Array(entries.suffix(5_000)) + ["..."])
        var skipped = false
        let skip = time { skipped = skipping.matches(entries + entries) }
        return [
            "script expect-log of 10,001 lines refused in \(String(format: "%.3f", refuse)) s (\(refused))",
            "script expect-log of 10,000 lines: parsed in \(String(format: "%.3f", parse)) s, compared with 10,000 entries in \(String(format: "%.3f", compare)) s (\(matched ? "match" : "NO MATCH")); with ... around 5,000 of 20,000 entries in \(String(format: "%.3f", skip)) s (\(skipped ? "match" : "NO MATCH"))",
        ]
    }

    /// Ten fingers down, then three glides of 3,600 s (each command's limit) back and forth: 10,800 s, the
    /// whole script's limit, 648,000 frames of ten moves.
    static let longestScript: String = {
        var lines = ["window 1024 768"] + (1...10).map { "down \($0) \($0 * 80) 100" }
        for y in [700, 100, 700] { lines.append("glide 3600 " + (1...10).map { "\($0) \($0 * 80) \(y)" }.joined(separator: " ")) }
        return (lines + (1...10).map { "up \($0)" }).joined(separator: "\n") + "\n"
    }()

    static func longest() throws -> String {
        let app = TouchTrackerApp(services: benchBackend.makeServices(), size: size, store: nil)
        var script: TouchScript?
        let parse = try time { script = try TouchScriptParser.parse(longestScript, file: "longest.tts", scenes: app.sceneNames, commands: app.scriptCommands).get() }
        let driver = try benchBackend.makeHeadlessDriver(app: app, size: script!.windowSize, scale: 1, uiScale: 1)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tt-bench-longest-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let player = ScriptPlayer(script: script!, outputDirectory: out, goldenUpdate: .none)
        let run = try time { _ = try player.run(on: driver) }
        return "script longest (ten fingers gliding 10,800 s, 648,000 frames): parsed in \(String(format: "%.2f", parse)) s, run headless in \(String(format: "%.1f", run)) s (\(String(format: "%.1f", run / 648_000 * 1e6)) us a frame)"
    }
}
