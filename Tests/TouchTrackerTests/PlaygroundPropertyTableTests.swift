import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The kinds' and properties' tables (`PlaygroundLesson.Kind.entry`, `PlaygroundLesson.Property.entry`)
/// are the one source every consumer reads: driven from the tables alone, every property of every kind
/// goes from lesson text through the parser, the installation in the engine, the read back, the inspector
/// and both flavours of printed code; and every name the format accepts is one the printed Swift can use.
@Suite struct PlaygroundPropertyTableTests {
    typealias Property = PlaygroundLesson.Property

    /// A value of `p` other than a new recognizer's: one step from it (down at the top of the range).
    static func changed(_ p: Property, of kind: PlaygroundLesson.Kind) throws -> Property.Value {
        let fresh = try #require(p.read(kind.make(name: "fresh")), "\(kind) has \(p)")
        return try #require(p.stepped(fresh, by: 1) ?? p.stepped(fresh, by: -1))
    }

    @Test func everyPropertyOfEveryKindRoundTripsThroughTheFormatTheEngineAndTheCode() throws {
        for kind in PlaygroundLesson.Kind.allCases {
            #expect(PlaygroundLesson.Kind(of: kind.make(name: "r")) == kind, "a live \(kind) reads back as its kind")
            for p in Property.allCases {
                let text = "playground 1\npad p 0 0 100 100\nrecognizer \(kind.rawValue) r on p\n"
                guard p.applies(to: kind) else {
                    #expect(throws: ScriptError.self, "a \(kind) has no \(p)") { try PlaygroundLessonParser.parse(text + "set r \(p.rawValue) 1\n", file: "l").get() }
                    continue
                }
                let value = try Self.changed(p, of: kind)
                let lesson = try PlaygroundLessonParser.parse(text + "set r \(p.rawValue) \(p.text(value))\n", file: "l").get()
                #expect(lesson.recognizer("r")?.value(of: p) == value, "\(kind) \(p): the format reads \(p.text(value))")
                #expect(PlaygroundLessonParser.text(lesson).hasSuffix("set r \(p.rawValue) \(p.text(value))\n"), "\(kind) \(p): the format writes it back")
                let installed = try #require(PlaygroundInstallation(lesson, in: Node(name: "root")).recognizer("r"))
                let back = try #require(p.read(installed))
                if case .options(let a) = back, case .options(let b) = value { #expect(Set(a) == Set(b), "\(kind) \(p)") } else {
                    #expect(back == value, "\(kind) \(p): the engine holds what the lesson says")
                }
                let inspector = try #require(PlaygroundInspector("r", in: lesson, live: installed))
                #expect(inspector.row(.property(p))?.value == p.text(back), "\(kind) \(p): the inspector shows it")
                for (flavor, indent) in [(PlaygroundCode.Flavor.gestures, "    "), (.uikit, "        ")] {
                    let code = PlaygroundCode.source(lesson, flavor: flavor, from: "l")
                    #expect(code.contains("\n\(indent)r.\(p.swiftName(uikit: flavor == .uikit)) = \(p.swift(value, uikit: flavor == .uikit))\n"), "\(kind) \(p) in \(flavor)")
                }
            }
            // The inspector lists the kind's properties, then the six every recognizer has, from the table.
            let lesson = try PlaygroundLessonParser.parse("playground 1\npad p 0 0 100 100\nrecognizer \(kind.rawValue) r on p\n", file: "l").get()
            let rows = try #require(PlaygroundInspector("r", in: lesson, live: nil)).rows.compactMap { row -> Property? in
                if case .property(let p) = row.id { return p }
                return nil
            }
            #expect(rows == kind.properties + Property.common)
        }
    }

    /// The kinds and properties as the table gives them, against the lesson format's documented ones.
    @Test func theTableIsTheOneTheDocsDescribe() {
        #expect(Property.common == [.cancelsTouchesInView, .delaysTouchesBegan, .delaysTouchesEnded, .isEnabled, .allowedTouchTypes, .requiresExclusiveTouchType])
        let byKind = Dictionary(uniqueKeysWithValues: PlaygroundLesson.Kind.allCases.map { ($0, $0.properties) })
        #expect(byKind == [
            .tap: [.numberOfTapsRequired, .numberOfTouchesRequired, .buttonMaskRequired],
            .longPress: [.minimumPressDuration, .allowableMovement, .numberOfTapsRequired, .numberOfTouchesRequired],
            .pan: [.minimumNumberOfTouches, .maximumNumberOfTouches, .allowedScrollTypesMask],
            .swipe: [.direction, .numberOfTouchesRequired],
            .pinch: [], .rotation: [], .checkmark: [], .hover: [],
            .screenEdgePan: [.minimumNumberOfTouches, .maximumNumberOfTouches, .edges, .allowedScrollTypesMask],
        ])
        #expect(PlaygroundLesson.Kind.allCases.map(\.uikitType) == [
            "UITapGestureRecognizer", "UILongPressGestureRecognizer", "UIPanGestureRecognizer", "UISwipeGestureRecognizer",
            "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "CheckmarkGestureRecognizer",
            "UIHoverGestureRecognizer",
        ])
        #expect(PlaygroundLesson.Kind.allCases.filter { !$0.hasPreventionSwitches } == [.checkmark, .hover])
        // docs/playground.md's table of properties says the same: each property's row names its kinds.
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/playground.md")
        let text = (try? String(contentsOf: docs, encoding: .utf8)) ?? ""
        var documented: [Property: Set<PlaygroundLesson.Kind>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let properties = cells[0].split(separator: ",").compactMap { Property(rawValue: $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))) }
            let kinds = cells[1] == "all" ? Set(PlaygroundLesson.Kind.allCases)
                : Set(cells[1].split(separator: ",").compactMap { PlaygroundLesson.Kind(rawValue: $0.trimmingCharacters(in: .whitespaces)) })
            for p in properties { documented[p] = kinds }
        }
        for p in Property.allCases {
            #expect(documented[p] == Set(PlaygroundLesson.Kind.allCases.filter { p.applies(to: $0) }), "docs/playground.md's row for \(p)")
        }
    }

    /// A name Swift or the printed code cannot use is refused by the format, by file and line; the edits'
    /// own names (`tap2`, `pad`, `child`) never are.
    @Test func aNameThePrintedSwiftCannotUseIsRefused() throws {
        let names = PlaygroundCode.swiftKeywords.union(PlaygroundCode.namesInUse).filter { $0.first?.isLowercase == true && $0.utf8.count <= 40 }   // longer ones are refused for their length
        #expect(names.isSuperset(of: ["defer", "protocol", "catch", "throw", "try", "where", "while", "repeat", "switch", "case", "default",
                                      "init", "deinit", "subscript", "operator", "extension", "typealias", "associatedtype", "inout", "nil",
                                      "true", "false", "fileprivate", "open", "rethrows", "some", "any", "node", "delegate", "frame", "bounds",
                                      "center", "layer", "window", "superview", "subviews", "tag", "alpha", "backgroundColor",
                                      "gestureRecognizers", "isUserInteractionEnabled", "next", "description", "transform"]))
        for name in names.sorted() {
            for line in ["pad \(name) 0 0 100 100", "recognizer tap \(name) on p"] {
                switch PlaygroundLessonParser.parse("playground 1\npad p 0 0 100 100\n\(line)\n", file: "l") {
                case .success: Issue.record("accepted: \(line)")
                case .failure(let e): #expect(e.line == 3 && e.file == "l" && e.message.contains("'\(name)'"), "\(line): \(e)")
                }
            }
        }
        let refused: [(String, String)] = [
            ("pad Pad 0 0 100 100", "l:3: a name is a word of letters, digits and _ (at most 40, ASCII), starting with a lowercase letter, got 'Pad'"),
            ("pad p\u{E4}d 0 0 100 100", "l:3: a name is a word of letters, digits and _ (at most 40, ASCII), starting with a lowercase letter, got 'p\u{E4}d'"),
            ("recognizer tap tapGesture on p", "l:3: 'tapGesture' would name its class TapGestureRecognizer, which the printed code uses"),
            ("recognizer tap gesture on p", "l:3: 'gesture' would name its class GestureRecognizer, which the printed code uses"),
            ("recognizer tap t on p\nrecognizer tap tChanged on p", "l:4: 'tChanged' would clash with the UIKit code's action method tChanged(_:)"),
            ("pad tChanged 0 0 100 100 in p\nrecognizer tap t on p", "l:4: 't' would clash with the UIKit code's action method tChanged(_:)"),
            ("pad in 0 0 100 100", "l:3: 'in' is a Swift keyword: the printed code could not name a pad or recognizer so"),
            ("recognizer tap frame on p", "l:3: 'frame' is a name the printed code uses itself (for the engine or UIKit)"),
        ]
        for (lines, message) in refused {
            switch PlaygroundLessonParser.parse("playground 1\npad p 0 0 100 100\n\(lines)\n", file: "l") {
            case .success: Issue.record("accepted: \(lines)")
            case .failure(let e): #expect(e.description == message)
            }
        }
        // The names the palette gives are all accepted (the empty lesson's pad, each kind, their second).
        var l = PlaygroundLesson.empty
        for kind in PlaygroundLesson.Kind.allCases + PlaygroundLesson.Kind.allCases { _ = try l.addRecognizer(kind, on: "pad").get() }
        _ = try l.addPad(in: "pad").get()
        #expect(try PlaygroundLessonParser.parse(PlaygroundLessonParser.text(l), file: "l").get() == l)
        // Contextual keywords are names like any other (the lab's station 1 has `left` and `right`).
        #expect(throws: Never.self) { try PlaygroundLessonParser.parse("playground 1\npad left 0 0 100 100\npad right 0 0 100 100\nrecognizer tap get on left\nrecognizer tap set on right\n", file: "l").get() }
    }
}
