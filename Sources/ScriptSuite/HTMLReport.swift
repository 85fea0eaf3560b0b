import Foundation
import Synchronization
import AppHost

/// `--report DIR`: a static HTML report of a suite (docs/ci.md), with no network and no asset from
/// elsewhere: `DIR/index.html` (its style and script inline), the files a person needs copied into
/// `DIR/files/N/` (each failing script's goldens, actual frames, diff images and timeline, and every script's
/// own screenshots and dumps), and
/// `DIR/results.json`, the suite as data with those copies' paths (what `merge-reports` reads). Written
/// whole: the page and the data last, each atomically.
///
/// As a reporter it writes `folder` at the suite's end; with `keepsCopies` it keeps the suite as read back
/// from what it wrote (`copies`: its file paths the report's copies), for the JUnit file after it.
public final class HTMLReport: SuiteReporter {
    public let folder: String
    let keepsCopies: Bool
    private let kept = Mutex<SuiteResult?>(nil)

    public init(folder: String, keepsCopies: Bool = false) {
        self.folder = folder
        self.keepsCopies = keepsCopies
    }

    /// The suite as this report wrote it, its file paths the report's copies readable from here; nil before
    /// `suiteEnded`, or without `keepsCopies`.
    public var copies: SuiteResult? { kept.withLock { $0 } }

    public func suiteEnded(_ suite: SuiteResult) throws {
        do {
            let written = try Self.write(suite, to: folder)
            if keepsCopies {
                let copies = try Self.resolved(written, in: folder)
                kept.withLock { $0 = copies }
            }
        } catch { throw SuiteError("cannot write the report \(folder): \(describe(error))") }
    }

    /// Writes the report of `suite` (whose file paths are readable from here) into `folder`.
    /// Returns the suite as written, its file paths relative to `folder`.
    @discardableResult
    public static func write(_ suite: SuiteResult, to folder: String) throws -> SuiteResult {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var kept = suite
        for (i, r) in suite.scripts.enumerated() where r.status != .passed || !(r.updatedGoldens ?? []).isEmpty || !(r.outputs ?? []).isEmpty {
            var copies: [String: String] = [:]
            var taken = Set<String>()
            // A report read back (merge-reports) names its goldens' copies in `writtenGoldens`, checked by
            // `read`; only a fresh run's own goldens are read from where the run wrote them.
            for path in r.attachments + (r.previousGoldens ?? [:]).values.sorted() + (r.writtenGoldens.map { $0.values.sorted() } ?? r.updatedGoldens ?? []) {
                var name = (path as NSString).lastPathComponent
                while taken.contains(name) { name = "_" + name }
                taken.insert(name)
                let relative = "files/\(i + 1)/\(name)"
                guard let data = regularFileContents(path) else { continue }   // gone: the page says so
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
            kept.scripts[i].trace = copy(r.trace)
            kept.scripts[i].outputs = r.outputs.map { $0.compactMap { copy($0) } }
            kept.scripts[i].previousGoldens = r.previousGoldens?.compactMapValues { copy($0) }
            if let written = r.updatedGoldens {
                kept.scripts[i].writtenGoldens = r.writtenGoldens?.compactMapValues { copy($0) }   // merged: the shard's copies
                    ?? Dictionary(written.compactMap { g in copy(g).map { (g, $0) } }, uniquingKeysWith: { a, _ in a })
            }
        }
        let page = URL(fileURLWithPath: folder).standardizedFileURL.path
        // Each script's output folder, linked when it is a folder here (a merged report's shards ran elsewhere).
        let outputs = suite.scripts.map { r -> String? in
            var isFolder: ObjCBool = false
            guard !r.output.isEmpty, FileManager.default.fileExists(atPath: r.output, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return relativePath(from: page, to: URL(fileURLWithPath: r.output).standardizedFileURL.path)
        }
        // A passing script's trace (`--trace on`) stays in its output folder: linked from the page where it is.
        for (i, r) in suite.scripts.enumerated() where r.status == .passed && (r.updatedGoldens ?? []).isEmpty && (r.outputs ?? []).isEmpty {
            if let t = r.trace, regularFileContents(t) != nil {
                kept.scripts[i].trace = relativePath(from: page, to: URL(fileURLWithPath: t).standardizedFileURL.path)
            } else {
                kept.scripts[i].trace = nil
            }
        }
        // Each golden written, linked where it is when it is a file here (a CI run's OUTPUT/new-goldens/...).
        var goldenLinks: [Int: [String: String]] = [:]
        for (i, r) in suite.scripts.enumerated() {
            for g in r.updatedGoldens ?? [] where nonRegularKind(at: g) == nil && FileManager.default.fileExists(atPath: g) {
                goldenLinks[i, default: [:]][g] = relativePath(from: page, to: URL(fileURLWithPath: g).standardizedFileURL.path)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try writeFileAtomically(try encoder.encode(kept), to: folder + "/results.json")
        try writeFileAtomically(ReportPage.html(kept, outputs: outputs, goldenLinks: goldenLinks), to: folder + "/index.html")
        return kept
    }

    /// `to` as seen from the folder `from` (both absolute): `../out/checks/a-tts`.
    static func relativePath(from: String, to: String) -> String {
        let a = from.split(separator: "/"), b = to.split(separator: "/")
        var n = 0
        while n < a.count && n < b.count && a[n] == b[n] { n += 1 }
        let path = (Array(repeating: "..", count: a.count - n) + b[n...].map(String.init)).joined(separator: "/")
        return path.isEmpty ? "." : path
    }

    /// A regular file's bytes; nil for anything else (a FIFO is never waited on, a folder never read).
    static func regularFileContents(_ path: String) -> Data? {
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? handle.readToEnd() ?? Data()
    }

    /// A report's file path as `results.json` names it, checked: a relative path to a regular file inside
    /// `folder`, with no `..` and no symbolic link on the way (a report read by `merge-reports` may come from
    /// anywhere, a CI artifact: it copies only the report's own files). Anything else is refused, named.
    static func checkedReportFile(_ p: String, in folder: String) throws -> String {
        func refuse(_ why: String) -> SuiteError {
            SuiteError("\(folder)/results.json names '\(ScriptDiscovery.printable(Array(p.utf8)))', \(why): refused (a report's files are regular files inside its folder)")
        }
        if p.hasPrefix("/") { throw refuse("an absolute path") }
        let parts = p.split(separator: "/", omittingEmptySubsequences: true)
        if parts.isEmpty || parts.contains("..") { throw refuse("a path out of the report's folder") }
        var path = folder
        for (n, part) in parts.enumerated() {
            path += "/" + part
            var st = stat()
            guard lstat(path, &st) == 0 else { return folder + "/" + p }   // missing: the page says so
            let mode = st.st_mode & S_IFMT
            if mode == S_IFLNK { throw refuse("a symbolic link") }
            if n < parts.count - 1 ? mode != S_IFDIR : mode != S_IFREG { throw refuse(ScriptDiscovery.kind(st.st_mode)) }
        }
        return folder + "/" + p
    }

    /// The suite a report folder holds (`results.json`), its file paths made readable from here.
    public static func read(_ folder: String) throws -> SuiteResult {
        let path = folder + "/results.json"
        guard let data = FileManager.default.contents(atPath: path) else { throw SuiteError("\(folder) holds no report (no \(path))") }
        var suite: SuiteResult
        do { suite = try JSONDecoder().decode(SuiteResult.self, from: data) } catch { throw SuiteError("\(path) is not a report's results.json: \(error)") }
        func resolved(_ p: String?) throws -> String? { try p.map { try checkedReportFile($0, in: folder) } }
        for i in suite.scripts.indices {
            suite.scripts[i].timeline = try resolved(suite.scripts[i].timeline)
            suite.scripts[i].outputs = try suite.scripts[i].outputs?.map { try checkedReportFile($0, in: folder) }
            // A passing script's trace linked outside the report is not the report's: not carried over.
            suite.scripts[i].trace = try suite.scripts[i].trace.flatMap { $0.hasPrefix("files/") ? try checkedReportFile($0, in: folder) : nil }
            suite.scripts[i].failures = try suite.scripts[i].failures.map { f in
                var f = f
                f.golden = try resolved(f.golden); f.actualImage = try resolved(f.actualImage); f.diffImage = try resolved(f.diffImage)
                return f
            }
            suite.scripts[i].previousGoldens = try suite.scripts[i].previousGoldens?.mapValues { try checkedReportFile($0, in: folder) }
            suite.scripts[i].writtenGoldens = try suite.scripts[i].writtenGoldens?.mapValues { try checkedReportFile($0, in: folder) }
                ?? (suite.scripts[i].updatedGoldens == nil ? nil : [:])   // never the paths the run named
        }
        return suite
    }

    /// A written report's suite (`write`'s answer) with its file paths as seen from here.
    public static func resolved(_ suite: SuiteResult, in folder: String) throws -> SuiteResult {
        var suite = suite
        func resolved(_ p: String?) -> String? { p.map { folder + "/" + $0 } }
        for i in suite.scripts.indices {
            suite.scripts[i].timeline = resolved(suite.scripts[i].timeline)
            suite.scripts[i].trace = resolved(suite.scripts[i].trace)   // a copy, or a passing script's linked from the page
            suite.scripts[i].outputs = suite.scripts[i].outputs?.map { folder + "/" + $0 }
            suite.scripts[i].failures = suite.scripts[i].failures.map { f in
                var f = f
                f.golden = resolved(f.golden); f.actualImage = resolved(f.actualImage); f.diffImage = resolved(f.diffImage)
                return f
            }
            suite.scripts[i].previousGoldens = suite.scripts[i].previousGoldens?.mapValues { folder + "/" + $0 }
            suite.scripts[i].writtenGoldens = suite.scripts[i].writtenGoldens?.mapValues { folder + "/" + $0 }
        }
        return suite
    }

    /// Several reports (a CI matrix's shards) as one suite: every script once, in the suite's order (shard
    /// I of N holds scripts I-1, I-1+N, ...; reports of whole suites in the order given); the time the longest
    /// shard's, the workers the most. The shards of one suite must all be there (their N agreeing, each I
    /// once) unless `allowPartial`; the missing ones are named in `missingShards`.
    public static func merged(_ suites: [SuiteResult], allowPartial: Bool = false) throws -> SuiteResult {
        var seen = Set<String>()
        for s in suites {
            for r in s.scripts where !seen.insert(r.title).inserted {
                throw SuiteError("\(r.title) is in two of the reports: they are not shards of one suite")
            }
        }
        let shards = suites.map { $0.shard.flatMap(Shard.init) }
        var scripts: [ScriptResult] = []
        var merged = SuiteResult(scripts: [], seconds: suites.map(\.seconds).max() ?? 0, workers: suites.map(\.workers).max() ?? 1)
        if shards.contains(where: { $0 != nil }) {
            guard shards.allSatisfy({ $0 != nil }) else { throw SuiteError("some of the reports are shards (--shard) and some are whole suites: they are not one suite's") }
            let parts = shards.map { $0! }
            let n = parts[0].count
            guard parts.allSatisfy({ $0.count == n }) else {
                throw SuiteError("the reports are shards of different splits (\(parts.map(\.description).joined(separator: ", "))): they are not one suite's")
            }
            var byIndex: [Int: [ScriptResult]] = [:]
            for (shard, suite) in zip(parts, suites) {
                guard byIndex[shard.index] == nil else { throw SuiteError("shard \(shard) is given twice") }
                byIndex[shard.index] = suite.scripts
            }
            let missing = (1...n).filter { byIndex[$0] == nil }.map { "\($0)/\(n)" }
            if !missing.isEmpty && !allowPartial {
                throw SuiteError("shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing: give every shard's report, or --allow-partial to merge what is there")
            }
            let longest = byIndex.values.map(\.count).max() ?? 0
            for k in 0..<(longest * n) {
                if let part = byIndex[k % n + 1], k / n < part.count { scripts.append(part[k / n]) }
            }
            merged.mergedShards = parts.sorted { $0.index < $1.index }.map(\.description)
            merged.missingShards = missing.isEmpty ? nil : missing
        } else {
            scripts = suites.flatMap(\.scripts)
        }
        merged.scripts = scripts
        merged.environment = suites.first?.environment
        return merged
    }
}
