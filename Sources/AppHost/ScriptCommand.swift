import Gestures

/// A command an app adds to the touch-script grammar (TouchTracker adds `export` and `timeline`). The host's
/// grammar names none of an app's features: it parses a line whose first word is `name` with `parse`, when
/// the whole script is parsed (so a bad line stops the script before anything runs), and the player hands
/// the step back to the app (`HostedApp.perform(_:output:)`) when it comes.
public struct ScriptCommand: Sendable {
    /// The command's first word.
    public let name: String
    /// Checks the line's words (`words[0]` is `name`) and returns the step to run, or throws the error of
    /// `arguments.fail(_:)`, which names the file and line.
    public let parse: @Sendable (_ words: [String], _ arguments: ScriptArguments) throws -> AppScriptStep

    public init(name: String, parse: @escaping @Sendable (_ words: [String], _ arguments: ScriptArguments) throws -> AppScriptStep) {
        self.name = name
        self.parse = parse
    }
}

/// One step of an app's own command, as parsed.
public struct AppScriptStep: Equatable, Sendable {
    /// The command's name.
    public var command: String
    /// The file it writes, relative to `--out` and checked like every output path (`ScriptArguments.outputPath`);
    /// the player resolves it inside the output folder and names it in errors.
    public var output: String?
    /// Whatever else the command keeps, as its parser wrote it.
    public var arguments: [String]

    public init(command: String, output: String? = nil, arguments: [String] = []) {
        self.command = command
        self.output = output
        self.arguments = arguments
    }
}

/// The host grammar's checks, for an app's command parser: each failure names the script's file and line.
public struct ScriptArguments: Sendable {
    let file: String
    let line: Int

    /// An error at the command's line.
    public func fail(_ message: String) -> ScriptError { ScriptError(file: file, line: line, message: message) }

    /// A word as an error message quotes it.
    public func quoted(_ word: String) -> String { ScriptError.printable(word) }

    /// Throws unless the line has exactly `n` words (the command and `n - 1` values).
    public func count(_ words: [String], _ n: Int, _ usage: String) throws {
        guard words.count == n else {
            throw fail("\(words[0]) takes \(n - 1) value\(n == 2 ? "" : "s") (\(usage)), got \(words.count - 1)")
        }
    }

    /// A decimal number: digits, an optional point and an optional sign; no NaN, no infinity, no exponent.
    public func number(_ word: String, _ what: String) throws -> Double {
        try TouchScriptParser.number(word, what, fail: fail)
    }

    /// An output path: relative, inside the output folder (no `..`), naming a file, within the length limits.
    public func outputPath(_ word: String) throws -> String {
        try TouchScriptParser.outputPath(word, fail: fail)
    }
}
