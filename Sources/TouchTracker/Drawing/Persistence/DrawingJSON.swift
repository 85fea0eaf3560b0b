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
            ("lines", .array(s.lines.map { l in .object(LineKey.allCases.map { ($0.rawValue, value(l, $0)) } + extra(l.id)) })),
            ("circles", .array(s.circles.map { c in .object(CircleKey.allCases.map { ($0.rawValue, value(c, $0)) } + extra(c.id)) })),
        ] + s.extras.topLevel.map { ($0.key, .raw($0.json)) }).render() + "\n"
    }

    /// A line's value under `key`, as the file and the state dump write it.
    static func value(_ l: Line, _ key: LineKey) -> JSONValue {
        switch key {
        case .id: .int(l.id)
        case .begin: .point(l.begin)
        case .end: .point(l.end)
        case .color: .string(l.color.hexString)
        case .width: .number(l.width)
        }
    }

    /// A circle's value under `key`, as the file and the state dump write it.
    static func value(_ c: Circle, _ key: CircleKey) -> JSONValue {
        switch key {
        case .id: .int(c.id)
        case .center: .point(c.center)
        case .radius: .number(c.radius)
        case .color: .string(c.color.hexString)
        case .width: .number(c.width)
        }
    }

    /// The keys this version reads; any other is kept as it is (`Extras`).
    static let knownTopLevel: Set<String> = ["format", "drawColor", "colorByAngle", "lines", "circles"]
    static var knownLine: Set<String> { LineKey.names }
    static var knownCircle: Set<String> { CircleKey.names }

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
        func point(_ field: (Any?, String)) throws -> Point {
            let (v, place) = field
            // Any finite coordinate loads (the index and the canvas clip what lies far outside the window),
            // so whatever the app wrote, it reads back.
            guard let a = v as? [Any], a.count == 2, let x = (a[0] as? NSNumber)?.doubleValue, let y = (a[1] as? NSNumber)?.doubleValue,
                  x.isFinite, y.isFinite else {
                throw fail("\(place): expected [x, y] with finite numbers")
            }
            return Point(x, y)
        }
        func color(_ field: (Any?, String)) throws -> Color {
            let (v, place) = field
            guard let t = v as? String, let c = Color(hex: t) else { throw fail("\(place): expected \"#RRGGBB\"") }
            return c
        }
        func width(_ field: (Any?, String)) throws -> Double {
            let (v, place) = field
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
            if let n = ((item as? [String: Any])?[LineKey.id.rawValue] as? NSNumber)?.doubleValue, n == n.rounded(), n >= 1, n < 1e9 { named.insert(Int(n)) }
        }
        func id(_ field: (Any?, String), fallback: Int) throws -> Int {
            let (v, place) = field
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
            func at(_ k: LineKey) -> (Any?, String) { (l[k.rawValue], "lines[\(i)].\(k.rawValue)") }
            let begin = try point(at(.begin)), end = try point(at(.end))
            let lineID = try id(at(.id), fallback: i + 1)
            lines.append(Line(id: lineID, begin: begin, end: end, color: try color(at(.color)), width: try width(at(.width))))
            let more = unknown(l, known: knownLine)
            if !more.isEmpty { extras.items[lineID] = more }
        }
        var circles: [Circle] = []
        if let raw = object["circles"] {
            guard let list = raw as? [Any] else { throw fail("circles: expected an array") }
            for (i, item) in list.enumerated() {
                guard let c = item as? [String: Any] else { throw fail("circles[\(i)]: expected an object") }
                func at(_ k: CircleKey) -> (Any?, String) { (c[k.rawValue], "circles[\(i)].\(k.rawValue)") }
                guard let r = (at(.radius).0 as? NSNumber)?.doubleValue, r.isFinite, r >= 0 else {
                    throw fail("\(at(.radius).1): expected a number from 0")
                }
                let circleID = try id(at(.id), fallback: lines.count + i + 1)
                let more = unknown(c, known: knownCircle)
                if !more.isEmpty { extras.items[circleID] = more }
                circles.append(Circle(id: circleID, center: try point(at(.center)), radius: r,
                                      color: try color(at(.color)), width: try width(at(.width))))
            }
        }
        let byAngle = object["colorByAngle"] as? Bool ?? false
        return DrawingStore.Saved(lines: lines, drawColor: drawColor, circles: circles, colorByAngle: byAngle, extras: extras)
    }
}
