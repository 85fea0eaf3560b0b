import Gestures

/// One command of the touch-script grammar (docs/touch-scripts.md): its first word, whether it is a header
/// (it must come before the first event), and how it reads its line: the steps it adds to the script (which
/// the player runs, `ScriptStep`), or the header it sets. A word the grammar lacks is one of the app's own
/// commands (`ScriptCommand`), or an error.
struct TouchScriptCommand: Sendable {
    let name: String
    var isHeader = false
    /// Reads the line's words (`words[0]` is `name`) into the parser's script, or throws its error (`fail`).
    let read: @Sendable (_ parser: inout TouchScriptParser.Parser, _ words: [String]) throws -> Void

    /// The grammar, one command a row, each row's reading beside its kind (this file: the headers, the
    /// checks and the outputs; `+Fingers`: the touches; `+Pointer`: the mouse, a pen's hover, the wheel, a
    /// trackpad's pinch, keys).
    static let grammar: [String: TouchScriptCommand] = Dictionary(uniqueKeysWithValues: [
        TouchScriptCommand(name: "window", isHeader: true) { try $0.readWindow($1) },
        TouchScriptCommand(name: "scene", isHeader: true) { try $0.readScene($1) },
        TouchScriptCommand(name: "ui-scale", isHeader: true) { try $0.readUIScale($1) },
        TouchScriptCommand(name: "wait") { try $0.readWait($1) },
        TouchScriptCommand(name: "down") { try $0.readDown($1) },
        TouchScriptCommand(name: "hover") { try $0.readHover($1) },
        TouchScriptCommand(name: "pinch-trackpad") { try $0.trackpadPinchCommand($1) },
        TouchScriptCommand(name: "scroll") { try $0.readScroll($1) },
        TouchScriptCommand(name: "move") { try $0.readMove($1) },
        TouchScriptCommand(name: "up") { try $0.readUp($1) },
        TouchScriptCommand(name: "cancel") { try $0.readUp($1) },
        TouchScriptCommand(name: "glide") { try $0.readGlide($1) },
        TouchScriptCommand(name: "tap") { try $0.readTap($1) },
        TouchScriptCommand(name: "drag") { try $0.readDrag($1) },
        TouchScriptCommand(name: "press") { try $0.readPress($1) },
        TouchScriptCommand(name: "swipe") { try $0.readSwipe($1) },
        TouchScriptCommand(name: "pinch") { try $0.readPinch($1) },
        TouchScriptCommand(name: "rotate") { try $0.readRotate($1) },
        TouchScriptCommand(name: "mouse") { try $0.readMouse($1) },
        TouchScriptCommand(name: "key") { try $0.readKey($1) },
        TouchScriptCommand(name: "expect-screenshot") { try $0.readExpectScreenshot($1) },
        TouchScriptCommand(name: "expect") { try $0.expect($1, continuing: $0.continuesCheck) },
        TouchScriptCommand(name: "expect-log") { try $0.readExpectLog($1) },
        TouchScriptCommand(name: "mask") { try $0.mask($1) },
        TouchScriptCommand(name: "tolerance", isHeader: true) { try $0.tolerance($1) },
        TouchScriptCommand(name: "screenshot") { try $0.readScreenshot($1) },
        TouchScriptCommand(name: "dump") { try $0.readDump($1) },
        TouchScriptCommand(name: "quit") { try $0.readQuit($1) },
        TouchScriptCommand(name: "next") { try $0.readNext($1) },
    ].map { ($0.name, $0) })
}

extension TouchScriptParser.Parser {
    /// Reads one line's words with the grammar's command its first word names.
    mutating func command(_ w: [String]) throws {
        let name = w[0]
        continuesCheck = name == "expect" && lastWasExpect
        lastWasExpect = false
        if !continuesCheck { closeActionCheck() }
        let known = TouchScriptCommand.grammar[name]
        let isHeader = known?.isHeader ?? false
        if isHeader && sawEvent { throw fail("\(name) is a header command: it must come before the first event") }
        if !isHeader { sawEvent = true }
        if let known { return try known.read(&self, w) }
        guard let c = commands.first(where: { $0.name == name }) else { throw fail("unknown command '\(q(name))'") }
        try emit(.app(try c.parse(w, ScriptArguments(file: file, line: line))))
    }

    /// `window W H`: the window's size in points (a header).
    mutating func readWindow(_ w: [String]) throws {
        try count(w, 3, "window W H")
        let width = try number(w[1], "the width"), height = try number(w[2], "the height")
        guard width >= 1, height >= 1, width <= 16384, height <= 16384 else {
            throw fail("the window must be between 1 and 16384 points on each side, got \(q(w[1])) x \(q(w[2]))")
        }
        script.windowSize = Size(width: width, height: height)
        script.windowLine = line
    }

    /// `ui-scale K`: the interface scale the script's points were made at, 0.5 to 4 (a header).
    mutating func readUIScale(_ w: [String]) throws {
        try count(w, 2, "ui-scale K")
        let k = try number(w[1], "the interface scale")
        guard k >= 0.5, k <= 4 else { throw fail("the interface scale must be from 0.5 to 4, got \(q(w[1]))") }
        script.uiScale = k
    }

    /// `scene NAME`: the scene the script starts in, one of the app's (a header).
    mutating func readScene(_ w: [String]) throws {
        try count(w, 2, "scene NAME")
        guard scenes.contains(w[1]) else { throw fail("unknown scene '\(q(w[1]))' (known: \(scenes.joined(separator: ", ")))") }
        script.scene = w[1]
    }

    /// `next FILE`: the script goes on in FILE, in this script's folder (a recording's next part); it ends the script.
    mutating func readNext(_ w: [String]) throws {
        try count(w, 2, "next FILE")
        guard !w[1].contains("/"), w[1] != ".", w[1] != "..", w[1].utf8.count <= TouchScript.maximumNameBytes else {
            throw fail("next names a file in this script's folder, got '\(q(w[1]))'")
        }
        script.next = w[1]
        script.nextLine = line
    }

    /// `wait S`: time passes, a frame at a time.
    mutating func readWait(_ w: [String]) throws {
        try count(w, 2, "wait S")
        try emit(.frames(Self.frames(try time(w[1]))))
    }

    /// `expect-screenshot GOLDEN.png`: the frame compared with a golden, relative to the script's folder.
    mutating func readExpectScreenshot(_ w: [String]) throws {
        try count(w, 2, "expect-screenshot GOLDEN.png")
        let golden = try TouchScriptParser.outputPath(w[1]) { message in
            fail(message.replacingOccurrences(of: "an output path", with: "a golden's path")
                .replacingOccurrences(of: "relative to --out", with: "relative to the script's folder")
                .replacingOccurrences(of: "out of --out", with: "out of the script's folder"))
        }
        guard golden.hasSuffix(".png") else { throw fail("a golden is a PNG file: its path ends in .png, got '\(q(w[1]))'") }
        pendingMasks = []
        try emit(.expectScreenshot(golden: golden, line: line))
    }

    /// `expect-log`: a block of the log's expected lines follows, to a line that says `end`.
    mutating func readExpectLog(_ w: [String]) throws {
        try count(w, 1, "expect-log, then the expected lines, then end")
        logBlock = (line, [])
    }

    /// `screenshot PATH`: the frame as PNG, relative to `--out`.
    mutating func readScreenshot(_ w: [String]) throws {
        try count(w, 2, "screenshot PATH")
        try emit(.screenshot(try outputPath(w[1])))
    }

    /// `dump PATH`: the state dump as JSON, relative to `--out`.
    mutating func readDump(_ w: [String]) throws {
        try count(w, 2, "dump PATH")
        try emit(.dump(try outputPath(w[1])))
    }

    /// `quit`: the app quits (it saves first).
    mutating func readQuit(_ w: [String]) throws {
        try count(w, 1, "quit")
        try emit(.quit)
    }
}
