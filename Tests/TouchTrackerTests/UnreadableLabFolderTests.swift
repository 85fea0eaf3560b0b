import Foundation
import Testing
import TestSupport
import Gestures
@testable import AppHost
@testable import TouchTracker

/// Issue 52: `--lab DIR` naming a folder that cannot be read: the lab went on with its own stations and no
/// word that the teacher's lessons were skipped. The window's notice and standard error say so. Root reads
/// any folder, so these run as an ordinary user (`make test-swift` runs them as `nobody`).
@Suite(.enabled(if: getuid() != 0, "root reads any folder")) struct UnreadableLabFolderTests {
    static func lockedFolder() throws -> ScratchFolder {
        let folder = ScratchFolder("tt-locked-lab")
        try "playground 1\npad pad 20 20 100 100\n".write(to: folder.appendingPathComponent("mine.playground"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.path)
        return folder
    }

    @Test func theWindowSaysTheFolderCannotBeRead() throws {
        let folder = try Self.lockedFolder()
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let app = TouchTrackerApp(services: FakeBackend(), size: Size(width: 800, height: 600), store: nil, labFolder: folder.path)
        #expect(app.messages == ["The lab's folder \(folder.path) cannot be read (permission denied): its lessons are not in the lab or Open…"], "\(app.messages)")
        #expect(app.lab!.stations.allSatisfy { !$0.isTeachers })
    }

    @Test func standardErrorSaysItToo() throws {
        let folder = try Self.lockedFolder()
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        let run = try Binary.run("window 200 200\nwait 0.1\n", extra: ["--lab", folder.path])
        #expect(run.code == 0)
        #expect(run.stderr == "touchtracker: The lab's folder \(folder.path) cannot be read (permission denied): its lessons are not in the lab or Open…\n", "\(run.stderr)")
    }
}
