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

    /// Runs a program (found on PATH when not a path) in the package's root; standard output and error together.
    static func run(_ program: String, _ arguments: [String]) throws -> (code: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [program] + arguments
        p.currentDirectoryURL = Binary.packageRoot
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("tt-ci-lint-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        p.standardOutput = handle
        p.standardError = handle
        try p.run()
        p.waitUntilExit()
        try handle.close()
        return (p.terminationStatus, try String(contentsOf: log, encoding: .utf8))
    }

    /// PyPI's check-jsonschema and zizmor at the Makefile's pinned versions (`make ci-lint-tools`, into
    /// .build/pytools), installed once for the run. Not reaching PyPI is a failure, not a skip: CI has PyPI.
    static let lintTools: Result<String, LintToolsMissing> = {
        do {
            let made = try run("make", ["-s", "ci-lint-tools"])
            guard made.code == 0 else { return .failure(LintToolsMissing(output: made.output)) }
            return .success(Binary.packageRoot.appendingPathComponent(".build/pytools/bin").path)
        } catch { return .failure(LintToolsMissing(output: "\(error)")) }
    }()

    struct LintToolsMissing: Error, CustomStringConvertible {
        let output: String
        var description: String { "make ci-lint-tools could not install check-jsonschema and zizmor from PyPI:\n\(output)" }
    }

    /// Each file valid under its CI's own schema (SchemaStore's, as check-jsonschema ships it): GitHub's for
    /// workflows, GitLab's for .gitlab-ci.yml.
    @Test(arguments: [("Examples/ci/github-actions.yml", "vendor.github-workflows"), ("Examples/ci/gitlab-ci.yml", "vendor.gitlab-ci")])
    func theFileIsValidUnderItsCIsSchema(file: String, schema: String) throws {
        let bin = try Self.lintTools.get()
        let checked = try Self.run(bin + "/check-jsonschema", ["--builtin-schema", schema, file])
        #expect(checked.code == 0, "\(file) against \(schema):\n\(checked.output)")
    }

    /// zizmor, GitHub Actions' security linter (offline: its audits that need no network), finds nothing in
    /// the workflow: actions pinned to commits, no credentials left in the checkout, each job's permissions
    /// its own, no `${{ }}` expanded into a shell.
    @Test func zizmorFindsNothingInTheWorkflow() throws {
        let bin = try Self.lintTools.get()
        let audited = try Self.run(bin + "/zizmor", ["--offline", "--no-progress", "Examples/ci/github-actions.yml"])
        #expect(audited.code == 0, "zizmor --offline Examples/ci/github-actions.yml:\n\(audited.output)")
        #expect(audited.output.contains("No findings to report"), "\(audited.output)")
    }

    /// What the files pin: actions to full commits, images to exact tags, TouchTracker's sources to a
    /// commit; the shards counted in one place; the tarball built once and handed on.
    @Test(arguments: files) func whatTheFileFetchesIsPinned(file: String) throws {
        let text = try String(contentsOf: Binary.packageRoot.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for use in lines.filter({ $0.hasPrefix("uses:") || $0.hasPrefix("- uses:") }) {
            let ref = use.split(separator: "@").last.map { String($0.prefix { $0 != " " }) } ?? ""
            #expect(ref.count == 40 && ref.allSatisfy(\.isHexDigit), "\(file): \(use) is not pinned to a commit")
        }
        for image in lines.filter({ $0.hasPrefix("image:") || $0.hasPrefix("container:") }) {
            let tag = image.split(separator: ":").dropFirst(2).joined(separator: ":")
            let exact = tag.range(of: #"\d+\.\d+\.\d+|-\d{8}-"#, options: .regularExpression) != nil   // 6.3.1-bookworm, bookworm-20260803-slim
            #expect(tag.contains("@sha256:") || exact, "\(file): \(image) is not an exact tag or digest")
            #expect(!image.contains("latest"), "\(file): \(image)")
        }
        #expect(text.contains("make -C /tmp/touchtracker dist"), "\(file) builds the tarball once")
        #expect(text.contains("fetch -q --depth 1 \"$TOUCHTRACKER_GIT\" \"$TOUCHTRACKER_COMMIT\""), "\(file) fetches one commit")
        #expect(!text.contains("make -C /tmp/touchtracker install"), "\(file): the shards use the tarball, they build nothing")
        let literalCounts = lines.filter { $0.contains("/4 ") || $0.hasPrefix("shard: [") }
        #expect(literalCounts.isEmpty, "\(file): the shard count is said in one place: \(literalCounts)")
        if file.hasSuffix("github-actions.yml") {
            #expect(text.contains("persist-credentials: false"))
            #expect(text.contains("checks: write"), "dorny/test-reporter writes check runs")
            #expect(text.contains("permissions: {}"), "nothing is granted by default")
        }
    }
}
