import ArgumentParser
import AppHost
import ScriptSuite

/// `--grep`, `--grep-invert` and `--last-failed`: which of the scripts found `touchtracker test` runs (docs/ci.md,
/// "Which scripts"), each a filter on a script's path (so they choose after `--shard` too), and why none is
/// chosen when none is.
struct ScriptChoiceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Run only the scripts whose path contains this regular expression.", valueName: "pattern"))
    var grep: String?

    @Option(name: .long, help: ArgumentHelp("Run only the scripts whose path does not contain this regular expression.", valueName: "pattern"))
    var grepInvert: String?

    @Flag(name: .long, help: "Run only the scripts that did not pass in the last run into --output (its last-run.json).")
    var lastFailed = false

    /// Refuses a pattern that is no regular expression (exit 2). Called by the command's `validate()` in its
    /// order of checks, so it is not this group's own.
    func check() throws {
        for (option, pattern) in [("--grep", grep), ("--grep-invert", grepInvert)] {
            do { _ = try pattern.map(PathPattern.init) } catch {
                throw ValidationError("\(option) must be a regular expression, got '\(ScriptError.printable(pattern ?? ""))': it \(error) (docs/ci.md, \"Which scripts\")")
            }
        }
    }

    /// Those of `scripts` the filters choose, in their order; `--last-failed` reads the last run in `output`.
    func chosen(_ scripts: [String], output: String) throws -> [String] {
        var chosen = scripts
        if let grep, let p = try? PathPattern(grep) { chosen = chosen.filter { p.matches(in: $0) } }
        if let grepInvert, let p = try? PathPattern(grepInvert) { chosen = chosen.filter { !p.matches(in: $0) } }
        if lastFailed {
            guard let last = LastRun.read(output) else {
                throw BadInput("touchtracker: --last-failed: \(output) holds no last run (\(LastRun.file(output))): run the suite once first")
            }
            chosen = chosen.filter { last.notPassed.contains($0) }
        }
        return chosen
    }

    /// Why no script is chosen of the `found` under `paths`, for `No tests found: ...`.
    func whyNone(found: Int, under paths: [String]) -> String {
        let place = paths.joined(separator: ", ")
        guard found > 0 else {
            return "no touch scripts (*.tts, *.txt) or lessons (*.playground) under \(place) (docs/ci.md, \"Which scripts\")"
        }
        let filters = (grep.map { ["--grep '\($0)'"] } ?? []) + (grepInvert.map { ["--grep-invert '\($0)'"] } ?? []) + (lastFailed ? ["--last-failed"] : [])
        return "none of the \(found) script\(found == 1 ? "" : "s") under \(place) \(found == 1 ? "is" : "are") chosen by \(filters.joined(separator: " and "))"
    }
}
