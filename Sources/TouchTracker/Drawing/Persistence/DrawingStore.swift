import Foundation
import Gestures
import AppHost

#if canImport(Glibc)
import Glibc
#endif

/// Saves and restores the drawing: `drawing.json` in `$XDG_DATA_HOME/touchtracker/` (by default
/// `~/.local/share/touchtracker/`). Writes go to a temporary file that is then renamed, so a crash
/// never leaves half a file. A file that cannot be read is set aside under another name, never deleted.
///
/// Saving runs on the app's background saver; the store is otherwise used from the main thread only.
public final class DrawingStore: @unchecked Sendable {
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

    public struct Saved: Equatable, Sendable {
        public var lines: [Line]
        public var drawColor: Color
        public var circles: [Circle] = []
        public var colorByAngle = false
        /// What this version does not understand, kept to be written back: the file's unknown top-level
        /// keys, and each line's or circle's unknown keys by its id.
        public var extras = Extras()
        public init(lines: [Line], drawColor: Color, circles: [Circle] = [], colorByAngle: Bool = false, extras: Extras = Extras()) {
            self.lines = lines; self.drawColor = drawColor; self.circles = circles; self.colorByAngle = colorByAngle
            self.extras = extras
        }
    }

    /// Keys a newer version wrote, as JSON text, in the order they were read.
    public struct Extras: Equatable, Sendable {
        public var topLevel: [RawField] = []
        public var items: [Int: [RawField]] = [:]
        public init() {}
    }
    public struct RawField: Equatable, Sendable {
        public var key: String
        public var json: String
    }

    public enum LoadResult: Equatable {
        case nothingSaved
        case loaded(Saved)
        /// The file was unreadable: it now lives at `setAsideAs`; `reason` names the place.
        case setAside(reason: String, setAsideAs: String)
        /// The file was unreadable and could not be moved aside either: it stays where it is, and the store
        /// refuses to save over it (`isSaveBlocked`).
        case keptInPlace(reason: String)
    }

    /// True once a file that could not be read could not be set aside: saving would destroy it.
    public private(set) var isSaveBlocked = false
    /// Renames a file; a seam for tests (the default is the system's rename).
    var renameFile: (String, String) -> Bool = { rename($0, $1) == 0 }

    public func load() -> LoadResult {
        var st = stat()
        guard lstat(file.path, &st) == 0 else { return .nothingSaved }
        let reason: String
        if let kind = nonRegularKind(at: file.path) {
            reason = "it is \(kind), not a regular file"   // never opened: reading a FIFO would block
        } else {
            do {
                let data = try Data(contentsOf: file)
                return .loaded(try DrawingStore.decode(data))
            } catch let e as SaveFormatError {
                reason = e.description
            } catch {
                reason = "it cannot be read (\(describe(error)))"
            }
        }
        let place = "\(file.lastPathComponent): \(reason)"
        if let aside = setAside() { return .setAside(reason: place, setAsideAs: aside) }
        isSaveBlocked = true
        return .keptInPlace(reason: place)
    }

    /// Renames the unreadable file to `drawing.unreadable-N.json` (the first N free); nil when it cannot.
    private func setAside() -> String? {
        var n = 1
        var target = directory.appendingPathComponent("drawing.unreadable-\(n).json")
        var st = stat()
        while lstat(target.path, &st) == 0 {
            n += 1
            target = directory.appendingPathComponent("drawing.unreadable-\(n).json")
        }
        return renameFile(file.path, target.path) ? target.lastPathComponent : nil
    }

    public func save(_ saved: Saved) throws {
        if isSaveBlocked {
            throw PlatformError("\(file.lastPathComponent) could not be read nor moved aside, so it is not saved over")
        }
        if let lock, !lock.isHeld {
            throw PlatformError("the drawing is open in another TouchTracker window")
        }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw PlatformError("the folder \(directory.path) cannot be created (\(describe(error)))")
        }
        try writeFileAtomically(DrawingStore.encode(saved), to: file.path)
    }

    // MARK: One window per drawing

    /// The lock this store holds on its drawing (nil until `lockForWriting()`).
    private var lock: FileLock?

    /// Takes the drawing's lock file (`drawing.lock`, an flock: the system drops it when the process
    /// ends, even on kill -9). False when another window holds it: that window's work comes first, and
    /// this store will not save.
    @discardableResult
    public func lockForWriting() -> Bool {
        if let lock { return lock.isHeld }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let l = FileLock(path: directory.appendingPathComponent("drawing.lock").path)
        lock = l
        return l.isHeld
    }

    /// Why `lockForWriting` failed when the folder cannot be written (read-only, no permission), nil when
    /// it did not fail or another window holds the lock.
    public var lockProblem: String? { lock?.openFailure }

    /// Gives the lock up (a second window may then save).
    public func unlock() { lock = nil }

    /// Whether this store may write: its file was readable or moved aside, and no other window has it.
    var mayWrite: Bool { !isSaveBlocked && (lock?.isHeld ?? true) }

    // MARK: Format

    public struct SaveFormatError: Error, CustomStringConvertible {
        public let description: String
    }

    static func encode(_ s: Saved) -> String {
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
    static func unknown(_ object: [String: Any], known: Set<String>) -> [RawField] {
        object.keys.filter { !known.contains($0) }.sorted().compactMap { key in
            guard let data = try? JSONSerialization.data(withJSONObject: object[key]!, options: [.fragmentsAllowed, .sortedKeys]),
                  let text = String(data: data, encoding: .utf8) else { return nil }
            return RawField(key: key, json: text)
        }
    }

    /// The file's usual shape is read by `SaveFileFastPath`; anything else the general way.
    static func decode(_ data: Data) throws -> Saved {
        if let saved = SaveFileFastPath.decode(data) { return saved }
        return try decodeGeneral(data)
    }

    /// Any file: unknown keys kept (`Extras`), items without ids numbered, errors naming their place.
    static func decodeGeneral(_ data: Data) throws -> Saved {
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
        var extras = Extras()
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
        return Saved(lines: lines, drawColor: drawColor, circles: circles, colorByAngle: byAngle, extras: extras)
    }
}
