import Foundation
import Testing
import TestSupport

/// `--update-expectations` through the binary: the checks that did not match are rewritten with what the
/// run produced (comments and layout kept), the run passes, and the rewritten script passes as it is.
/// Refused when CI is set, on `--script` and on `touchtracker test`.
@Suite struct UpdateExpectationsTests {
    static let script = """
        # Wrong on purpose: the rewrite puts what happened here.
        window 320 240
        drag 40 60 280 80 0.5
        expect moveLine began   # the long press's pan
        expect moveLine ended
        wait 0.5
        tap 160 70
        wait 0.4
        expect-log
          # the tap, then its menu
          action tap ended
        end
        tap 160 70
        tap 160 70
        wait 0.4
        expect doubleTap ended
        expect-log
          ...
        end

        """

    /// Issue 52, then issue 48: a 90 s drag logs more entries than a check may hold (10,000); its block is now
    /// written folded (`(A | B) xN`, a handful of lines, not one a line), and the next run holds it as written.
    @Test func aNinetySecondDragIsWrittenFoldedAndThenHolds() throws {
        let folder = ScratchFolder("tt-update-expectations-long")
        let script = "window 400 400\ndrag 10 10 390 390 90\nexpect-log\nend\n"
        let run = try Binary.run(script, extra: ["--update-expectations"], in: folder.url, unset: ["CI"])
        #expect(run.code == 0, "\(run.stderr.prefix(400))")
        let written = try String(contentsOf: folder.appendingPathComponent("s.txt"), encoding: .utf8)
        let block = written.split(separator: "\n").drop { $0 != "expect-log" }.dropFirst().prefix { $0 != "end" }
        #expect(block.count <= 8 && block.contains { $0.contains(" | ") }, "\(written)")
        let again = try Binary.run(written, in: folder.url, unset: ["CI"])
        #expect(again.code == 0, "\(again.stderr.prefix(400))")
    }

    @Test func theChecksThatFailedAreRewrittenAndThenPass() throws {
        let folder = ScratchFolder("tt-update-expectations")
        let failing = try Binary.run(Self.script, in: folder.url, unset: ["CI"])
        #expect(failing.code == 3, "\(failing.stderr)")
        let updated = try Binary.run(Self.script, extra: ["--update-expectations"], in: folder.url, unset: ["CI"])
        #expect(updated.code == 0, "\(updated.stderr)")
        #expect(updated.stderr.contains("wrote the expect lines at \(folder.url.path)/s.txt:4"), "\(updated.stderr)")
        #expect(updated.stderr.contains("wrote the expect-log block at \(folder.url.path)/s.txt:9"), "\(updated.stderr)")
        let text = try String(contentsOf: folder.appendingPathComponent("s.txt"), encoding: .utf8)
        #expect(text.contains("""
            expect moveLine began   # the long press's pan
            expect moveLine changed x28
            expect moveLine ended
            wait 0.5
            """), "\(text)")
        #expect(text.contains("""
            expect-log
              # the tap, then its menu
              action tap ended
              menu show Delete
            end
            """), "\(text)")
        #expect(text.contains("expect doubleTap ended\nexpect-log\n  ...\nend\n"), "the checks that matched are left as they are")
        #expect(text.hasPrefix("# Wrong on purpose"))
        // The rewritten script passes as it is, with no option.
        let again = try Binary.run(arguments: ["--headless", "--script", folder.appendingPathComponent("s.txt").path, "--out", folder.url.path], in: folder.url)
        #expect(again.code == 0, "\(again.stderr)")
    }

    @Test func refusedInCI() throws {
        let folder = ScratchFolder("tt-update-expectations-ci")
        let run = try Binary.run(Self.script, extra: ["--update-expectations"], in: folder.url, environment: ["CI": "1"])
        #expect(run.code == 2 && run.stderr.contains("--update-expectations is refused when CI is set"), "\(run.stderr)")
        let suite = try Binary.capture(["test", folder.url.path, "--update-expectations", "--output", folder.appendingPathComponent("out").path],
                                       in: folder.url, environment: ["CI": "1"])
        #expect(suite.code == 2 && suite.stderr.contains("--update-expectations is refused when CI is set"), "\(suite.stderr)")
        #expect(try String(contentsOf: folder.appendingPathComponent("s.txt"), encoding: .utf8) == Self.script, "nothing rewritten")
    }

    /// Through `touchtracker test`: each child rewrites its own script, and the suite passes.
    @Test func throughTheSuiteRunner() throws {
        let folder = ScratchFolder("tt-update-expectations-suite")
        let scripts = folder.appendingPathComponent("checks")
        try FileManager.default.createDirectory(at: scripts, withIntermediateDirectories: true)
        try Self.script.write(to: scripts.appendingPathComponent("a.tts"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out").path
        let failing = try Binary.capture(["test", scripts.path, "--output", out], in: folder.url, unset: ["CI"])
        #expect(failing.code == 3, "\(failing.stdout)")
        let updated = try Binary.capture(["test", scripts.path, "--output", out, "--update-expectations"], in: folder.url, unset: ["CI"])
        #expect(updated.code == 0, "\(updated.stdout)\(updated.stderr)")
        let passing = try Binary.capture(["test", scripts.path, "--output", out], in: folder.url, unset: ["CI"])
        #expect(passing.code == 0, "\(passing.stdout)")
    }
}
