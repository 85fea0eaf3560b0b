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
            ("lines", .array(s.lines.map { l in
                .object([("begin", .point(l.begin)), ("end", .point(l.end)),
                         ("color", .string(l.color.hexString)), ("width", .number(l.width))])
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
        for (i, item) in list.enumerated() {
            guard let l = item as? [String: Any] else { throw fail("lines[\(i)]: expected an object") }
            let begin = try point(l["begin"], "lines[\(i)].begin"), end = try point(l["end"], "lines[\(i)].end")
            guard let ct = l["color"] as? String, let color = Color(hex: ct) else { throw fail("lines[\(i)].color: expected \"#RRGGBB\"") }
            guard let w = (l["width"] as? NSNumber)?.doubleValue, w.isFinite, w > 0, w <= 200 else {
                throw fail("lines[\(i)].width: expected a number above 0 and at most 200")
            }
            lines.append(Line(id: i + 1, begin: begin, end: end, color: color, width: w))
        }
        return Saved(lines: lines, drawColor: drawColor)
    }
}
