import AppHost
import Gestures

/// One of TouchTracker's own touch-script commands, named once: its first word, how its line is read (the
/// file it writes, relative to `--out`, and anything else it keeps) and what it does with the app, given
/// that file resolved inside the output folder. The host's grammar knows none of them (`ScriptCommand`).
struct AppScriptCommand: Sendable {
    let name: String
    let read: @Sendable (_ words: [String], _ arguments: ScriptArguments) throws -> (output: String, arguments: [String])
    let run: @Sendable (_ app: TouchTrackerApp, _ output: String, _ arguments: [String]) throws -> Void

    /// The command as the host's grammar reads it.
    var scriptCommand: ScriptCommand {
        ScriptCommand(name: name) { [name, read] w, a in
            let (output, arguments) = try read(w, a)
            return AppScriptStep(command: name, output: output, arguments: arguments)
        }
    }
}

/// TouchTracker's own touch-script commands (docs/touch-scripts.md), one entry each:
/// - `export PATH`: the drawing alone as `PATH.png` and `PATH.svg` (an extension given is dropped);
/// - `timeline PATH.svg [SECONDS]`: the timeline as SVG, the last so many seconds (all of it without).
public enum AppScriptCommands {
    static let export = AppScriptCommand(name: "export", read: { w, a in
        try a.count(w, 2, "export PATH")
        var base = try a.outputPath(w[1])
        for ext in [".png", ".svg"] where base.hasSuffix(ext) && base.count > ext.count { base = String(base.dropLast(ext.count)) }
        return (base, [])
    }, run: { app, output, _ in _ = try app.exportDrawing(toBase: output) })

    static let timeline = AppScriptCommand(name: "timeline", read: { w, a in
        guard w.count == 2 || w.count == 3 else {
            throw a.fail("timeline takes a path and an optional number of seconds (timeline PATH.svg [SECONDS]), got \(w.count - 1) values")
        }
        let path = try a.outputPath(w[1])
        guard path.hasSuffix(".svg") else { throw a.fail("timeline writes SVG: its path ends in .svg, got '\(a.quoted(w[1]))'") }
        var arguments: [String] = []
        if w.count == 3 {
            let s = try a.number(w[2], "seconds")
            guard s > 0, s <= TouchScript.maximumSeconds else {
                throw a.fail("the seconds of timeline are more than 0 and at most \(Int(TouchScript.maximumSeconds)), got \(a.quoted(w[2]))")
            }
            arguments = ["\(s)"]
        }
        return (path, arguments)
    }, run: { app, output, arguments in try app.writeTimeline(to: output, lastSeconds: arguments.first.flatMap(Double.init)) })

    static let table = [export, timeline]
    /// The commands as the host's grammar reads them (`TouchScriptParser.parse(commands:)`).
    public static let all: [ScriptCommand] = table.map(\.scriptCommand)
}

extension TouchTrackerApp {
    public var scriptCommands: [ScriptCommand] { AppScriptCommands.all }

    public func perform(_ step: AppScriptStep, output: String?) throws {
        guard let command = AppScriptCommands.table.first(where: { $0.name == step.command }) else {
            preconditionFailure("\(step.command) is not a TouchTracker script command")
        }
        guard let output else { preconditionFailure("\(step.command) writes a file") }
        try command.run(self, output, step.arguments)
    }
}
