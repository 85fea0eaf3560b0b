import Foundation
import AppHost
import ScriptSuite

#if canImport(Glibc)
import Glibc
#endif

/// `touchtracker test`'s run: the scripts found and chosen, in each project of the settings file (or once),
/// run by `ScriptSuite`'s runners and told to its reporters (docs/ci.md).
extension TestCommand {
    func runSuite() throws {
        let watcher = SignalWatcher.start()
        let resolved = try resolvedSettings()
        let all: [String]
        let searched = resolved.paths
        do { all = try ScriptDiscovery.scripts(under: searched, rule: resolved.rule) } catch {
            throw BadInput("touchtracker: \(error)")
        }
        // The suite's entries: each script in each project (project by project), or each script once.
        let projects: [SuiteProject?] = resolved.projects.isEmpty ? [nil] : resolved.projects
        let tags = Dictionary(all.map { ($0, ScriptTags.read($0)) }, uniquingKeysWith: { a, _ in a })
        let entries = projects.flatMap { p in all.map { (project: p, script: $0) } }
        func title(_ e: (project: SuiteProject?, script: String)) -> String { ScriptTags.title(e.script, project: e.project?.name, tags: tags[e.script] ?? []) }
        // Which of them run: --grep, --grep-invert (on the title: project, path and tags), --last-failed, each
        // per entry (so after --shard too).
        var chosen = entries.map { _ in true }
        if let grep = choice.grep, let p = try? PathPattern(grep) { chosen = zip(chosen, entries).map { $0 && p.matches(in: title($1)) } }
        if let grepInvert = choice.grepInvert, let p = try? PathPattern(grepInvert) { chosen = zip(chosen, entries).map { $0 && !p.matches(in: title($1)) } }
        if choice.lastFailed {
            guard let last = LastRun.read(output) else {
                throw BadInput("touchtracker: --last-failed: \(output) holds no last run (\(LastRun.file(output))): run the suite once first")
            }
            chosen = zip(chosen, entries).map { $0 && last.notPassed.contains($1.script) }
        }
        // Nothing green by omission: a suite that runs nothing is no pass, unless asked (Playwright's rule).
        if !chosen.contains(true) && !passWithNoTests {
            throw RunFailure("No tests found: " + choice.whyNone(found: all.count, under: searched)
                             + " (--pass-with-no-tests to pass when there are none)")
        }
        let indices = Array(entries.indices)
        let picked = (shardValue?.part(of: indices) ?? indices).filter { chosen[$0] }.map { entries[$0] }
        let console = Console()
        if list {
            for e in picked { console.write((e.project.map { "[\($0.name)] " } ?? "") + e.script + "\n") }
            console.write("\(picked.count) script\(picked.count == 1 ? "" : "s")\n")
            if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
            return
        }
        let lessons = Set(picked.map(\.script)).filter(LessonCheckMode.isLesson).count
        if scriptRun.updateExpectations && lessons > 0 {
            writeStandardError("touchtracker: --update-expectations leaves the checks of the \(lessons) lesson\(lessons == 1 ? "" : "s") as they are: a lesson's checks grade a student's answer and are changed by hand\n")
        }
        let parts = try projects.map { p in
            ProjectSuite.Part(runner: try runner(for: p, resolved: resolved, stop: watcher.stop),
                              scripts: picked.filter { $0.project?.name == p?.name }.map(\.script))
        }.filter { !$0.scripts.isEmpty || projects.count == 1 }
        // At the suite's end, in this order: the last run (for --last-failed), the reports, the summary.
        let reporters = SuiteReporters([LastRun(output: output, keepsEarlier: choice.lastFailed)]
            + (GitHubAnnotations.isOn(ProcessInfo.processInfo.environment) ? [GitHubAnnotations(console)] : [])
            + (reportFiles.report.map { [HTMLReport(folder: $0)] } ?? []) + (reportFiles.junit.map { [JUnitReport(file: $0)] } ?? [])
            + [ConsoleReporter(console, terminal: isatty(STDOUT_FILENO) == 1)])
        let suite: SuiteResult
        do {
            suite = try ProjectSuite(parts: parts, maxFailures: maxFailures)
                .run(reporter: reporters, shard: shardValue?.description, environment: Self.environment(scale: scriptRun.scale.text, projects: resolved.projects))
        } catch { throw RunFailure("\(error)") }
        // An output of the runner's own that could not be written (a script's stderr.log on a full disk).
        if let lost = suite.scripts.first(where: { $0.status == .error && ($0.message ?? "").hasPrefix("cannot write ") }) {
            writeStandardError("touchtracker: \(lost.message!)\n")
        }
        if let signal = watcher.signal {
            throw Interrupted(signal: signal)
        }
        if let problem = console.problem { throw RunFailure("cannot write to standard output: \(problem)") }
        if suite.exitCode != 0 { throw SuiteFinished(code: suite.exitCode) }
    }

    /// The runner of one project (nil: the suite without projects): its binary, scale, goldens and output folder.
    func runner(for project: SuiteProject?, resolved: ResolvedTestSettings, stop: SuiteStop) throws -> SuiteRunner {
        let me = try Self.binary(for: project, settings: resolved.settings)
        let root = resolved.settings?.root ?? "."
        let outputRoot = project.map { (output as NSString).appendingPathComponent($0.name) } ?? output
        let extra = scriptRun.arguments(scale: project?.scale.map { ScaleFactor($0).text })
            + (updateGoldens.map { ["--update-goldens-mode", $0.rawValue] } ?? []) + (lang.map { ["--lang", $0] } ?? [])
        let traceMode = trace
        let checksFrom = checksFrom
        // In CI a golden written goes beside the output (OUTPUT/new-goldens/...), never into the suite: the next
        // run in the same workspace does not compare against it.
        let newGoldens = runsInCI && updateGoldens == .missing ? (outputRoot as NSString).appendingPathComponent("new-goldens") : nil
        var runner = SuiteRunner(command: { script, folder, results in
            [me, "--headless", "--script", script, "--out", folder, "--results", results] + extra
                + Self.projectArguments(project, script: script, root: root)
                + (newGoldens.map { ["--new-goldens", SuiteRunner.newGoldensFolder(for: script, under: $0)] } ?? [])
                + (checksFrom.map { LessonCheckMode.isLesson(script) ? ["--checks-from", $0] : [] } ?? [])
                + traceMode.childArguments(folder: folder)
        }, workers: resolved.workers, timeout: resolved.timeout, outputRoot: outputRoot)
        runner.project = project?.name
        runner.goldensFolder = { Self.goldensFolder(project, script: $0, root: root) }
        runner.newGoldensRoot = newGoldens
        runner.maxFailures = maxFailures
        runner.stop = stop
        runner.failsWrittenGoldens = runsInCI
        runner.keepsPreviousGoldens = updateGoldens == .changed || updateGoldens == .all
        runner.shard = shardValue?.description
        return runner
    }
}
