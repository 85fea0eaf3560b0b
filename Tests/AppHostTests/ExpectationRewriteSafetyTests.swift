import Foundation
import Testing
import TestSupport
@testable import AppHost

#if canImport(Glibc)
import Glibc
#endif

/// Issue 52: `--update-expectations` against a script that another run (or an editor) changed meanwhile,
/// with mixed line ends, a byte-order mark, a mode of its own.
@Suite struct ExpectationRewriteSafetyTests {
    static let script = "window 400 400\ntap 100 100\nwait 1\nexpect-log\n  old entry\nend\n"
    static func update(_ file: String, source: [UInt8]?) -> ExpectationUpdate {
        ExpectationUpdate(file: file, line: 4, scope: .log, lines: ["new entry"], source: source)
    }

    /// The run read the script; before its rewrite lands, another run rewrote it (deleting lines above the
    /// check): the rewrite, made by the first version's line numbers, is not applied, and says why.
    @Test func aScriptChangedBetweenTheReadAndTheWriteIsLeftAlone() throws {
        let folder = ScratchFolder("tt-rewrite-race")
        let file = folder.appendingPathComponent("s.tts").path
        try Self.script.write(toFile: file, atomically: true, encoding: .utf8)
        let read = [UInt8](Self.script.utf8)
        let meanwhile = "window 400 400\nexpect-log\n  other\nend\ntap 100 100\nwait 1\nexpect-log\n  old entry\nend\n"
        try meanwhile.write(toFile: file, atomically: true, encoding: .utf8)
        let applied = try ExpectationRewriter.apply([Self.update(file, source: read)])
        #expect(applied.written == [])
        #expect(applied.leftAlone.map(\.file) == [file])
        #expect(applied.leftAlone.first?.why.hasPrefix("it changed since this run read it") == true)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == meanwhile, "every line kept")

        // Unchanged since the read: rewritten.
        try Self.script.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try ExpectationRewriter.apply([Self.update(file, source: read)]).written == [file])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "window 400 400\ntap 100 100\nwait 1\nexpect-log\n  new entry\nend\n")
    }

    /// One CRLF line among LF lines stays the only one; a new line takes its block's line end.
    @Test func eachLineKeepsItsOwnEnd() {
        let text = "window 400 400\ntap 100 100\r\nwait 1\nexpect-log\n  a\n  b\nend\n# done\n"
        let out = ExpectationRewriter.rewrite(text, updates: [ExpectationUpdate(file: "s", line: 4, scope: .log, lines: ["x", "y", "z"])])
        #expect(out == "window 400 400\ntap 100 100\r\nwait 1\nexpect-log\n  x\n  y\n  z\nend\n# done\n")
        let crlf = "expect-log\r\n  a\r\nend\r\n"
        #expect(ExpectationRewriter.rewrite(crlf, updates: [ExpectationUpdate(file: "s", line: 1, scope: .log, lines: ["x", "y"])])
                == "expect-log\r\n  x\r\n  y\r\nend\r\n")
    }

    /// A byte-order mark and the file's mode (read-only here) are kept.
    @Test func aByteOrderMarkAndTheModeAreKept() throws {
        let folder = ScratchFolder("tt-rewrite-bom")
        let file = folder.appendingPathComponent("s.tts").path
        let bytes = [0xEF, 0xBB, 0xBF] + [UInt8](Self.script.utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        #expect(chmod(file, 0o440) == 0)
        #expect(try ExpectationRewriter.apply([Self.update(file, source: bytes)]).written == [file])
        let now = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
        #expect(now == [0xEF, 0xBB, 0xBF] + [UInt8]("window 400 400\ntap 100 100\nwait 1\nexpect-log\n  new entry\nend\n".utf8))
        var st = stat()
        #expect(stat(file, &st) == 0 && st.st_mode & 0o7777 == 0o440)
    }
}
