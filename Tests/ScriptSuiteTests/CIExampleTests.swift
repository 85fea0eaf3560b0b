import Foundation
import Testing
import TestSupport
import Yams

/// The CI files of docs/ci.md (`Examples/ci/`): valid YAML, each `touchtracker` command they run a real
/// subcommand with real options (from the binary's own `--help`), the Makefile targets they run real, and
/// docs/ci.md showing each file as it is.
@Suite struct CIExampleTests {
    static let files = ["Examples/ci/github-actions.yml", "Examples/ci/gitlab-ci.yml"]

    /// Every string in a YAML document (a mapping's in no particular order).
    static func strings(_ node: Any) -> [String] {
        if let s = node as? String { return [s] }
        if let a = node as? [Any] { return a.flatMap(strings) }
        if let d = node as? [AnyHashable: Any] { return d.values.flatMap(strings) }
        return []
    }

    @Test(arguments: files) func theFileParsesAndRunsOnlyWhatExists(file: String) throws {
        let text = try String(contentsOf: Binary.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let document = try #require(try Yams.load(yaml: text), "\(file) is empty")
        let lines = Self.strings(document).flatMap { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } }
        let commands = lines.filter { $0.hasPrefix("touchtracker ") }.map { $0.split(separator: " ").map(String.init) }
        #expect(commands.map { $0[1] }.sorted() == ["merge-reports", "test"], "\(file) runs the suite in shards, then merges their reports")
        #expect(commands.first { $0[1] == "test" }?.contains("--shard") == true)
        let makefile = try String(contentsOf: Binary.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        for make in lines.filter({ $0.hasPrefix("make ") }) {
            let target = try #require(make.split(separator: " ").first { !$0.hasPrefix("-") && $0 != "make" && !$0.contains("/") && !$0.contains("=") })
            #expect(makefile.contains("\n\(target):"), "make \(target) is a target of the Makefile")
        }
        for command in commands {
            let help = try Binary.capture([command[1], "--help"], in: Binary.packageRoot)
            #expect(help.code == 0)
            for option in command.dropFirst(2) where option.hasPrefix("--") {
                #expect(help.stdout.contains(option + " "), "\(file): touchtracker \(command[1]) has no option \(option)")
            }
        }
        let guide = try String(contentsOf: Binary.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        #expect(guide.contains(text), "docs/ci.md shows \(file) as it is")
    }
}
