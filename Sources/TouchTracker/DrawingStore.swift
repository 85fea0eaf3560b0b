import Foundation
import Gestures
import Platform

/// Saves and restores the drawing: `drawing.json` in `$XDG_DATA_HOME/touchtracker/` (by default
/// `~/.local/share/touchtracker/`). Writes go to a temporary file that is then renamed, so a crash
/// never leaves half a file. A file that cannot be read is set aside under another name, never deleted.
public final class DrawingStore {
    public let directory: URL
    public var file: URL { directory.appendingPathComponent("drawing.json") }

    public init(directory: URL) { self.directory = directory }

    /// The default place: `$XDG_DATA_HOME/touchtracker`, else `~/.local/share/touchtracker`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("touchtracker")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/touchtracker")
    }

    public struct Saved: Equatable {
        public var lines: [Line]
        public var drawColor: Color
        public var circles: [Circle] = []
        public var colorByAngle = false
        public init(lines: [Line], drawColor: Color, circles: [Circle] = [], colorByAngle: Bool = false) {
            self.lines = lines; self.drawColor = drawColor; self.circles = circles; self.colorByAngle = colorByAngle
        }
    }

    public enum LoadResult: Equatable {
        case nothingSaved
        case loaded(Saved)
        /// The file was unreadable: it now lives at `setAsideAs`; `reason` names the place.
        case setAside(reason: String, setAsideAs: String)
    }

    public func load() -> LoadResult {
        guard FileManager.default.fileExists(atPath: file.path) else { return .nothingSaved }
        do {
            let data = try Data(contentsOf: file)
            return .loaded(try DrawingStore.decode(data))
        } catch {
            let reason = (error as? SaveFormatError)?.description ?? "\(error)"
            let aside = setAside()
            return .setAside(reason: "\(file.lastPathComponent): \(reason)", setAsideAs: aside)
        }
    }

    /// Renames the unreadable file to `drawing.unreadable-N.json` (the first N free).
    private func setAside() -> String {
        var n = 1
        var target = directory.appendingPathComponent("drawing.unreadable-\(n).json")
        while FileManager.default.fileExists(atPath: target.path) {
            n += 1
            target = directory.appendingPathComponent("drawing.unreadable-\(n).json")
        }
        if rename(file.path, target.path) != 0 { return file.lastPathComponent + " (could not be renamed)" }
        return target.lastPathComponent
    }

    public func save(_ saved: Saved) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try writeFileAtomically(DrawingStore.encode(saved), to: file.path)
    }

    // MARK: Format

    public struct SaveFormatError: Error, CustomStringConvertible {
        public let description: String
    }

    static func encode(_ s: Saved) -> String {
        JSONValue.object([
            ("format", .int(1)),
            ("drawColor", .string(s.drawColor.hexString)),
            ("colorByAngle", .bool(s.colorByAngle)),
            ("lines", .array(s.lines.map { l in
                .object([("id", .int(l.id)), ("begin", .point(l.begin)), ("end", .point(l.end)),
                         ("color", .string(l.color.hexString)), ("width", .number(l.width))])
            })),
            ("circles", .array(s.circles.map { c in
                .object([("id", .int(c.id)), ("center", .point(c.center)), ("radius", .number(c.radius)),
                         ("color", .string(c.color.hexString)), ("width", .number(c.width))])
            })),
        ]).render() + "\n"
    }

    static func decode(_ data: Data) throws -> Saved {
        func fail(_ m: String) -> SaveFormatError { SaveFormatError(description: m) }
        let root: Any
        do { root = try JSONSerialization.jsonObject(with: data) } catch {
            throw fail("not JSON (\((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "unreadable"))")
        }
        guard let object = root as? [String: Any] else { throw fail("the top level is not an object") }
        guard let format = object["format"] as? Double, format == 1 else { throw fail("format: expected 1") }
        guard let colorText = object["drawColor"] as? String, let drawColor = Color(hex: colorText) else {
            throw fail("drawColor: expected \"#RRGGBB\"")
        }
        guard let list = object["lines"] as? [Any] else { throw fail("lines: expected an array") }
        var lines: [Line] = []
        lines.reserveCapacity(list.count)
        func point(_ v: Any?, _ place: String) throws -> Point {
            guard let a = v as? [Any], a.count == 2, let x = (a[0] as? NSNumber)?.doubleValue, let y = (a[1] as? NSNumber)?.doubleValue,
                  x.isFinite, y.isFinite, abs(x) < 1e7, abs(y) < 1e7 else {
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
        var usedIDs = Set<Int>()
        func id(_ v: Any?, fallback: Int, _ place: String) throws -> Int {
            guard let v else { return fallback }
            guard let n = (v as? NSNumber)?.doubleValue, n == n.rounded(), n >= 1, n < 1e9 else { throw fail("\(place): expected a whole number from 1") }
            guard usedIDs.insert(Int(n)).inserted else { throw fail("\(place): \(Int(n)) is used twice") }
            return Int(n)
        }
        for (i, item) in list.enumerated() {
            guard let l = item as? [String: Any] else { throw fail("lines[\(i)]: expected an object") }
            let begin = try point(l["begin"], "lines[\(i)].begin"), end = try point(l["end"], "lines[\(i)].end")
            lines.append(Line(id: try id(l["id"], fallback: i + 1, "lines[\(i)].id"), begin: begin, end: end,
                              color: try color(l["color"], "lines[\(i)].color"), width: try width(l["width"], "lines[\(i)].width")))
        }
        var circles: [Circle] = []
        if let raw = object["circles"] {
            guard let list = raw as? [Any] else { throw fail("circles: expected an array") }
            for (i, item) in list.enumerated() {
                guard let c = item as? [String: Any] else { throw fail("circles[\(i)]: expected an object") }
                guard let r = (c["radius"] as? NSNumber)?.doubleValue, r.isFinite, r >= 0, r < 1e6 else {
                    throw fail("circles[\(i)].radius: expected a number from 0")
                }
                circles.append(Circle(id: try id(c["id"], fallback: lines.count + i + 1, "circles[\(i)].id"),
                                      center: try point(c["center"], "circles[\(i)].center"), radius: r,
                                      color: try color(c["color"], "circles[\(i)].color"), width: try width(c["width"], "circles[\(i)].width")))
            }
        }
        let byAngle = object["colorByAngle"] as? Bool ?? false
        return Saved(lines: lines, drawColor: drawColor, circles: circles, colorByAngle: byAngle)
    }
}
