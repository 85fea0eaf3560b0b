import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

#if canImport(Glibc)
import Glibc
#endif

/// Runs `command` with `/bin/sh -c` in the package's root, `$TT` the built binary, CI unset; its standard
/// output and error captured through files (the command may redirect its own first).
typealias ShellRun = CapturedRun

func shell(_ command: String, in directory: URL = Binary.packageRoot) throws -> ShellRun {
    try Binary.capture(["-c", command], in: directory, environment: ["TT": Binary.path], unset: ["CI"], executable: "/bin/sh")
}

/// Issue 41: what the runner and merge-reports do with hostile or broken inputs and outputs.
@Suite struct RunnerHardeningTests {
    static let root = Binary.packageRoot

    @Test func mergeReportsCopiesOnlyRegularFilesInsideEachReport() throws {
        let folder = ScratchFolder("tt-merge-safe")
        var suite = try SuiteFixture.suite(in: folder.path)
        suite.shard = nil
        let report = folder.path + "/r"
        try HTMLReport.write(suite, to: report)
        try "secret".write(toFile: folder.path + "/outside.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: report + "/files/2/link.png", withDestinationPath: folder.path + "/outside.txt")
        mkfifo(report + "/files/2/fifo.png", 0o644)
        let original = try Data(contentsOf: URL(fileURLWithPath: report + "/results.json"))
        for (named, why) in [("../outside.txt", "a path out of the report's folder"), ("/etc/passwd", "an absolute path"),
                             ("files/2/link.png", "a symbolic link"), ("files/2/fifo.png", "a FIFO (named pipe)"), ("files/2/../../../outside.txt", "a path out")] {
            let text = String(decoding: original, as: UTF8.self).replacingOccurrences(of: "\"files/2/timeline.svg\"", with: "\"\(named)\"")
            try text.write(toFile: report + "/results.json", atomically: true, encoding: .utf8)
            do {
                _ = try HTMLReport.read(report)
                Issue.record("\(named) was read")
            } catch {
                #expect("\(error)".hasPrefix("\(report)/results.json names '\(named)', \(why)"), "\(error)")
            }
            let merged = try Binary.capture(["merge-reports", report, "--report", folder.path + "/m"], in: Self.root)
            #expect(merged.code == 1 && merged.stderr.contains("names '\(named)'"), "\(merged.stderr)")
            #expect(!FileManager.default.fileExists(atPath: folder.path + "/m/files/2/outside.txt"))
        }
    }

    @Test func mergeReportsRefusesToWriteOverAReportItReads() throws {
        let folder = ScratchFolder("tt-merge-self")
        let suite = try SuiteFixture.suite(in: folder.path)
        var first = suite, second = suite
        first.scripts = [suite.scripts[0], suite.scripts[2]]; first.shard = "1/2"
        second.scripts = [suite.scripts[1], suite.scripts[3]]; second.shard = "2/2"
        try HTMLReport.write(first, to: folder.path + "/r1")
        try HTMLReport.write(second, to: folder.path + "/r2")
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/r2").sorted()
        let image = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/r2/files/1/g.actual.png"))
        for out in [folder.path + "/r2", folder.path + "/./r2/"] {
            let run = try Binary.capture(["merge-reports", folder.path + "/r2", folder.path + "/r1", "--report", out], in: Self.root)
            #expect(run.code == 2 && run.stderr.hasPrefix("touchtracker: --report \(out) is "), "\(run.stderr)")
        }
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder.path + "/r2").sorted() == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/r2/files/1/g.actual.png")) == image)

        // Issue 52: the second input as --report, or an output inside an input (a report in a sub-folder, the
        // JUnit file over its results.json): refused before anything is written, every input byte for byte.
        func contents(_ report: String) throws -> [String: Data] {
            var all: [String: Data] = [:]
            for p in try FileManager.default.subpathsOfDirectory(atPath: report) {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: report + "/" + p, isDirectory: &isFolder), !isFolder.boolValue {
                    all[p] = try Data(contentsOf: URL(fileURLWithPath: report + "/" + p))
                }
            }
            return all
        }
        let inputs = try [contents(folder.path + "/r1"), contents(folder.path + "/r2")]
        let r1 = folder.path + "/r1", r2 = folder.path + "/r2"
        for (arguments, refusal) in [(["--report", r1], "--report \(r1) is the report \(r1) to merge"),
                                     (["--report", r1 + "/merged"], "--report \(r1)/merged is inside the report \(r1) to merge"),
                                     (["--report", folder.path + "/m", "--junit", r1 + "/results.json"], "--junit \(r1)/results.json is inside the report \(r1) to merge"),
                                     (["--junit", r2 + "/files/1/j.xml"], "--junit \(r2)/files/1/j.xml is inside the report \(r2) to merge")] {
            let run = try Binary.capture(["merge-reports", r2, r1] + arguments, in: Self.root)
            #expect(run.code == 2 && run.stderr.hasPrefix("touchtracker: \(refusal)"), "\(arguments): \(run.stderr)")
            #expect(try [contents(r1), contents(r2)] == inputs, "\(arguments): every input as it was")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/m"), "nothing written")
    }

    @Test func aClosedOrFullStandardOutputIsExitOneNotACrash() throws {
        let out = ScratchFolder("tt-stdout")
        let script = "Tests/SuiteFixtures/passes-mask.tts"
        let full = try shell("\"$TT\" test \(script) --output \(out.path)/o --junit \(out.path)/j.xml --report \(out.path)/r > /dev/full")
        #expect(full.code == 1 && full.stderr == "touchtracker: cannot write to standard output: No space left on device\n", "\(full.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path + "/j.xml"), "the reports are still written")
        let closed = try shell("\"$TT\" test \(script) --output \(out.path)/o >&-")
        #expect(closed.code == 1 && closed.stderr == "touchtracker: cannot write to standard output: Bad file descriptor\n", "\(closed.stderr)")
        let merged = try shell("\"$TT\" merge-reports \(out.path)/r --junit \(out.path)/m.xml > /dev/full")
        #expect(merged.code == 1 && merged.stderr == "touchtracker: cannot write to standard output: No space left on device\n", "\(merged.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path + "/m.xml"))
    }

    @Test func aFIFOIsRefusedAndATimeOutHoldsWhateverTheChildIsBlockedOn() throws {
        let folder = ScratchFolder("tt-fifo")
        let fifo = folder.path + "/pipe.tts"
        #expect(mkfifo(fifo, 0o644) == 0)
        let given = try Binary.capture(["test", fifo, "--timeout", "1", "--output", folder.path + "/o"], in: Self.root)
        #expect(given.code == 2 && given.stderr == "touchtracker: \(fifo) is a FIFO (named pipe), not a script file\n", "\(given.stderr)")
        #expect(throws: ScriptDiscovery.Failure(description: "\(fifo) is a FIFO (named pipe), not a script file")) {
            try ScriptDiscovery.scripts(under: [folder.path])
        }
        // The runner itself: a child blocked on the FIFO (and ignoring SIGTERM) is stopped, and the script's
        // text, read for the report, is never waited for.
        let runner = SuiteRunner(command: { script, _, _ in ["/bin/sh", "-c", "trap '' TERM; exec cat \"$0\"", script] },
                                 workers: 1, timeout: 0.5, outputRoot: folder.path + "/out")
        var ended: SuiteResult?
        let clock = ContinuousClock()
        let took = clock.measure { ended = runner.run([fifo]) { _, _ in } }
        #expect(ended?.scripts.map(\.status) == [.timedOut] && ended?.scripts[0].source == "")
        #expect(took < .seconds(10))
    }

    @Test func aSignalStopsTheChildrenWritesTheReportsAndExitsWithItsCode() throws {
        for (signal, code) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let folder = ScratchFolder("tt-signal")
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Binary.path)
            p.arguments = ["test", "Tests/SuiteFixtures/times-out.tts", "Tests/SuiteFixtures/passes-mask.tts", "--workers", "1",
                           "--output", folder.path + "/o", "--junit", folder.path + "/j.xml", "--report", folder.path + "/r"]
            p.currentDirectoryURL = Self.root
            var env = ProcessInfo.processInfo.environment
            env["CI"] = nil
            p.environment = env
            let err = folder.appendingPathComponent("err")
            _ = FileManager.default.createFile(atPath: err.path, contents: nil)
            p.standardError = try FileHandle(forWritingTo: err)
            p.standardOutput = FileHandle.nullDevice
            try p.run()
            // Wait for the child (its stderr.log), then signal the runner alone.
            let log = folder.path + "/o/Tests/SuiteFixtures/times-out-tts/stderr.log"
            for _ in 0..<200 where !FileManager.default.fileExists(atPath: log) { usleep(50_000) }
            usleep(300_000)
            kill(p.processIdentifier, signal)
            p.waitUntilExit()
            #expect(p.terminationReason == .exit && p.terminationStatus == code)
            #expect(try String(contentsOf: err, encoding: .utf8) == "touchtracker: stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")\n")
            let xml = try String(contentsOfFile: folder.path + "/j.xml", encoding: .utf8)
            #expect(xml.components(separatedBy: "<skipped type=\"interrupted\"").count - 1 == 2, "\(xml)")
            #expect(try JUnitSchema.problems(folder.path + "/j.xml") == nil)
            #expect(try HTMLReport.read(folder.path + "/r").scripts.map(\.status) == [.interrupted, .interrupted])
            // No child is left running.
            let left = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { pid in
                guard Int(pid) != nil, let cmd = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
                return String(decoding: cmd, as: UTF8.self).contains(folder.path)
            }
            #expect(left.isEmpty, "children left: \(left)")
        }
    }

    @Test func anOutputThatCannotBeWrittenWholeIsExitOneAndNoPartialFile() throws {
        let folder = ScratchFolder("tt-full")
        try "window 320 240\ndrag 40 60 280 80 0.5\nscreenshot shot.png\n".write(toFile: folder.path + "/s.tts", atomically: true, encoding: .utf8)
        // A file size limit stands for a full disk: writes past it fail (EFBIG), as they would with ENOSPC.
        let child = try shell("(ulimit -f 1; trap '' XFSZ; exec \"$TT\" --headless --script s.tts --out o 2>&1) | cat", in: folder.url)
        #expect(child.stdout == "touchtracker: cannot write o/shot.png: the PNG came out short (is the disk full?)\n", "\(child.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/o") == [], "no partial file")
        let suite = try shell("(ulimit -f 1; trap '' XFSZ; \"$TT\" test s.tts --output t 2>&1; echo \"exit $?\") | cat", in: folder.url)
        #expect(suite.stdout.contains("✗ s.tts (") && suite.stdout.contains("error: touchtracker: cannot write t/s-tts/shot.png: the PNG came out short")
                && suite.stdout.hasSuffix("exit 1\n"), "\(suite.stdout)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/t/s-tts/shot.png"))
        // Nothing at all can be written: the child's stderr.log neither; the runner says so, and never traps.
        let nothing = try shell("(ulimit -f 0; trap '' XFSZ; \"$TT\" test s.tts --output t 2>&1; echo \"exit $?\") | cat", in: folder.url)
        #expect(nothing.stdout.contains("error: cannot write t/s-tts/stderr.log: ") && nothing.stdout.contains("touchtracker: cannot write t/s-tts/stderr.log")
                && nothing.stdout.hasSuffix("exit 1\n"), "\(nothing.stdout)")
    }

    @Test func aNonUTF8NameOrAnUnreadableFolderIsAnErrorNamingIt() throws {
        let folder = ScratchFolder("tt-names")
        chmod(folder.path, 0o755)
        try FileManager.default.createDirectory(atPath: folder.path + "/s/locked", withIntermediateDirectories: true)
        try "window 320 240\n".write(toFile: folder.path + "/s/a.tts", atomically: true, encoding: .utf8)
        let bad = Array((folder.path + "/s/bad").utf8) + [0xFF] + Array(".tts".utf8) + [0]
        let fd = bad.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) } }
        #expect(fd >= 0); close(fd)
        let run = try Binary.capture(["test", "s", "--list"], in: folder.url)
        #expect(run.code == 2 && run.stderr == "touchtracker: s/bad\\xFF.tts is a script whose name is not UTF-8: rename it\n", "\(run.stderr)")
        _ = bad.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { unlink($0.baseAddress!) } }
        // A folder that cannot be read (as another user when the tests run as root, who reads everything).
        chmod(folder.path + "/s/locked", 0)
        defer { chmod(folder.path + "/s/locked", 0o755) }
        let locked = try shell((geteuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : "") + "\"$TT\" test s --list", in: folder.url)
        #expect(locked.code == 2 && locked.stderr == "touchtracker: cannot read the folder s/locked: Permission denied\n", "\(locked.stderr)")
    }

    @Test func outputPathsThatAreNotFoldersAreSaidPlainly() throws {
        let folder = ScratchFolder("tt-paths")
        let file = folder.path + "/file"
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["test", "Tests/SuiteFixtures/passes-mask.tts", "--output", file], "touchtracker: --output \(file) is a regular file, not a folder"),
            (["test", "Tests/SuiteFixtures/passes-mask.tts", "--report", file + "/r"], "touchtracker: --report \(file)/r: \(file) is a regular file, not a folder"),
            (["test", "Tests/SuiteFixtures/passes-mask.tts", "--junit", folder.path], "touchtracker: --junit \(folder.path) is a folder: give the file to write"),
            (["merge-reports", folder.path, "--report", file], "touchtracker: --report \(file) is a regular file, not a folder"),
        ]
        for (arguments, message) in cases {
            let run = try Binary.capture(arguments, in: Self.root)
            #expect(run.code == 2 && run.stderr.hasPrefix(message) && !run.stderr.contains("NSCocoaErrorDomain"), "\(arguments): \(run.stderr)")
        }
        // A file where a script's own folder goes: that script is an error saying so.
        try FileManager.default.createDirectory(atPath: folder.path + "/o/Tests/SuiteFixtures", withIntermediateDirectories: true)
        try "x".write(toFile: folder.path + "/o/Tests/SuiteFixtures/passes-mask-tts", atomically: true, encoding: .utf8)
        let run = try Binary.capture(["test", "Tests/SuiteFixtures/passes-mask.tts", "--output", folder.path + "/o"], in: Self.root, unset: ["CI"])
        #expect(run.code == 1 && run.stdout.contains("error: cannot make the script's folder \(folder.path)/o/Tests/SuiteFixtures/passes-mask-tts: a regular file is in the way"),
                "\(run.stdout)")
    }
}
