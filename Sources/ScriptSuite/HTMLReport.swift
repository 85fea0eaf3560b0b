import Foundation
import AppHost

/// `--report DIR`: a static HTML report of a suite (docs/ci.md), with no network and no asset from
/// elsewhere: `DIR/index.html` (its style and script inline), the files a person needs copied into
/// `DIR/files/N/` (each failing script's goldens, actual frames, diff images and timeline), and
/// `DIR/results.json`, the suite as data with those copies' paths (what `merge-reports` reads). Written
/// whole: the page and the data last, each atomically.
public enum HTMLReport {
    /// Writes the report of `suite` (whose file paths are readable from here) into `folder`.
    public static func write(_ suite: SuiteResult, to folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var kept = suite
        for (i, r) in suite.scripts.enumerated() where r.status != .passed {
            var copies: [String: String] = [:]
            var taken = Set<String>()
            for path in r.attachments {
                var name = (path as NSString).lastPathComponent
                while taken.contains(name) { name = "_" + name }
                taken.insert(name)
                let relative = "files/\(i + 1)/\(name)"
                guard let data = FileManager.default.contents(atPath: path) else { continue }   // gone: the page says so
                try writeFileAtomically(data, to: folder + "/" + relative)
                copies[path] = relative
            }
            func copy(_ p: String?) -> String? { p.flatMap { copies[$0] } }
            kept.scripts[i].failures = r.failures.map { f in
                var f = f
                f.golden = copy(f.golden); f.actualImage = copy(f.actualImage); f.diffImage = copy(f.diffImage)
                return f
            }
            kept.scripts[i].timeline = copy(r.timeline)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFileAtomically(try encoder.encode(kept), to: folder + "/results.json")
        try writeFileAtomically(ReportPage.html(kept), to: folder + "/index.html")
    }

    /// The suite a report folder holds (`results.json`), its file paths made readable from here.
    public static func read(_ folder: String) throws -> SuiteResult {
        let path = folder + "/results.json"
        guard let data = FileManager.default.contents(atPath: path) else { throw SuiteError("\(folder) holds no report (no \(path))") }
        var suite: SuiteResult
        do { suite = try JSONDecoder().decode(SuiteResult.self, from: data) } catch { throw SuiteError("\(path) is not a report's results.json: \(error)") }
        func resolved(_ p: String?) -> String? { p.map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 } }
        for i in suite.scripts.indices {
            suite.scripts[i].timeline = resolved(suite.scripts[i].timeline)
            suite.scripts[i].failures = suite.scripts[i].failures.map { f in
                var f = f
                f.golden = resolved(f.golden); f.actualImage = resolved(f.actualImage); f.diffImage = resolved(f.diffImage)
                return f
            }
        }
        return suite
    }

    /// Several reports (a CI matrix's shards) as one suite: every script once, in the order of the
    /// reports given and each report's own; the time the longest shard's, the workers the most.
    public static func merged(_ suites: [SuiteResult]) throws -> SuiteResult {
        var scripts: [ScriptResult] = []
        var seen = Set<String>()
        for s in suites {
            for r in s.scripts {
                guard seen.insert(r.script).inserted else { throw SuiteError("\(r.script) is in two of the reports: they are not shards of one suite") }
                scripts.append(r)
            }
        }
        return SuiteResult(scripts: scripts, seconds: suites.map(\.seconds).max() ?? 0, workers: suites.map(\.workers).max() ?? 1)
    }
}
