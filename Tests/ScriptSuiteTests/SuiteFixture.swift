import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// A suite of four results, one of each kind but an error, for the reports' tests.
enum SuiteFixture {
    static func suite(in folder: String) throws -> SuiteResult {
        let out = folder + "/out/checks/b-tts"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        for name in ["g.actual.png", "g.diff.png", "timeline.svg"] { try Data(name.utf8).write(to: URL(fileURLWithPath: out + "/" + name)) }
        try Data("golden".utf8).write(to: URL(fileURLWithPath: folder + "/g.png"))
        return SuiteResult(scripts: [
            ScriptResult(script: "checks/a.tts", status: .passed, seconds: 0.5, output: folder + "/out/checks/a-tts"),
            ScriptResult(script: "checks/b.tts", status: .failed, seconds: 1.25,
                         message: "checks/b.tts:3: screenshot differs from g.png (3 pixels beyond tolerance)",
                         failures: [
                            CheckFailure(file: "checks/b.tts", line: 3, kind: .screenshot, message: "screenshot differs from g.png (3 pixels beyond tolerance)",
                                         golden: folder + "/g.png", actualImage: out + "/g.actual.png", diffImage: out + "/g.diff.png"),
                            CheckFailure(file: "checks/b.tts", line: 5, kind: .actions, message: "the actions since the last check are not the expected ones",
                                         expected: ["doubleTap ended"], actual: ["tap ended"]),
                         ],
                         output: out, stderr: "checks/b.tts:3: screenshot differs\n", timeline: out + "/timeline.svg",
                         source: "window 320 240\ntap 1 1\nexpect-screenshot g.png\ntap 2 2\nexpect doubleTap ended\n"),
            ScriptResult(script: "c.tts", status: .bad, seconds: 0.01, message: "c.tts:2: unknown command 'fly'", output: folder + "/out/c-tts",
                         stderr: "c.tts:2: unknown command 'fly'\n", source: "wait 1\nfly 1 2\n"),
            ScriptResult(script: "d & <e>.tts", status: .timedOut, seconds: 60.004, message: "timed out after 60 s: stopped",
                         output: folder + "/out/d-tts", stderr: "a bell \u{7} rang\n"),
        ], seconds: 61.5, workers: 2, shard: "1/2")
    }
}

/// `xmllint --schema junit.xsd`: nil when the file is valid JUnit XML, else what xmllint said.
enum JUnitSchema {
    static let xsd = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("junit.xsd").path

    static func problems(_ xmlFile: String) throws -> String? {
        let run = try ProgramRun("/usr/bin/env", ["xmllint", "--noout", "--schema", xsd, xmlFile])
        if run.status == 127 { Issue.record("xmllint is missing: make deps installs libxml2-utils") }
        return run.status == 0 ? nil : run.stderr
    }
}
