import Foundation
import Synchronization
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

/// What several threads add to, read whole at the end.
final class SharedLog: Sendable {
    private let state = Mutex<[String]>([])
    func append(_ line: String) { state.withLock { $0.append(line) } }
    var lines: [String] { state.withLock { $0 } }
}

/// A count several threads add to.
final class SharedCount: Sendable {
    private let state = Mutex(0)
    func add() { state.withLock { $0 += 1 } }
    var value: Int { state.withLock { $0 } }
}

/// A reporter that writes each call into a shared log, `NAME event ...`; `failsAtTheEnd` throws at the
/// suite's end; `blocksFirst` holds its first `scriptEnded` until it returns true (or 10 s passed).
final class LoggingReporter: SuiteReporter {
    let name: String
    let log: SharedLog
    let failsAtTheEnd: Bool
    let blocksFirst: (@Sendable () -> Bool)?
    private let blocked = Mutex(false)

    init(_ name: String, log: SharedLog, failsAtTheEnd: Bool = false, blocksFirst: (@Sendable () -> Bool)? = nil) {
        self.name = name; self.log = log; self.failsAtTheEnd = failsAtTheEnd; self.blocksFirst = blocksFirst
    }

    func begin(_ scripts: [String]) { log.append("\(name) begin \(scripts.joined(separator: " "))") }

    func scriptEnded(_ result: ScriptResult, finished: Int) {
        if let blocksFirst, !blocked.withLock({ b in defer { b = true }; return b }) {
            let start = ContinuousClock.now
            while !blocksFirst() && ContinuousClock.now - start < .seconds(10) { usleep(10_000) }
            log.append("\(name) unblocked: \(blocksFirst())")
        }
        log.append("\(name) ended \(finished) \(result.script) \(result.status.rawValue)")
    }

    func suiteEnded(_ suite: SuiteResult) throws {
        log.append("\(name) suite \(suite.scripts.count) \(suite.shard ?? "-") \(suite.environment?.first?.joined(separator: "=") ?? "-")")
        if failsAtTheEnd { throw SuiteError("cannot write \(name)") }
    }
}

/// The reporters' seam: the multiplexer tells each reporter each event in turn, and the runner tells a
/// reporter begin, each script's end and the suite's end, in that order, never while it holds its queue.
@Suite struct SuiteReporterTests {
    static let results = ["a.tts", "b.tts"].map { ScriptResult(script: $0, status: .passed, seconds: 0, output: "") }

    @Test func theMultiplexerTellsEveryReporterEachEventInTheOrderGiven() throws {
        let log = SharedLog()
        let both = SuiteReporters([LoggingReporter("A", log: log), LoggingReporter("B", log: log)])
        both.begin(["a.tts", "b.tts"])
        for (n, r) in Self.results.enumerated() { both.scriptEnded(r, finished: n + 1) }
        var suite = SuiteResult(scripts: Self.results, seconds: 1, workers: 1, shard: "1/2")
        suite.environment = [["SDL", "2.30"]]
        try both.suiteEnded(suite)
        #expect(log.lines == [
            "A begin a.tts b.tts", "B begin a.tts b.tts",
            "A ended 1 a.tts passed", "B ended 1 a.tts passed",
            "A ended 2 b.tts passed", "B ended 2 b.tts passed",
            "A suite 2 1/2 SDL=2.30", "B suite 2 1/2 SDL=2.30",
        ])
    }

    @Test func aReporterThatCannotWriteStopsTheOnesAfterIt() {
        let log = SharedLog()
        let all = SuiteReporters([LoggingReporter("A", log: log), LoggingReporter("B", log: log, failsAtTheEnd: true), LoggingReporter("C", log: log)])
        #expect(throws: SuiteError("cannot write B")) { try all.suiteEnded(SuiteResult(scripts: [], seconds: 0, workers: 1)) }
        #expect(log.lines == ["A suite 0 - -", "B suite 0 - -"], "C is not told: the run failed")
    }

    func runner(_ folder: ScratchFolder, workers: Int, started: SharedCount? = nil) -> SuiteRunner {
        SuiteRunner(command: { _, _, _ in
            started?.add()
            return ["/bin/sh", "-c", "exit 0"]
        }, workers: workers, timeout: 30, outputRoot: folder.path + "/out")
    }

    @Test func theRunnerTellsBeginEachScriptAndTheSuiteInOrder() throws {
        let folder = ScratchFolder("tt-reporters")
        let log = SharedLog()
        var r = runner(folder, workers: 1)
        r.shard = "2/3"
        r.ranOn = [["touchtracker", "1.0"]]
        let suite = try r.run(["a.tts", "b.tts", "c.tts"], reporter: SuiteReporters([LoggingReporter("A", log: log), LoggingReporter("B", log: log)]))
        #expect(log.lines == [
            "A begin a.tts b.tts c.tts", "B begin a.tts b.tts c.tts",
            "A ended 1 a.tts passed", "B ended 1 a.tts passed",
            "A ended 2 b.tts passed", "B ended 2 b.tts passed",
            "A ended 3 c.tts passed", "B ended 3 c.tts passed",
            "A suite 3 2/3 touchtracker=1.0", "B suite 3 2/3 touchtracker=1.0",
        ])
        #expect(suite.shard == "2/3" && suite.environment == [["touchtracker", "1.0"]])
    }

    @Test func theRunnerThrowsWhatAReporterThrewAtTheEnd() {
        let folder = ScratchFolder("tt-reporters")
        let log = SharedLog()
        #expect(throws: SuiteError("cannot write A")) {
            try runner(folder, workers: 1).run(["a.tts"], reporter: LoggingReporter("A", log: log, failsAtTheEnd: true))
        }
    }

    /// A reporter stuck on its first script (a standard output nobody reads) holds up no worker: every
    /// other script starts while it waits.
    @Test func aReporterThatBlocksStallsNoWorker() throws {
        let folder = ScratchFolder("tt-reporters")
        let log = SharedLog()
        let started = SharedCount()
        let scripts = (1...6).map { "s\($0).tts" }
        let stuck = LoggingReporter("A", log: log, blocksFirst: { started.value == 6 })
        let suite = try runner(folder, workers: 2, started: started).run(scripts, reporter: stuck)
        let lines = log.lines
        #expect(lines.count == 9 && lines[1] == "A unblocked: true", "\(lines)")
        #expect(lines.filter { $0.hasPrefix("A ended") }.map { $0.split(separator: " ")[2] } == ["1", "2", "3", "4", "5", "6"], "told in the order they finished")
        #expect(lines.last == "A suite 6 - -" && suite.scripts.allSatisfy { $0.status == .passed })
    }

    /// A descendant of the child that keeps its standard error open is not waited for past the grace: the
    /// reader that reads it is told to stop, and has ended before `run` returns (it never writes into a log
    /// that was closed).
    @Test func theStandardErrorReaderEndsBeforeRunReturns() throws {
        let folder = ScratchFolder("tt-reader")
        let readerEnded = Mutex(false)
        // The descendant (a sleep holding standard error, every other descriptor closed: Foundation sees the
        // child end when the last holder of its own socket does) says its process id, to be ended here.
        let descendant = #"( for fd in /proc/self/fd/*; do n=${fd##*/}; if [ "$n" -gt 2 ]; then eval "exec $n>&-" 2>/dev/null; fi; done; exec sleep 60 ) &"#
        var child = ChildProcess(arguments: ["/bin/bash", "-c", "echo early >&2; \(descendant) echo $!; exit 0"], timeout: 30)
        child.readerEnded = { readerEnded.withLock { $0 = true } }
        let outcome = try child.run(stdout: folder.path + "/out.log", stderr: folder.path + "/err.log")
        if let pid = Int32((try? String(contentsOfFile: folder.path + "/out.log", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") {
            kill(pid, SIGKILL)
        }
        #expect(readerEnded.withLock { $0 }, "the reader ended before run returned")
        #expect(outcome.end == .exited(0) && outcome.stderr == "early\n" && outcome.logProblem == nil, "\(outcome)")
        #expect(try String(contentsOfFile: folder.path + "/err.log", encoding: .utf8) == "early\n")
    }
}
