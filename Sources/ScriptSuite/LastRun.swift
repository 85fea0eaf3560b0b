import Foundation
import AppHost

/// `--last-failed`: `OUTPUT/last-run.json`, the scripts of the last run into that folder that did not pass,
/// written at the suite's end (best effort: a folder that cannot take it says so when its scripts' outputs
/// are written). A run of `--last-failed` itself (`keepsEarlier`) keeps what it did not run.
public struct LastRun: SuiteReporter {
    public struct Record: Codable, Sendable { var format = 1; public var notPassed: [String] }

    public let output: String
    public let keepsEarlier: Bool

    public init(output: String, keepsEarlier: Bool) {
        self.output = output
        self.keepsEarlier = keepsEarlier
    }

    public func suiteEnded(_ suite: SuiteResult) {
        Self.write(suite, to: output, keeping: keepsEarlier ? Self.read(output) : nil)
    }

    public static func file(_ output: String) -> String { output + "/last-run.json" }

    public static func read(_ output: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: file(output)) else { return nil }
        return try? JSONDecoder().decode(Record.self, from: data)
    }

    static func write(_ suite: SuiteResult, to output: String, keeping earlier: Record?) {
        var notPassed = suite.scripts.filter { $0.status != .passed }.map(\.script)
        if let earlier { notPassed = earlier.notPassed.filter { s in !suite.scripts.contains { $0.script == s } } + notPassed }
        if let data = try? JSONEncoder().encode(Record(notPassed: notPassed)) { try? writeFileAtomically(data, to: file(output)) }
    }
}
