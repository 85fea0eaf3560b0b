import AppHost
import Gestures

/// TouchTracker's own touch-script commands (docs/touch-scripts.md): the host's grammar knows none of them.
/// - `export PATH`: the drawing alone as `PATH.png` and `PATH.svg` (an extension given is dropped);
/// - `timeline PATH.svg [SECONDS]`: the timeline as SVG, the last so many seconds (all of it without).
public enum AppScriptCommands {
    public static let all: [ScriptCommand] = [
        ScriptCommand(name: "export") { w, a in
            try a.count(w, 2, "export PATH")
            var base = try a.outputPath(w[1])
            for ext in [".png", ".svg"] where base.hasSuffix(ext) && base.count > ext.count { base = String(base.dropLast(ext.count)) }
            return AppScriptStep(command: "export", output: base)
        },
        ScriptCommand(name: "timeline") { w, a in
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
            return AppScriptStep(command: "timeline", output: path, arguments: arguments)
        },
    ]
}

extension TouchTrackerApp {
    public var scriptCommands: [ScriptCommand] { AppScriptCommands.all }

    public func perform(_ step: AppScriptStep, output: String?) throws {
        guard let output else { preconditionFailure("\(step.command) writes a file") }
        switch step.command {
        case "export": _ = try exportDrawing(toBase: output)
        case "timeline": try writeTimeline(to: output, lastSeconds: step.arguments.first.flatMap(Double.init))
        default: preconditionFailure("\(step.command) is not a TouchTracker script command")
        }
    }
}
