import Foundation
import Gestures
import AppHost

/// The drawing as JSON, format 1: what `drawing.json` held before the store was SQLite, what `--export-json`
/// writes, and what a first start imports (docs/using-touchtracker.md). Unknown keys are kept (`Extras`).
public enum DrawingJSON {
    public struct SaveFormatError: Error, CustomStringConvertible {
        public let description: String
    }

    public static func encode(_ s: DrawingStore.Saved) -> String {
        func extra(_ id: Int) -> [(String, JSONValue)] { (s.extras.items[id] ?? []).map { ($0.key, .raw($0.json)) } }
        return JSONValue.object([
            ("format", .int(1)),
            ("drawColor", .string(s.drawColor.hexString)),
            ("colorByAngle", .bool(s.colorByAngle)),
            ("lines", .array(s.lines.map { l in
                .object([("id", .int(l.id)), ("begin", .point(l.begin)), ("end", .point(l.end)),
                         ("color", .string(l.color.hexString)), ("width", .number(l.width))] + extra(l.id))
            })),
            ("circles", .array(s.circles.map { c in
                .object([("id", .int(c.id)), ("center", .point(c.center)), ("radius", .number(c.radius)),
                         ("color", .string(c.color.hexString)), ("width", .number(c.width))] + extra(c.id))
            })),
        ] + s.extras.topLevel.map { ($0.key, .raw($0.json)) }).render() + "\n"
    }

    /// The keys this version reads; any other is kept as it is (`Extras`).
    static let knownTopLevel: Set<String> = ["format", "drawColor", "colorByAngle", "lines", "circles"]
    static let knownLine: Set<String> = ["id", "begin", "end", "color", "width"]
    static let knownCircle: Set<String> = ["id", "center", "radius", "color", "width"]

    /// The unknown keys of `object` as JSON text, sorted by key (JSON objects have no order to keep).
    static func unknown(_ object: [String: Any], known: Set<String>) -> [DrawingStore.RawField] {
        object.keys.filter { !known.contains($0) }.sorted().compactMap { key in
            guard let data = try? JSONSerialization.data(withJSONObject: object[key]!, options: [.fragmentsAllowed, .sortedKeys]),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return DrawingStore.RawField(key: key, json: text)
        }
    }

    /// The file's usual shape is read by `SaveFileFastPath`; anything else the general way. (Through
    /// `JSONSerialization` alone, a 100,000-line import takes 2.0-3.1 s on the bench machine against the
    /// import budget of 2 s; with the fast path 0.7-0.9 s.)
    public static func decode(_ data: Data) throws -> DrawingStore.Saved {
        if let saved = SaveFileFastPath.decode(data) { return saved }
        return try decodeGeneral(data)
    }

    /// Any file: unknown keys kept (`Extras`), items without ids numbered, errors naming their place.
    static func decodeGeneral(_ data: Data) throws -> DrawingStore.Saved {
        func fail(_ m: String) -> SaveFormatError { SaveFormatError(description: m) }
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"
            throw fail("not JSON (\(String(detail.prefix(120))))")
        }
        guard let object = root as? [String: Any] else { throw fail("the top level is not an object") }
        guard let format = object["format"] as? Double, format == 1 else { throw fail("format: expected 1") }
        guard let colorText = object["drawColor"] as? String, let drawColor = Color(hex: colorText) else {
            throw fail("drawColor: expected \"#RRGGBB\"")
        }
        guard let list = object["lines"] as? [Any] else { throw fail("lines: expected an array") }
        var lines: [Line] = []
        lines.reserveCapacity(list.count)
        var extras = DrawingStore.Extras()
        extras.topLevel = unknown(object, known: knownTopLevel)
        func point(_ v: Any?, _ place: String) throws -> Point {
            // Any finite coordinate loads (the index and the canvas clip what lies far outside the window),
            // so whatever the app wrote, it reads back.
            guard let a = v as? [Any], a.count == 2, let x = (a[0] as? NSNumber)?.doubleValue, let y = (a[1] as? NSNumber)?.doubleValue,
                  x.isFinite, y.isFinite else {
                throw fail("\(place): expected [x, y] with finite numbers")
            }
            return Point(x, y)
        }
        func color(_ v: Any?, _ place: String) throws -> Color {
            guard let t = v as? String, let c = Color(hex: t) else { throw fail("\(place): expected \"#RRGGBB\"") }
            return c
        }
        func width(_ v: Any?, _ place: String) throws -> Double {
            guard let w = (v as? NSNumber)?.doubleValue, w.isFinite, w > 0, w <= 200 else {
                throw fail("\(place): expected a number above 0 and at most 200")
            }
            return w
        }
        /// Ids give the stacking order across lines and circles; a file without them (format 1 as first
        /// written) stacks in file order, lines first.
        /// An item without an id gets the first number from its fallback that no item uses or names: ids
        /// stay unique, whatever mix of items with and without ids the file holds.
        var usedIDs = Set<Int>()
        var named = Set<Int>()
        for item in list + ((object["circles"] as? [Any]) ?? []) {
            if let n = ((item as? [String: Any])?["id"] as? NSNumber)?.doubleValue, n == n.rounded(), n >= 1, n < 1e9 { named.insert(Int(n)) }
        }
        func id(_ v: Any?, fallback: Int, _ place: String) throws -> Int {
            guard let v else {
                var f = fallback
                while usedIDs.contains(f) || named.contains(f) { f += 1 }
                usedIDs.insert(f)
                return f
            }
            guard let n = (v as? NSNumber)?.doubleValue, n == n.rounded(), n >= 1, n < 1e9 else { throw fail("\(place): expected a whole number from 1") }
            guard usedIDs.insert(Int(n)).inserted else { throw fail("\(place): \(Int(n)) is used twice") }
            return Int(n)
        }
        for (i, item) in list.enumerated() {
            guard let l = item as? [String: Any] else { throw fail("lines[\(i)]: expected an object") }
            let begin = try point(l["begin"], "lines[\(i)].begin"), end = try point(l["end"], "lines[\(i)].end")
            let lineID = try id(l["id"], fallback: i + 1, "lines[\(i)].id")
            lines.append(Line(id: lineID, begin: begin, end: end,
                              color: try color(l["color"], "lines[\(i)].color"), width: try width(l["width"], "lines[\(i)].width")))
            let more = unknown(l, known: knownLine)
            if !more.isEmpty { extras.items[lineID] = more }
        }
        var circles: [Circle] = []
        if let raw = object["circles"] {
            guard let list = raw as? [Any] else { throw fail("circles: expected an array") }
            for (i, item) in list.enumerated() {
                guard let c = item as? [String: Any] else { throw fail("circles[\(i)]: expected an object") }
                guard let r = (c["radius"] as? NSNumber)?.doubleValue, r.isFinite, r >= 0 else {
                    throw fail("circles[\(i)].radius: expected a number from 0")
                }
                let circleID = try id(c["id"], fallback: lines.count + i + 1, "circles[\(i)].id")
                let more = unknown(c, known: knownCircle)
                if !more.isEmpty { extras.items[circleID] = more }
                circles.append(Circle(id: circleID,
                                      center: try point(c["center"], "circles[\(i)].center"), radius: r,
                                      color: try color(c["color"], "circles[\(i)].color"), width: try width(c["width"], "circles[\(i)].width")))
            }
        }
        let byAngle = object["colorByAngle"] as? Bool ?? false
        return DrawingStore.Saved(lines: lines, drawColor: drawColor, circles: circles, colorByAngle: byAngle, extras: extras)
    }
}
