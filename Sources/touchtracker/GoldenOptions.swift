import ArgumentParser
import AppHost

extension GoldenUpdate: ExpressibleByArgument {}

/// `--update-goldens`, `--update-goldens-mode`, `--new-goldens` and `--goldens`, the root's options: which goldens a run of
/// a script writes instead of comparing with them, and where.
struct GoldenOptions: ParsableArguments {
    @Flag(name: .long, help: "Write the goldens of the script's expect-screenshot lines (beside the script) instead of comparing with them; refused when CI is set.")
    var updateGoldens = false

    @Option(name: .long, help: ArgumentHelp("With --script: which goldens expect-screenshot writes instead of comparing: 'missing' (only absent ones), 'changed' (absent ones and those beyond the tolerance) or 'all' (the same as --update-goldens). Refused when CI is set, but for 'missing'.", valueName: "mode"))
    var updateGoldensMode: GoldenUpdate?

    /// `touchtracker test` in CI: the goldens `--update-goldens-mode missing` writes go into this folder
    /// (under the names the script gives them), never beside the script (docs/ci.md, "Goldens").
    @Option(name: .long, help: ArgumentHelp("With --headless --script: write the goldens expect-screenshot writes into this folder (as the script names them) instead of beside the script.", valueName: "dir", visibility: .hidden))
    var newGoldens: String?

    /// `touchtracker test` with a project's goldens folder (touchtracker.toml, docs/ci.md): the goldens are there.
    @Option(name: .customLong("goldens"), help: ArgumentHelp("With --headless --script: find (and write) the goldens of expect-screenshot in this folder instead of beside the script.", valueName: "dir", visibility: .hidden))
    var folder: String?

    /// Which goldens `expect-screenshot` writes.
    var update: GoldenUpdate { updateGoldensMode ?? (updateGoldens ? .all : .none) }

    /// Refuses goldens written without a script (`--update-goldens-mode` and `--new-goldens`: a headless
    /// one), two modes at once, and any but the missing ones in CI (exit 2). Called by the command's
    /// `validate()` in its order of checks, so it is not this group's own.
    func check(script: String?, headless: Bool) throws {
        if updateGoldens && script == nil { throw ValidationError("--update-goldens needs --script FILE") }
        if updateGoldens && runsInCI {
            throw ValidationError("--update-goldens is refused when CI is set: goldens are recorded by a person, who looks at them")
        }
        if let mode = updateGoldensMode {
            if script == nil || !headless { throw ValidationError("--update-goldens-mode needs --headless --script FILE") }
            if updateGoldens && mode != .all { throw ValidationError("--update-goldens writes every golden: it cannot go with --update-goldens-mode \(mode.rawValue)") }
            try mode.refuseInCI(as: "--update-goldens-mode")
        }
        if newGoldens != nil && (script == nil || !headless) { throw ValidationError("--new-goldens needs --headless --script FILE") }
        if folder != nil && (script == nil || !headless) { throw ValidationError("--goldens needs --headless --script FILE") }
    }
}

extension GoldenUpdate {
    /// Refuses writing goldens in this mode, `option`'s, when CI is set (exit 2): all but `missing`.
    func refuseInCI(as option: String) throws {
        if self != .missing && self != .none && runsInCI {
            throw ValidationError("\(option) \(rawValue) is refused when CI is set (only 'missing' is allowed): goldens are recorded by a person, who looks at them")
        }
    }
}
