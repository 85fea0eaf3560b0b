import Gestures

/// The grammar's checks beyond `expect-screenshot` (docs/touch-scripts.md, "Checking behaviour" and
/// "Comparing screenshots"): `expect`, `expect-log` blocks, `mask` and `tolerance`.
extension TouchScriptParser.Parser {
    /// The states an action is sent with (`action NAME STATE` in the log).
    static let actionStates = ["began", "changed", "ended", "cancelled"]

    /// `expect NAME STATE [xN]`: one more line of the check the `expect` lines in a row make.
    mutating func expect(_ w: [String], continuing: Bool) throws {
        guard w.count == 3 || w.count == 4 else {
            throw fail("expect takes a recognizer, a state and optionally a count (expect NAME STATE [xN]), got \(w.count - 1) values")
        }
        guard Self.actionStates.contains(w[2]) else {
            throw fail("an action's state is began, changed, ended or cancelled, got '\(q(w[2]))'")
        }
        var text = w[1] + " " + w[2]
        if w.count == 4 { text += " x\(try repeatCount(w[3]))" }
        lastWasExpect = true
        if continuing, actionCheck != nil {
            guard actionCheck!.lines.count < TouchScript.maximumExpectedLines else { throw tooManyLines() }
            actionCheck!.lines.append(text)   // in place: a run of 10,000 lines costs 10,000 appends
        } else {
            try emit(.expectLog(LogCheck(scope: .actions, line: line, expected: [text])))
            actionCheck = (script.steps.count - 1, line, [text])
        }
    }

    /// Puts the `expect` lines read so far into their check's step (once the run of `expect` lines ends).
    mutating func closeActionCheck() {
        guard let check = actionCheck else { return }
        actionCheck = nil
        if check.lines.count > 1 { script.steps[check.index] = .expectLog(LogCheck(scope: .actions, line: check.line, expected: check.lines)) }
    }

    /// `xN`: N times in a row, 1 to 1,000,000.
    func repeatCount(_ word: String) throws -> Int {
        guard word.first == "x", let n = Int(word.dropFirst()), word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
              (1...1_000_000).contains(n) else {
            throw fail("a count is x and a whole number from 1 to 1000000 (x3), got '\(q(word))'")
        }
        return n
    }

    func tooManyLines() -> ScriptError { fail("a check expects at most \(TouchScript.maximumExpectedLines) lines") }

    /// A line inside an `expect-log` block (a comment line, starting with `#`, is skipped before): an
    /// expected log entry as the dump writes it (`touchesBegan draw 1`, `action tap ended`, `menu show
    /// Delete`; a `#` in it is part of it), optionally `xN`; `...` for any number of entries; `end` (a
    /// comment may follow it) closes the block.
    mutating func logBlockLine(_ w: [String]) throws {
        guard logBlock != nil else { return }
        if w[0] == "end", w.count == 1 || w[1].hasPrefix("#") {
            let block = logBlock!
            logBlock = nil
            try emit(.expectLog(LogCheck(scope: .log, line: block.line, expected: block.lines)))
            return
        }
        if w[0] == LogCheck.skip, w.count > 1 { throw fail("... stands for any number of entries and takes nothing after it, got '\(q(w[1]))'") }
        if w.count >= 2, w.last?.first == "x", w.last!.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }) { _ = try repeatCount(w.last!) }
        guard logBlock!.lines.count < TouchScript.maximumExpectedLines else { throw tooManyLines() }
        // In place, with no other reference to the lines held: a copy of the block (`guard let`, `var`)
        // would make this append copy every line before it, for every line (10,001 lines took 20 s).
        logBlock!.lines.append(w.joined(separator: " "))
    }

    /// `mask X Y W H`: a region in window points the next `expect-screenshot` ignores.
    mutating func mask(_ w: [String]) throws {
        try count(w, 5, "mask X Y W H")
        let origin = try point(w[1], w[2])
        let width = try coordinate(w[3], "W"), height = try coordinate(w[4], "H")
        guard width > 0, height > 0 else { throw fail("a mask's width and height are more than 0, got \(q(w[3])) x \(q(w[4]))") }
        guard pendingMasks.count < TouchScript.maximumMasks else {
            throw fail("an expect-screenshot ignores at most \(TouchScript.maximumMasks) masks")
        }
        pendingMasks.append(line)
        try emit(.mask(Rect(x: origin.x, y: origin.y, width: width, height: height)))
    }

    /// `tolerance DELTA [PIXELS [OUTLIER]]`: this script's screenshot tolerance, within bounds.
    mutating func tolerance(_ w: [String]) throws {
        guard (2...4).contains(w.count) else {
            throw fail("tolerance takes 1 to 3 values (tolerance DELTA [PIXELS [OUTLIER]]), got \(w.count - 1)")
        }
        func whole(_ word: String, _ what: String, _ range: ClosedRange<Int>) throws -> Int {
            let v = try number(word, what)
            guard v == v.rounded(), range.contains(Int(v)) else {
                throw fail("\(what) is a whole number from \(range.lowerBound) to \(range.upperBound), got '\(q(word))'")
            }
            return Int(v)
        }
        let delta = try whole(w[1], "the tolerance's channel delta", 0...TouchScript.maximumToleranceDelta)
        let pixels = w.count >= 3 ? try whole(w[2], "the tolerance's pixel count", 0...TouchScript.maximumTolerancePixels) : 0
        let outlier = w.count == 4 ? try whole(w[3], "the tolerance's outlier delta", delta...TouchScript.maximumToleranceOutlier) : delta
        script.tolerance = ScreenshotTolerance(channelDelta: delta, pixels: pixels, outlierDelta: outlier)
    }
}
