import Foundation
import Synchronization
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

@Suite struct DiscoveryAndShardTests {
    @Test func foldersGiveTheirScriptsSortedAndARecordingsLaterPartsAreNotScriptsOfTheirOwn() throws {
        let folder = ScratchFolder("tt-discover")
        let files = ["b/c.txt": "tap 1 1\n", "a.tts": "tap 1 1\n", "rec.tts": "tap 1 1\nnext rec-2.tts # more\n\n", "rec-2.tts": "tap 2 2\n",
                     "notes.md": "", ".hidden/x.tts": "", "b/goldens/g.png": ""]
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let f = folder.path
        #expect(try ScriptDiscovery.scripts(under: [f]) == ["\(f)/a.tts", "\(f)/b/c.txt", "\(f)/rec.tts"])
        // A file is run whatever its name; each script once, in the order the paths are given.
        #expect(try ScriptDiscovery.scripts(under: ["\(f)/notes.md", f + "/", "\(f)/a.tts"]) == ["\(f)/notes.md", "\(f)/a.tts", "\(f)/b/c.txt", "\(f)/rec.tts"])
        #expect(throws: ScriptDiscovery.Failure(description: "no such file or folder: \(f)/none")) { try ScriptDiscovery.scripts(under: ["\(f)/none"]) }
    }

    @Test func theShardsOfASuiteHoldEveryScriptOnceAndDifferByOneAtMost() {
        let scripts = (1...23).map { "s\($0).tts" }
        for n in 1...30 {
            let parts = (1...n).map { Shard(index: $0, count: n).part(of: scripts) }
            #expect(parts.flatMap { $0 }.sorted() == scripts.sorted(), "\(n) shards")
            #expect(Set(parts.flatMap { $0 }).count == scripts.count)
            let sizes = parts.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
            #expect(parts == (1...n).map { Shard(index: $0, count: n).part(of: scripts) }, "deterministic")
        }
        #expect(Shard(index: 2, count: 3).part(of: scripts) == ["s2.tts", "s5.tts", "s8.tts", "s11.tts", "s14.tts", "s17.tts", "s20.tts", "s23.tts"])
        #expect(["1/1", "3/4", "1000/1000"].map { Shard($0)?.description } == ["1/1", "3/4", "1000/1000"])
        #expect(["0/2", "3/2", "1/0", "1/1001", "a/b", "1/2/3", "1", "/2", "+1/2", "1 /2", ""].allSatisfy { Shard($0) == nil })
    }
}

/// The runner with stand-in children (`sh`, `tail -f /dev/null`): each outcome read from its exit, its
/// results file, its standard error; a child past its time stopped.
@Suite struct SuiteRunnerTests {
    static let children: [String: String] = [
        "passes.tts": "exit 0",
        "fails.tts": """
            printf '{"format":1,"failures":[{"file":"fails.tts","line":4,"kind":"actions","message":"the actions since the last check are not the expected ones","expected":["tap ended"],"actual":[]}],"updatedGoldens":[],"timeline":"t.svg"}' > "$1"; exit 3
            """,
        "bad.tts": "echo \"bad.tts:2: unknown command 'fly'\" >&2; exit 2",
        "cannot-write.tts": "echo 'touchtracker: cannot write x.png: permission denied' >&2; exit 1",
        "crashes.tts": "kill -SEGV $$",
        "hangs.tts": "exec tail -f /dev/null",
        "fails-without-results.tts": "echo 'fails-without-results.tts:1: screenshot differs' >&2; exit 3",
    ]

    func runner(_ folder: ScratchFolder, timeout: Double = 30, workers: Int = 2) -> SuiteRunner {
        let children = Self.children
        return SuiteRunner(command: { script, _, results in
            ["/bin/sh", "-c", children[(script as NSString).lastPathComponent]!, "sh", results]
        }, workers: workers, timeout: timeout, outputRoot: folder.path + "/out")
    }

    @Test func eachOutcomeIsReadFromTheChild() throws {
        let folder = ScratchFolder("tt-runner")
        let scripts = ["passes.tts", "fails.tts", "bad.tts", "cannot-write.tts", "crashes.tts", "fails-without-results.tts"].map { "suite/" + $0 }
        let reported = Mutex<[String]>([])
        let suite = runner(folder).run(scripts) { r, n in reported.withLock { $0.append("\(n) \(r.script)") } }
        #expect(suite.scripts.map(\.script) == scripts, "in the scripts' order, whatever order they finished in")
        #expect(suite.scripts.map(\.status) == [.passed, .failed, .bad, .error, .error, .failed])
        #expect(suite.scripts.map(\.message) == [
            nil, "fails.tts:4: the actions since the last check are not the expected ones", "bad.tts:2: unknown command 'fly'",
            "touchtracker: cannot write x.png: permission denied", "ended by signal 11", "fails-without-results.tts:1: screenshot differs",
        ])
        #expect(suite.scripts[1].failures.map(\.expected) == [["tap ended"]] && suite.scripts[1].timeline == "t.svg")
        #expect(suite.scripts.map(\.output) == scripts.map { folder.path + "/out/suite/" + $0.dropFirst(6).replacingOccurrences(of: ".tts", with: "-tts") })
        #expect(reported.withLock { $0.map { String($0.prefix(2)) } } == (1...6).map { "\($0) " }, "each said once as it finished")
        #expect(suite.exitCode == 1 && suite.workers == 2)
    }

    @Test func aChildPastItsTimeIsStoppedAndTheOthersGoOn() throws {
        let folder = ScratchFolder("tt-runner")
        let suite = runner(folder, timeout: 0.3, workers: 1).run(["hangs.tts", "passes.tts"]) { _, _ in }
        #expect(suite.scripts.map(\.status) == [.timedOut, .passed])
        #expect(suite.scripts[0].message == "timed out after 0.3 s: stopped")
        #expect(suite.scripts[0].seconds >= 0.3)
        #expect(suite.exitCode == 1)
    }

    @Test func theExitCodeIsTheWorstScripts() {
        func code(_ statuses: [ScriptStatus]) -> Int32 {
            SuiteResult(scripts: statuses.map { ScriptResult(script: "s", status: $0, seconds: 0, output: "") }, seconds: 1, workers: 1).exitCode
        }
        #expect([code([]), code([.passed]), code([.passed, .failed]), code([.failed, .bad, .passed]), code([.bad, .timedOut]), code([.error, .failed])]
                == [0, 0, 3, 2, 1, 1])
    }

    @Test func outputFoldersAreNeverTheScripts() {
        let r = SuiteRunner(command: { _, _, _ in [] }, workers: 1, timeout: 1, outputRoot: "out")
        #expect(["a.tts", "./b/c.txt", "../up/d.tts", "/abs/e.tts", "noext"].map(r.outputFolder)
                == ["out/a-tts", "out/b/c-txt", "out/__/up/d-tts", "out/abs/e-tts", "out/noext"])
    }
}
