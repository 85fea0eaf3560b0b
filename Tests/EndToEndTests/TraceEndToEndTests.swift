import Foundation
import Testing
import TestSupport

/// Traces written by the binary (docs/trace.md): `--headless --script FILE --trace OUT.html` and `touchtracker
/// trace` on a recording and on a lesson; the size budget (a 10-second script's trace at most 3 MB), the same
/// bytes for the same script, and what is refused. `make test-trace` opens them in Chromium.
@Suite struct TraceEndToEndTests {
    static let root = Binary.packageRoot

    func size(_ url: URL) throws -> Int { try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0 }

    /// `touchtracker --headless --script SCRIPT --out FOLDER --trace FOLDER/NAME`, CI unset.
    func traced(_ script: String, in folder: ScratchFolder, as name: String = "t.html") throws -> (run: CapturedRun, trace: URL) {
        let out = folder.appendingPathComponent(name)
        let run = try Binary.capture(["--headless", "--script", script, "--out", folder.path, "--trace", out.path], in: Self.root, unset: ["CI"])
        return (run, out)
    }

    @Test func aTenSecondScriptsTraceIsWithinItsBudgetAndTheSameEveryTime() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        var traces: [Data] = []
        for name in ["a.html", "b.html"] {
            let (run, out) = try traced("Tests/TraceFixtures/ten-seconds.tts", in: folder, as: name)
            #expect(run.code == 0, "\(run.stderr)")
            traces.append(try Data(contentsOf: out))
        }
        #expect(traces[0] == traces[1], "the same script gives the same bytes")
        #expect(traces[0].count <= 3_000_000, "a 10-second script's trace is at most 3 MB: \(traces[0].count) bytes")
        let html = String(decoding: traces[0], as: UTF8.self)
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<script type=\"application/json\" id=\"trace-data\">"))
    }

    @Test func aFailedCheckStillWritesTheTraceAndExitsThree() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        let (run, out) = try traced("Tests/TraceFixtures/lab-tap.tts", in: folder)
        #expect(run.code == 3)
        #expect(try size(out) > 0)
    }

    @Test func aFailedScreenshotsGoldenActualAndDiffAreInTheFile() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        let (run, out) = try traced("Tests/SuiteFixtures/fails-screenshot.tts", in: folder)
        #expect(run.code == 3)
        let html = try String(contentsOf: out, encoding: .utf8)
        for key in ["goldenImage", "actualImage", "diffImage"] {
            #expect(html.contains("\"\(key)\":\"data:image/png;base64,"), "\(key) embedded")
        }
    }

    @Test func theTraceCommandTracesARecordingAndALesson() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        let recording = try Binary.capture(["trace", Self.root.appendingPathComponent("Examples/Playgrounds/tap-chain-by-finger.txt").path,
                                            "--out", folder.path], in: folder.url, unset: ["CI"])
        #expect(recording.code == 0, "\(recording.stderr)")
        #expect(recording.stderr.contains("wrote the trace tap-chain-by-finger.trace.html"))
        #expect(try size(folder.appendingPathComponent("tap-chain-by-finger.trace.html")) > 0)
        let lesson = try Binary.capture(["trace", "Assets/Playgrounds/01-tap-vs-double-tap.playground", "--output", folder.path + "/s1.html"],
                                        in: Self.root, unset: ["CI"])
        #expect(lesson.code == 0, "\(lesson.stderr)")
        let html = try String(contentsOf: folder.appendingPathComponent("s1.html"), encoding: .utf8)
        #expect(html.contains("UITapGestureRecognizer"), "the lesson's UIKit code is in the file")
        // A failing exercise: its checks traced, the failure in the file, the command still 0.
        let exercise = try Binary.capture(["trace", "Assets/Exercises/tap-or-double-tap.playground", "--output", folder.path + "/e.html"],
                                          in: Self.root, unset: ["CI"])
        #expect(exercise.code == 0, "\(exercise.stderr)")
    }

    @Test func whatIsRefused() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        let windowed = try Binary.capture(["--script", "Tests/TraceFixtures/lab-tap.tts", "--trace", folder.path + "/t.html"], in: Self.root, unset: ["CI"])
        #expect(windowed.code == 2 && windowed.stderr.contains("--trace needs --headless --script FILE"))
        let lesson = folder.appendingPathComponent("plain.playground")
        try "playground 1\ntitle plain\npad pad 0 0 100 100\n".write(to: lesson, atomically: true, encoding: .utf8)
        let plain = try Binary.capture(["trace", lesson.path, "--output", folder.path + "/p.html"], in: Self.root, unset: ["CI"])
        #expect(plain.code == 2 && plain.stderr.contains("the lesson has no try lines and no checks"), "\(plain.stderr)")
    }

    /// A trace named as the very file it traces (its path, a symbolic link, a hard link) is refused before
    /// anything runs: the script or lesson is left byte for byte as it was.
    @Test func aTraceNeverReplacesTheFileItTraces() throws {
        let folder = ScratchFolder("tt-trace-e2e")
        let script = folder.appendingPathComponent("mine.tts")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Tests/TraceFixtures/lab-tap.tts"), to: script)
        let lesson = folder.appendingPathComponent("mine.playground")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Assets/Playgrounds/01-tap-vs-double-tap.playground"), to: lesson)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.html").path, withDestinationPath: script.path)
        try FileManager.default.linkItem(at: script, to: folder.appendingPathComponent("hard.html"))
        let before = try Data(contentsOf: script), lessonBefore = try Data(contentsOf: lesson)
        for arguments in [["--headless", "--script", script.path, "--out", folder.path, "--trace", script.path],
                          ["--headless", "--script", script.path, "--out", folder.path, "--trace", folder.path + "/./mine.tts"],
                          ["--headless", "--script", script.path, "--out", folder.path, "--trace", folder.path + "/link.html"],
                          ["--headless", "--script", script.path, "--out", folder.path, "--trace", folder.path + "/hard.html"],
                          ["trace", script.path, "-o", script.path, "--out", folder.path],
                          ["trace", lesson.path, "-o", lesson.path]] {
            let run = try Binary.capture(arguments, in: Self.root, unset: ["CI"])
            #expect(run.code == 2 && run.stderr.contains("is the file it would trace"), "\(arguments): \(run.code) \(run.stderr)")
        }
        #expect(try Data(contentsOf: script) == before && Data(contentsOf: lesson) == lessonBefore)
    }
}
