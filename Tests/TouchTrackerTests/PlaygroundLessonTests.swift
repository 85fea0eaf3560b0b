import Foundation
import Testing
import TestSupport
@testable import AppHost
@testable import TouchTracker

/// Playground lessons (docs/playground.md): the file format read and written back, its errors named by
/// file and line, and the setup printed as Swift for the engine and for UIKit.
@Suite struct PlaygroundLessonTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/Playgrounds")

    func lesson(_ name: String) throws -> PlaygroundLesson {
        let text = try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
        return try PlaygroundLessonParser.parse(text, file: name).get()
    }

    @Test func theExamplesReadAndWriteBackTheSame() throws {
        for name in ["tap-chain.playground", "every-relation.playground"] {
            let l = try lesson(name)
            let again = try PlaygroundLessonParser.parse(PlaygroundLessonParser.text(l), file: "again").get()
            #expect(again == l, "\(name)")
        }
        let chain = try lesson("tap-chain.playground")
        #expect(chain.pads.map(\.name) == ["pad"] && chain.recognizers.map(\.name) == ["tap", "double", "triple"])
        #expect(chain.relations == [.requireToFail("tap", "double"), .requireToFail("double", "triple")])
        #expect(chain.recognizer("triple")?.value(of: .numberOfTapsRequired) == .count(3))
        let every = try lesson("every-relation.playground")
        #expect(every.pad("inner")?.parent == "outer")
        #expect(every.relations.count == 6 && every.needsDelegate)
    }

    @Test func badLessonsAreNamedByFileAndLine() {
        let cases: [(String, String)] = [
            ("pad p 0 0 100 100\n", "l:1: a lesson starts with 'playground 1', got 'pad p 0 0 100 100'"),
            ("playground 1\npad p 0 0 10 100\n", "l:2: a pad is at least 20 points a side"),
            ("playground 1\npad p 0 0 100 100 in q\n", "l:2: no pad is named 'q' (a parent comes before its child)"),
            ("playground 1\npad p 0 0 100 100\nrecognizer wave w on p\n", "l:3: a recognizer's kind is one of tap, longPress, pan, swipe, pinch, rotation, screenEdgePan, checkmark, hover, got 'wave'"),
            ("playground 1\npad p 0 0 100 100\nrecognizer tap p on p\n", "l:3: 'p' is already the name of a pad or recognizer"),
            ("playground 1\npad p 0 0 100 100\nrecognizer tap t on p\nset t direction left\n", "l:4: a tap has the properties cancelsTouchesInView, delaysTouchesBegan, delaysTouchesEnded, isEnabled, allowedTouchTypes, requiresExclusiveTouchType, numberOfTapsRequired, numberOfTouchesRequired, buttonMaskRequired, got 'direction'"),
            ("playground 1\npad p 0 0 100 100\nrecognizer tap t on p\nset t numberOfTapsRequired 11\n", "l:4: numberOfTapsRequired is a whole number from 0 to 10, got '11'"),
            ("playground 1\npad p 0 0 100 100\nrecognizer swipe s on p\nset s direction left,sideways\n", "l:4: direction is one or more of right, left, up, down joined by commas, got 'left,sideways'"),
            ("playground 1\npad p 0 0 100 100\nrecognizer tap t on p\nrequire t toFail t\n", "l:4: a recognizer cannot wait for itself"),
            ("playground 1\npad p 0 0 100 100\nrecognizer tap t on p\nshouldBegin t yes\n", "l:4: shouldBegin is yes unless the lesson says 'no', got 'yes'"),
            ("playground 1\nwobble\n", "l:2: unknown command 'wobble' (a lesson has title, exercise, student, task, pad, recognizer, set, require, simultaneous, canPrevent, canBePrevented, shouldBegin, shouldReceive, checks; a station's lines columns, expect, flip, label, say, switch, try, view)"),
            ("playground 1\npad p 0 0 1e9 100\n", "l:2: WIDTH is a number of points within ±16384, got '1e9'"),
        ]
        for (text, message) in cases {
            switch PlaygroundLessonParser.parse(text, file: "l") {
            case .success: Issue.record("accepted: \(text)")
            case .failure(let e): #expect(e.description == message)
            }
        }
    }

    /// A list with an empty item is refused (it read as the list without it), and a refused value is quoted
    /// as every refusal quotes a word: 40 characters at most, however long the value.
    @Test func emptyListItemsAndLongValuesAreRefusedReadably() {
        let head = "playground 1\npad p 0 0 100 100\nrecognizer tap t on p\n"
        for value in ["direct,,indirect", "pencil,", ",direct", ","] {
            switch PlaygroundLessonParser.parse(head + "set t allowedTouchTypes \(value)\n", file: "l") {
            case .success: Issue.record("accepted allowedTouchTypes \(value)")
            case .failure(let e): #expect(e.description.hasSuffix("got '\(value)'"), "\(e.description)")
            }
        }
        let long = String(repeating: "direct,", count: 15_000)   // 105 KB
        switch PlaygroundLessonParser.parse(head + "set t allowedTouchTypes \(long)\n", file: "l") {
        case .success: Issue.record("accepted a 105 KB value")
        case .failure(let e):
            #expect(e.description.count < 300, "\(e.description.prefix(400))")
            #expect(e.description.hasSuffix("got '\(long.prefix(40))…'"), "\(e.description.suffix(80))")
        }
    }

    /// The UIKit setup reads like Apple's guide: UIKit's classes, `require(toFail:)`, the view as its
    /// recognizers' delegate, `canPrevent` overridden in a subclass.
    @Test func theUIKitSetupUsesUIKitsOwnNames() throws {
        let code = PlaygroundCode.source(try lesson("every-relation.playground"), flavor: .uikit, from: "every-relation.playground")
        for expected in [
            "import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n",
            "class PlaygroundView: UIView, UIGestureRecognizerDelegate {",
            "    let parentTap = UITapGestureRecognizer()",
            "    let inner = UIView(frame: CGRect(x: 100, y: 100, width: 300, height: 200))",
            "        outer.addSubview(inner)",
            "        swipe.direction = [.left, .right]",
            "        press.minimumPressDuration = 0.2",
            "        pan.require(toFail: swipe)",
            "        pinch.delegate = self",
            "        (gestureRecognizer === pinch && otherGestureRecognizer === rotation) || (gestureRecognizer === rotation && otherGestureRecognizer === pinch)",
            "    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {",
            "    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {",
            "final class RotationRecognizer: UIRotationGestureRecognizer {\n    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }",
            "final class PressRecognizer: UILongPressGestureRecognizer {\n    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }",
        ] {
            #expect(code.contains(expected), "missing: \(expected)")
        }
    }

    /// The UIKit code shows what it does when run: each pad filled (see-through, so a pad in a pad is
    /// darker), the log in state names as the playground's (`tap ended`, never UIKit's raw numbers), and a
    /// swipe's direction written even at its default.
    @Test func theUIKitCodeShowsItsPadsLogsStateNamesAndTheSwipesDirection() throws {
        let l = try PlaygroundLessonParser.parse("playground 1\npad pad 0 0 300 200\nrecognizer swipe flick on pad\nrecognizer swipe back on pad\nset back direction left\n", file: "l").get()
        let code = PlaygroundCode.source(l, flavor: .uikit, from: "l")
        for expected in [
            "        pad.isMultipleTouchEnabled = true\n        pad.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)   // to see it\n        addSubview(pad)\n",
            "\n        flick.direction = [.right]\n        flick.addTarget(self, action: #selector(flickChanged(_:)))\n",
            "\n        back.direction = [.left]\n        back.addTarget(",
            "    @objc func flickChanged(_ recognizer: UISwipeGestureRecognizer) {\n        print(\"flick \\(stateName(recognizer.state))\")\n    }\n",
            "    func stateName(_ state: UIGestureRecognizer.State) -> String {\n        switch state {\n        case .possible: return \"possible\"\n",
            "        case .ended: return \"ended\"   // also .recognized\n",
        ] {
            #expect(code.contains(expected), "missing: \(expected)")
        }
        #expect(!code.contains("rawValue)\")\n    }"), "no raw numbers in the log")
        #expect(code.components(separatedBy: "direction =").count == 3, "once a swipe")
        // The engine's code is as before: only what the lesson sets (the consumer package compiles it).
        #expect(!PlaygroundCode.source(l, flavor: .gestures, from: "l").contains("flick.direction"))
        // `stateName` is the UIKit code's own: no recognizer or pad may be named so.
        #expect(throws: ScriptError.self) { try PlaygroundLessonParser.parse("playground 1\npad stateName 0 0 300 200\n", file: "l").get() }
    }

    /// The engine's code compiles as is (`swiftc -typecheck` against the build's `Gestures` module): the
    /// example with every relation, and a lesson whose names are Swift's contextual keywords, which the
    /// format accepts.
    @Test func thePrintedEngineCodeTypeChecks() throws {
        let modules = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Gestures.swiftmodule").path), "\(modules.path)")
        let words = ["get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "mutating", "nonmutating", "override", "required",
                     "convenience", "final", "dynamic", "optional", "indirect", "prefix", "postfix", "infix", "none", "left", "right",
                     "precedence", "associativity", "assignment", "unsafe", "sending", "distributed", "reasync", "open_", "type"]
        var contextual = "playground 1\npad outer 0 0 400 400\npad inner 10 10 100 100 in outer\n"
        for (k, w) in words.enumerated() { contextual += "recognizer \(PlaygroundLesson.Kind.allCases[k % 7].rawValue) \(w) on \(k % 2 == 0 ? "outer" : "inner")\n" }
        contextual += "canPrevent get no\ncanBePrevented set no\nsimultaneous lazy weak\nshouldBegin final no\nshouldReceive none no\nrequire left toFail right\n"
        let dir = ScratchFolder()
        for (name, lesson) in [("everyRelation", try lesson("every-relation.playground")),
                               ("contextual", try PlaygroundLessonParser.parse(contextual, file: "contextual").get())] {
            let file = dir.appendingPathComponent("\(name).swift")
            try PlaygroundCode.source(lesson, flavor: .gestures, from: name).write(to: file, atomically: true, encoding: .utf8)
            let run = try ProgramRun("/usr/bin/env", ["swiftc", "-typecheck", "-I", modules.path, file.path])
            #expect(run.status == 0, "\(name): \(run.stderr)")
        }
    }

    /// The binary: a bad lesson is refused before anything is printed, with its file and line.
    @Test func theBinaryPrintsOrRefusesALesson() throws {
        let dir = ScratchFolder()
        let bad = dir.appendingPathComponent("bad.playground")
        try "playground 1\nrecognizer tap t on nowhere\n".write(to: bad, atomically: true, encoding: .utf8)
        let refused = try Binary.run(arguments: ["--playground", bad.path, "--print-code", "gestures"], in: dir.url)
        #expect(refused.code == 2 && refused.stderr == "\(bad.path):2: no pad is named 'nowhere'\n", "\(refused.stderr)")
        let flavor = try Binary.run(arguments: ["--playground", bad.path, "--print-code", "swiftui"], in: dir.url)
        #expect(flavor.code == 2 && flavor.stderr.hasPrefix("touchtracker: --print-code is gestures or uikit, got 'swiftui'"))
    }

    /// The scene's own lesson (shown when no file is given) is station 15's file, the chain of the example
    /// file but for where its pad sits.
    @Test func theDefaultLessonIsTheTapChain() throws {
        let own = try PlaygroundLessonFile.station(PlaygroundScene.defaultStation).get()
        let example = try lesson("tap-chain.playground")
        #expect(own.recognizers == example.recognizers && own.relations == example.relations)
    }

    /// `--playground FILE` with a script: the lesson is what the playground scene runs; a double tap on its
    /// pad fires the double tap's action only (the tap waits for it), and the dump says so.
    @Test func aLessonFileRunsInThePlaygroundScene() throws {
        let dir = ScratchFolder()
        let file = dir.appendingPathComponent("two.playground")
        try "playground 1\ntitle Two taps\npad p 20 20 300 200\nrecognizer tap single on p\nrecognizer tap double on p\nset double numberOfTapsRequired 2\nrequire single toFail double\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let r = try Binary.run("window 800 600\nscene playground\ntap 250 200\nwait 0.1\ntap 250 200\nwait 1\ndump d.json\ntap 250 200\nwait 1\ndump e.json\n",
                               extra: ["--playground", file.path], in: dir.url)
        #expect(r.code == 0, "\(r.stderr)")
        let d = try r.json("d.json")["playground"] as! [String: Any]
        #expect(d["title"] as? String == "Two taps" && d["file"] as? String == file.path)
        #expect((d["recognizers"] as! [[String: Any]]).map { $0["name"] as! String } == ["single", "double"])
        #expect(d["actions"] as? [String] == ["double ended"])
        #expect((try r.json("e.json")["playground"] as! [String: Any])["actions"] as? [String] == ["double ended", "single ended"])
    }

    /// "Copy Swift" (and ctrl+C): the setup `--print-code gestures` prints, written to the export folder
    /// (in a script, --out) and put on the clipboard; headless there is none, and the playground says so.
    /// "Copy UIKit" (and ctrl+shift+C): the UIKit setup, the same way.
    @Test func copyAsSwiftWritesTheSetupAndSaysWhere() throws {
        let dir = ScratchFolder()
        let file = Self.examples.appendingPathComponent("tap-chain.playground").path
        let r = try Binary.run("window 800 600\nscene playground\ntap 406 19\nwait 0.1\nkey ctrl+C\nwait 0.1\ntap 500 19\nwait 0.1\ndump d.json\n",
                               extra: ["--playground", file], in: dir.url)
        #expect(r.code == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }.sorted()
        let written = files.filter { !$0.hasPrefix("playground-uikit-") }
        let uikit = files.filter { $0.hasPrefix("playground-uikit-") }
        #expect(uikit.count == 1, "\(files)")
        #expect(try String(contentsOf: dir.appendingPathComponent(uikit[0]), encoding: .utf8)
                == PlaygroundCode.source(try lesson("tap-chain.playground"), flavor: .uikit, from: file))
        #expect(written.count == 2, "the button and ctrl+C: \(written)")
        let printed = try Binary.run(arguments: ["--playground", file, "--print-code", "gestures"], in: dir.url)
        #expect(printed.code == 0)
        let code = try String(contentsOf: dir.appendingPathComponent(written[0]), encoding: .utf8)
        #expect(code.contains("public func installPlayground(on node: Node) -> [GestureRecognizer] {") && code.contains("tap.require(toFail: double)"))
        let messages = try r.json("d.json")["messages"] as! [String]
        #expect(messages.last?.hasPrefix("The playground's setup for UIKit is in \(dir.path)/playground-uikit-") == true, "\(messages)")
        #expect(messages.count == 3 && messages.dropLast().allSatisfy {
            $0.hasPrefix("The playground's setup as Swift is in \(dir.path)/playground-") && $0.hasSuffix(".swift (not on the clipboard: there is no window, so no clipboard).")
        }, "\(messages)")
    }
}

/// A student's answer names its student and its exercise (issue 48, docs/playground.md "Grading a class").
@Suite struct AnswerLinesTests {
    @Test func studentAndExerciseLinesRoundTrip() throws {
        let text = "playground 1\ntitle Exercise: tap\nexercise tap-or-double-tap\nstudent Ana  Lima\npad pad 0 0 100 100\nchecks\nexpect tap ended\n"
        let lesson = try PlaygroundLessonParser.parse(text, file: "a").get()
        #expect(lesson.student == "Ana Lima" && lesson.exercise == "tap-or-double-tap")
        let written = PlaygroundLessonParser.text(lesson)
        #expect(written == "playground 1\ntitle Exercise: tap\nexercise tap-or-double-tap\nstudent Ana Lima\npad pad 0 0 100 100\nchecks\nexpect tap ended\n")
        #expect(try PlaygroundLessonParser.parse(written, file: "a").get() == lesson)
        for (bad, message) in [("student\n", "a:2: student takes the student's name"),
                               ("exercise a/b\n", "a:2: an exercise's name is a file name without .playground (letters, digits, '-', '_', '.'), got 'a/b'")] {
            #expect(throws: ScriptError(file: "a", line: 2, message: String(message.dropFirst(5)))) { try PlaygroundLessonParser.parse("playground 1\n" + bad, file: "a").get() }
        }
        #expect(PlaygroundLesson.exerciseName(ofFile: "x/tap-or-double-tap.solution.playground") == "tap-or-double-tap")
    }

    @Test func theChecksDifferenceIgnoresCommentsAndSpacingAndKeepsTheOrder() {
        let exercise = ["# one tap", "tap @pad 100 100", "wait 1", "expect tap ended", "", "tap @pad 100 100 2", "wait 1", "expect doubleTap ended"]
        #expect(ChecksDifference.between(exercise: exercise, answer: exercise.filter { !$0.hasPrefix("#") }.map { $0 + "  " } + ["# mine"]) == [])
        let answer = ["tap  @pad 100 100", "wait 1", "expect tap ended", "tap @pad 100 100 2", "wait 1", "expect tap ended", "expect doubleTap began"]
        #expect(ChecksDifference.between(exercise: exercise, answer: answer) == ["+ expect tap ended", "+ expect doubleTap began", "- expect doubleTap ended"])
    }
}
