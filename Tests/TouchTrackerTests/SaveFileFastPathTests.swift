import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import TouchTracker

/// The save file's fast reader: the same drawing as the general decoder for every file it accepts, and
/// nil (so the general decoder, with its messages and kept extras, takes over) for everything else.
@Suite struct SaveFileFastPathTests {
    @Test func whatTheAppWritesReadsTheSameBothWays() throws {
        for seed in [1, 2, 3, 4] as [UInt64] {
            var rng = SeededGenerator(seed: seed)
            let saved = randomSaved(&rng, lines: 300, circles: seed == 1 ? 0 : 20)
            let data = Data(DrawingJSON.encode(saved).utf8)
            let fast = try #require(SaveFileFastPath.decode(data), "seed \(seed): the app's own file takes the fast path")
            #expect(fast == (try DrawingJSON.decodeGeneral(data)), "seed \(seed)")
        }
    }

    /// Every key of a line and of a circle (`LineKey`, `CircleKey`), in a file the app wrote, is read by the
    /// fast path: a key the general reader knows and the fast path does not would send every file to the slow
    /// reader, silently. And the two readers know the same keys: each one, taken away, leaves a file the
    /// fast path refuses and the general reader takes as it was (an item without it, or an error).
    @Test func everyKeyIsReadByTheFastPath() throws {
        let saved = DrawingStore.Saved(lines: [Line(id: 1, begin: Point(1, 2), end: Point(3, 4), color: .red, width: 3)], drawColor: .black,
                                       circles: [Circle(id: 2, center: Point(5, 6), radius: 7, color: .black, width: 2)])
        let text = DrawingJSON.encode(saved)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let line = try #require((object["lines"] as? [[String: Any]])?.first), circle = try #require((object["circles"] as? [[String: Any]])?.first)
        #expect(Set(line.keys) == LineKey.names && Set(circle.keys) == CircleKey.names, "the file writes every key")
        #expect(DrawingJSON.knownLine == LineKey.names && DrawingJSON.knownCircle == CircleKey.names, "the general reader knows the same keys")
        #expect(try SaveFileFastPath.decode(Data(text.utf8)) == DrawingJSON.decodeGeneral(Data(text.utf8)), "the app's file takes the fast path")
        func without(_ list: String, _ key: String) throws -> Data {
            var o = object
            var items = o[list] as! [[String: Any]]
            items[0][key] = nil
            o[list] = items
            return try JSONSerialization.data(withJSONObject: o)
        }
        for key in LineKey.allCases {
            #expect(SaveFileFastPath.decode(try without("lines", key.rawValue)) == nil, "a line without \(key): not the usual shape")
        }
        for key in CircleKey.allCases {
            #expect(SaveFileFastPath.decode(try without("circles", key.rawValue)) == nil, "a circle without \(key): not the usual shape")
        }
    }

    /// Numbers in every form JSON allows, including those the fast digits cannot hold exactly: each is the
    /// correctly rounded value (the standard library's `Double(String)`). Foundation's reader is off by an
    /// ulp on a few of the long ones, so only the short ones (what the app writes: at most 6 decimals)
    /// are compared with it.
    @Test func numbersAreCorrectlyRounded() throws {
        let xs = ["0", "-0", "12", "-7.25", "1e2", "1E-3", "2.5e+1", "123456789.123456", "0.1", "3.0000000000000004",
                  "1234567890123456789", "9007199254740993", "1e22", "1e23", "4.9e-320", "-1.7976931348623157e308", "0.000000000000000000000001"]
        for x in xs {
            let text = ##"{"format": 1.0, "drawColor": "#aBcDeF", "lines": [{"width": 2, "end": [1, 2], "color": "#000000", "id": 3, "begin": [\##(x), 5]}]}"##
            let data = Data(text.utf8)
            let fast = try #require(SaveFileFastPath.decode(data), "\(x)")
            #expect(fast.lines[0].begin.x == Double(x)!, "\(x)")
            if x.count <= 16 { #expect(fast == (try DrawingJSON.decodeGeneral(data)), "\(x)") }
        }
    }

    /// Anything but the usual shape goes to the general decoder, which keeps what the fast one cannot.
    @Test func anythingElseIsLeftToTheGeneralDecoder() throws {
        let line = ##"{"id": 1, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3}"##
        func file(_ lines: String, top: String = "") -> String { ##"{"format": 1, "drawColor": "#000000"\##(top), "lines": [\##(lines)]}"## }
        let others: [(String, String)] = [
            ("an unknown key on a line", file(##"{"id": 1, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3, "pressure": 0.5}"##)),
            ("an unknown key at the top", file(line, top: #", "layers": []"#)),
            ("a line without an id", file(##"{"begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3}"##)),
            ("an id used twice", file(line + ", " + line)),
            ("a width out of range", file(##"{"id": 1, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 0}"##)),
            ("a point of three numbers", file(##"{"id": 1, "begin": [1, 2, 3], "end": [3, 4], "color": "#112233", "width": 3}"##)),
            ("a short color", file(##"{"id": 1, "begin": [1, 2], "end": [3, 4], "color": "#123", "width": 3}"##)),
            ("an escape in a key", file(##"{"\u0069d": 1, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3}"##)),
            ("a key twice", file(##"{"id": 1, "id": 2, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3}"##)),
            ("format 2", ##"{"format": 2, "drawColor": "#000000", "lines": []}"##),
            ("a trailing comma", file(line + ",")),
            ("text after the object", file(line) + " x"),
            ("a leading zero", file(##"{"id": 01, "begin": [1, 2], "end": [3, 4], "color": "#112233", "width": 3}"##)),
            ("a huge exponent", file(##"{"id": 1, "begin": [1e999, 2], "end": [3, 4], "color": "#112233", "width": 3}"##)),
        ]
        for (what, text) in others {
            #expect(SaveFileFastPath.decode(Data(text.utf8)) == nil, "\(what)")
        }
        // And through the store's decoder: the extras are kept, the errors named, as before.
        let kept = try DrawingJSON.decode(Data(others[0].1.utf8))
        #expect(kept.extras.items[1]?.map(\.key) == ["pressure"])
        #expect(throws: DrawingJSON.SaveFormatError.self) { try DrawingJSON.decode(Data(others[3].1.utf8)) }
        #expect(throws: DrawingJSON.SaveFormatError.self) { try DrawingJSON.decode(Data(others[4].1.utf8)) }
    }
}
