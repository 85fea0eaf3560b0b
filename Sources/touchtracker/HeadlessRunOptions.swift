import ArgumentParser

/// How a command words the help of its `HeadlessRunOptions`: the root's one run, `touchtracker test`'s every
/// script.
protocol HeadlessRunOptionsHelp {
    static var updateExpectations: String { get }
    static var scale: String { get }
}

/// `--update-expectations` and `--scale`, as a headless run of a script takes them and `touchtracker test`
/// hands them on to each of its scripts' runs (`Help` words them for the command): what a person may have a
/// run write, refused in CI, and the pixels per point, refused as docs/command-line.md says.
struct HeadlessRunOptions<Help: HeadlessRunOptionsHelp>: ParsableArguments {
    @Flag(name: .long, help: ArgumentHelp(Help.updateExpectations))
    var updateExpectations = false

    // `.unconditional`: a negative number is a value to refuse with the documented message, not an option.
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(Help.scale, valueName: "k"))
    var scale = ScaleFactor(1)

    /// `--scale` as a number (checked by `checkScale()`).
    var pixelsPerPoint: Double { scale.value ?? 1 }

    /// The options as a script's run is given them (`touchtracker test`'s children), at `scaleText` (a
    /// project's own scale) or else `--scale`.
    func arguments(scale scaleText: String? = nil) -> [String] {
        ["--scale", scaleText ?? scale.text] + (updateExpectations ? ["--update-expectations"] : [])
    }

    /// Refuses `--update-expectations` when CI is set (exit 2). The commands call this and `checkScale()` in
    /// their own order of checks, so neither is this group's own `validate()`.
    func refuseUpdatingExpectationsInCI() throws {
        if updateExpectations && runsInCI {
            throw ValidationError("--update-expectations is refused when CI is set: expectations are written by a person, who reads them")
        }
    }

    /// Refuses a `--scale` that is no number from 0.5 to 4 (exit 2).
    func checkScale() throws { _ = try scale.checked("--scale") }
}
