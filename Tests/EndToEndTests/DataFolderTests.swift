import Foundation
import Testing
import TestSupport

/// Where the drawing is kept: a folder reached through a link is that folder; a folder that cannot be
/// written is said to be so (not blamed on another window).
@Suite struct DataFolderTests {
    static let script = "window 400 300\ndrag 50 50 300 200 0.3\nwait 1\ndump d.json\n"

    @Test func aDataFolderThroughALinkIsUsed() throws {
        let scratch = ScratchFolder()
        let real = scratch.appendingPathComponent("real"), link = scratch.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let r = try Binary.run(Self.script, extra: ["--data-dir", link.path])
        #expect(r.code == 0, "\(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: real.appendingPathComponent("drawing.sqlite").path))
        // A link to a file is still refused, and says where it leads.
        let file = scratch.appendingPathComponent("file"), fileLink = scratch.appendingPathComponent("filelink")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: fileLink, withDestinationURL: file)
        let bad = try Binary.run(Self.script, extra: ["--data-dir", fileLink.path])
        #expect(bad.code == 2)
        #expect(bad.stderr.hasPrefix("touchtracker: --data-dir \(fileLink.path) is a file (through a link to \(file.path)), not a folder"), "\(bad.stderr)")
    }

    @Test(.enabled(if: getuid() != 0, "root writes anywhere"))
    func aReadOnlyDataFolderIsSaidToBeReadOnly() throws {
        let scratch = ScratchFolder()
        let folder = scratch.appendingPathComponent("ro")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let r = try Binary.run(Self.script, extra: ["--data-dir", folder.path])
        let messages = try r.json("d.json")["messages"] as! [String]
        #expect(messages.count == 1 && messages[0].contains("the folder \(folder.path) cannot be written (Permission denied)")
                && messages[0].hasSuffix("What you draw is safe in memory; saving resumes when possible."), "\(messages)")
    }

    /// The lock file only tells windows of each other: one that cannot be opened (here it is a folder) is
    /// no reason not to save, and blames no other window.
    @Test func aLockFileThatCannotBeOpenedDoesNotStopSaving() throws {
        let scratch = ScratchFolder()
        let folder = scratch.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("drawing.lock"), withIntermediateDirectories: true)
        let r = try Binary.run(Self.script, extra: ["--data-dir", folder.path])
        let messages = try r.json("d.json")["messages"] as! [String]
        #expect(messages.isEmpty, "\(messages)")
        let export = try Binary.exportJSON(dataDir: folder)
        #expect(export.run.code == 0 && export.text.contains("\"begin\": [50.0, 50.0]"), "\(export.text) \(export.run.stderr)")
    }
}

/// What the app writes it reads back: a coordinate of any magnitude survives an edit and a restart.
@Suite struct HugeNumberTests {
    @Test func aCoordinateOf1e308SurvivesAnEditAndARestart() throws {
        let folder = ScratchFolder()
        let drawing = ##"{"format":1,"drawColor":"#000000","colorByAngle":false,"lines":[{"begin":[1e308,20],"end":[100,20],"color":"#000000","width":5}],"circles":[]}"##
        try drawing.write(to: folder.appendingPathComponent("drawing.json"), atomically: true, encoding: .utf8)
        let script = "window 400 300\ndrag 50 50 300 200 0.3\nwait 1\ndump d.json\n"
        let first = try Binary.run(script, extra: ["--data-dir", folder.path])
        #expect(first.code == 0, "\(first.stderr)")
        let export = try Binary.exportJSON(dataDir: folder.url)
        #expect(export.run.code == 0, "\(export.run.stderr)")
        let saved = try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as! [String: Any]
        #expect((saved["lines"] as! [[String: Any]]).map { $0["begin"] as! [Double] } == [[1e308, 20], [50, 50]])
        #expect(!export.text.contains("inf"))
        let second = try Binary.run(script, extra: ["--data-dir", folder.path])
        let d = try second.json("d.json")
        #expect(d["messages"] as? [String] == [], "read back without complaint")
        #expect(d.lines.count == 3)
    }
}
