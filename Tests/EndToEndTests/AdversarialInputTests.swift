import Foundation
import Testing
import TestSupport
import AppHost
import GRDB
import BackendUnderTest

#if canImport(Glibc)
import Glibc
#endif

/// What a hostile or careless file does to the binary: each is refused with a message naming the place, the
/// exit code docs/command-line.md gives, nothing waited on for ever, and nothing half-written or lost.
@Suite struct AdversarialInputTests {
    /// A 200 x 100 frame compared with `golden.png` beside the script.
    static let goldenScript = "window 200 100\nexpect-screenshot golden.png\n"

    /// The bytes of a PNG whose header claims `width` x `height` pixels (a real PNG's, its IHDR rewritten
    /// and its CRC recomputed): a few hundred bytes that would decode to width x height x 4 bytes.
    static func png(claiming width: Int, _ height: Int) throws -> Data {
        var bytes = [UInt8](try backendUnderTest.encodePNG(PixelFrame(width: 1, height: 1, pixels: [0xFF00_0000])))
        for (at, v) in [(16, width), (20, height)] { for k in 0..<4 { bytes[at + k] = UInt8(v >> (24 - 8 * k) & 0xFF) } }
        let crc = crc32(bytes[12..<29])
        for k in 0..<4 { bytes[29 + k] = UInt8(crc >> (24 - 8 * UInt32(k)) & 0xFF) }
        return Data(bytes)
    }

    static func crc32<C: Collection>(_ bytes: C) -> UInt32 where C.Element == UInt8 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            c ^= UInt32(b)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    // MARK: Goldens

    @Test func aGoldenClaiming60000By60000PixelsIsRefusedFromItsHeader() throws {
        let folder = ScratchFolder()
        let huge = try Self.png(claiming: 60000, 60000)
        #expect(PNGHeader(huge) == PNGHeader(width: 60000, height: 60000))
        try huge.write(to: folder.appendingPathComponent("golden.png"))
        let r = try Binary.run(Self.goldenScript, in: folder.url)
        #expect(r.code == 3)
        #expect(r.stderr == "\(folder.path)/s.txt:2: screenshot differs from golden.png (it is 200x100, the golden 60000x60000)\n")
        #expect(r.exists("golden.actual.png"), "the frame is kept for a look")
        // Every PNG the app reads: the codec refuses it from the header too, before decoding a pixel.
        let refusal = #expect(throws: PlatformError.self) { try backendUnderTest.decodePNG(huge) }
        #expect(refusal?.description == "its header says 60000x60000 pixels; the most read is 16384 a side and 64 megapixels in all")
    }

    @Test func aGoldenThatIsNoPNGOrOfAnotherSizeFailsWithExitThree() throws {
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("text", { try Data("not a picture\n".utf8).write(to: $0) }, "the golden golden.png is not a PNG (it does not start with a PNG header) (the frame is in golden.actual.png)"),
            ("empty", { try Data().write(to: $0) }, "the golden golden.png is not a PNG (it does not start with a PNG header) (the frame is in golden.actual.png)"),
            ("folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }, "the golden golden.png is a folder, not a PNG (the frame is in golden.actual.png)"),
            ("fifo", { #expect(mkfifo($0.path, 0o600) == 0) }, "the golden golden.png is a FIFO (named pipe), not a PNG (the frame is in golden.actual.png)"),
            ("other size", { try backendUnderTest.encodePNG(PixelFrame(width: 10, height: 10, pixels: Array(repeating: 0xFFFF_FFFF, count: 100))).write(to: $0) },
             "screenshot differs from golden.png (it is 200x100, the golden 10x10)"),
        ]
        for (what, make, message) in cases {
            let folder = ScratchFolder()
            try make(folder.appendingPathComponent("golden.png"))
            let r = try Binary.run(Self.goldenScript, in: folder.url)
            #expect(r.code == 3, "\(what)")
            #expect(r.stderr == "\(folder.path)/s.txt:2: \(message)\n", "\(what)")
            #expect(r.exists("golden.actual.png"), "\(what)")
        }
    }

    @Test func aGoldenIsNeverOverwrittenUnderCI() throws {
        let folder = ScratchFolder()
        let before = try Self.png(claiming: 200, 100)
        try before.write(to: folder.appendingPathComponent("golden.png"))
        let r = try Binary.run(Self.goldenScript, extra: ["--update-goldens"], in: folder.url, environment: ["CI": "1"])
        #expect(r.code == 2)
        #expect(r.stderr.hasPrefix("touchtracker: --update-goldens is refused when CI is set"), "\(r.stderr)")
        #expect(try Data(contentsOf: folder.appendingPathComponent("golden.png")) == before)
        #expect(!r.exists("golden.actual.png"), "nothing ran")
    }

    // MARK: next chains

    /// Runs `a.txt` of `parts` (name: text); every part is checked before any runs, so `a.txt`'s dump never
    /// happens when a part is bad.
    func series(_ parts: [String: String], prepare: (ScratchFolder) throws -> Void = { _ in }) throws -> (BinaryRun, ScratchFolder) {
        let folder = ScratchFolder()
        for (name, text) in parts { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        try prepare(folder)
        let r = try Binary.launchScript(folder.appendingPathComponent("a.txt").path, out: folder.url, extra: ["--headless"])
        #expect(!r.exists("first.json"), "a bad series runs nothing")
        return (r, folder)
    }

    @Test func aBadNextChainIsRefusedWithExitTwoAndRunsNothing() throws {
        let first = "window 200 100\ndump first.json\n"
        let cases: [([String: String], (ScratchFolder) throws -> Void, String)] = [
            (["a.txt": first + "next b.txt\n", "b.txt": "wait 0.1\nnext a.txt\n"], { _ in }, "b.txt:2: next leads back to a part already played (a.txt)"),
            (["a.txt": first + "next a.txt\n"], { _ in }, "a.txt:3: next leads back to a part already played (a.txt)"),
            (["a.txt": first + "next b.txt\n"], { _ in }, "a.txt:3: next names b.txt, which does not exist"),
            (["a.txt": first + "next ../a.txt\n"], { _ in }, "a.txt:3: next names a file in this script's folder, got '../a.txt'"),
            (["a.txt": first + "next b.txt\n"], { #expect(mkfifo($0.appendingPathComponent("b.txt").path, 0o600) == 0) },
             "a.txt:3: next names b.txt, which is a FIFO (named pipe), not a script file"),
            (["a.txt": first + "next b.txt\n"], { try FileManager.default.createDirectory(at: $0.appendingPathComponent("b.txt"), withIntermediateDirectories: false) },
             "a.txt:3: next names b.txt, which is a folder, not a script file"),
            (["a.txt": first + "next b.txt\n", "b.txt": "tap 1 2 3 4 5\n"], { _ in }, "b.txt:1: tap takes 2 or 3 values (tap X Y [N]), got 5"),
        ]
        for (parts, prepare, message) in cases {
            let (r, folder) = try series(parts, prepare: prepare)
            #expect(r.code == 2, "\(message)")
            #expect(r.stderr == "\(folder.path)/\(message)\n")
        }
    }

    // MARK: Lesson files

    @Test func aBadLessonFileIsRefusedWithExitTwoNamingIt() throws {
        let folder = ScratchFolder()
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("folder.playground", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) }, "1: it is a folder, not a lesson file"),
            ("empty.playground", { try Data().write(to: $0) }, "1: a lesson starts with 'playground 1'"),
            ("garbage.playground", { url in try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 0x80) }).write(to: url) }, "1: the lesson is not UTF-8 text (byte 1 of the file)"),
            // Issue 52: a bad byte named at its own line; a large lesson refused by its size whatever its bytes.
            ("bad-byte.playground", { try Data("playground 1\ntitle ok\ntitle caf".utf8 + [0xC3, 0x28] + Data("\n".utf8)).write(to: $0) }, "3: the lesson is not UTF-8 text (byte 32 of the file)"),
            ("huge-utf8.playground", { try Data(("playground 1\n# " + String(repeating: "é", count: 140 << 10)).utf8).write(to: $0) }, "1: a lesson is at most 256 KiB"),
            ("nul.playground", { try Data("playground 1\n\0\n".utf8).write(to: $0) }, "2: a control character (U+0000) is not allowed in a lesson"),
            ("huge.playground", { try Data(repeating: UInt8(ascii: "a"), count: 300 << 10).write(to: $0) }, "1: a lesson is at most 256 KiB"),
            ("missing.playground", { _ in }, "1: cannot read the lesson file"),
        ]
        for (name, make, message) in cases {
            let file = folder.appendingPathComponent(name)
            try make(file)
            for arguments in [["print-code", "gestures", file.path], ["--headless", "--script", "/dev/null", "--playground", file.path]] {
                let r = try Binary.run(arguments: arguments, in: folder.url)
                #expect(r.code == 2, "\(name) \(arguments[0])")
                #expect(r.stderr == "\(file.path):\(message)\n", "\(name) \(arguments[0])")
            }
        }
    }

    // MARK: --export-json

    /// A data folder holding one line.
    func savedDrawing() throws -> ScratchFolder {
        let folder = ScratchFolder()
        let r = try Binary.run("window 200 100\ndrag 10 10 100 50 0.2\nquit\n", extra: ["--data-dir", folder.appendingPathComponent("data").path], in: folder.url)
        #expect(r.code == 0, "\(r.stderr)")
        return folder
    }

    @Test func exportJSONToAFolderOrNowhereFailsWithExitOneAndWritesNothing() throws {
        let folder = try savedDrawing()
        let data = folder.appendingPathComponent("data").path
        let target = folder.appendingPathComponent("target.json")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        let intoFolder = try Binary.run(arguments: ["export-json", "--data-dir", data, target.path], in: folder.url)
        #expect(intoFolder.code == 1)
        #expect(intoFolder.stderr == "touchtracker: cannot write \(target.path): \(target.path) is a folder, not a regular file: nothing was written\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty)
        let nowhere = try Binary.run(arguments: ["export-json", "--data-dir", data, "/proc/none/x.json"], in: folder.url)
        #expect(nowhere.code == 1)
        #expect(nowhere.stderr == "touchtracker: cannot write /proc/none/x.json: cannot create the folder /proc/none: no such file\n")
    }

    @Test(.enabled(if: getuid() != 0, "root writes anywhere"))
    func exportJSONIntoAReadOnlyFolderKeepsTheFileThere() throws {
        let folder = try savedDrawing()
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let target = locked.appendingPathComponent("x.json")
        try "earlier export\n".write(to: target, atomically: true, encoding: .utf8)
        chmod(locked.path, 0o555)
        defer { chmod(locked.path, 0o755) }
        let r = try Binary.run(arguments: ["export-json", "--data-dir", folder.appendingPathComponent("data").path, target.path], in: folder.url)
        #expect(r.code == 1)
        #expect(r.stderr.hasPrefix("touchtracker: cannot write \(target.path): "), "\(r.stderr)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "earlier export\n", "the earlier file is whole")
    }

    /// `export-json -` with standard output closed, or on a full disk: exit 1 and a message, never a crash.
    @Test func exportJSONToAClosedOrFullStandardOutputSaysSo() throws {
        let folder = try savedDrawing()
        let data = folder.appendingPathComponent("data").path
        for (redirect, reason) in [("1>&-", "Bad file descriptor"), ("1>/dev/full", "No space left on device")] {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "exec \"$0\" export-json --data-dir \"$1\" - \(redirect)", Binary.path, data]
            let err = Pipe()
            p.standardError = err
            try p.run()
            let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            p.waitUntilExit()
            #expect(p.terminationReason == .exit && p.terminationStatus == 1, "\(redirect): \(text)")
            #expect(text == "touchtracker: cannot write the drawing to standard output: \(reason)\n", "\(redirect)")
        }
    }
}

/// The store's files as the binary meets them: each bad file is a notice in the dump (exit 0, the run goes
/// on), the file it could not use is kept, and `export-json` exports what can be read.
@Suite struct StoreFileEndToEndTests {
    static let script = "window 400 300\ndrag 50 50 300 200 0.3\nwait 1\ndump d.json\n"

    /// A database a newer version wrote: shown and exported as read, never written; the run's edit is
    /// counted on standard error at quit.
    @Test func aNewerSchemaIsShownExportedAndNeverWritten() throws {
        let folder = ScratchFolder()
        let first = try Binary.run(Self.script, extra: ["--data-dir", folder.path])
        #expect(first.code == 0, "\(first.stderr)")
        let file = folder.appendingPathComponent("drawing.sqlite")
        try DatabaseQueue(path: file.path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v9-from-the-future')") }
        let before = try Data(contentsOf: file)
        let second = try Binary.run("window 400 300\ndrag 60 260 340 250 0.3\nwait 1\ndump d.json\n", extra: ["--data-dir", folder.path])
        #expect(second.code == 0)
        let d = try second.json("d.json")
        #expect(d.lines.count == 2, "the saved line shown, the new one in memory")
        #expect((d["messages"] as? [String])?.first?.contains("\(file.path): it was written by a newer TouchTracker), so it is shown as it was saved") == true, "\(d["messages"] ?? "")")
        #expect(second.stderr.contains("touchtracker: 1 edit could not be saved to \(file.path): it was written by a newer TouchTracker"), "\(second.stderr)")
        #expect(try Data(contentsOf: file) == before, "never written")
        let export = try Binary.exportJSON(dataDir: folder.url)
        #expect(export.run.code == 0 && export.text.contains("\"begin\": [50.0, 50.0]"), "\(export.run.stderr)")
    }

    /// Each file in the drawing's place, and what the run says of it (exit 0 every time: the drawing goes
    /// on in memory or in a new database).
    @Test func eachBadStoreFileIsNamedInTheDump() throws {
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("a folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: false) },
             "it is a folder, not a regular file), so TouchTracker started empty and left the file as it is."),
            ("text", { try Data("just some notes\n".utf8).write(to: $0) },
             "is damaged (file is not a database). It was kept as drawing.damaged-1.sqlite"),
            ("another program's", { url in
                try DatabaseQueue(path: url.path).write { db in try db.execute(sql: "CREATE TABLE songs(title TEXT)") } },
             "is not a TouchTracker drawing (another program's SQLite database, with the table songs). It was kept as drawing.not-a-drawing-1.sqlite"),
        ]
        for (name, make, said) in cases {
            let folder = ScratchFolder()
            let file = folder.appendingPathComponent("drawing.sqlite")
            try make(file)
            let r = try Binary.run(Self.script, extra: ["--data-dir", folder.path])
            #expect(r.code == 0, "\(name): \(r.stderr)")
            let messages = try r.json("d.json")["messages"] as? [String] ?? []
            #expect(messages.count == 1 && messages[0].contains(said), "\(name): \(messages)")
        }
    }
}
