import Foundation
import Gestures

/// Reads the save file's usual shape straight from its bytes, with no intermediate objects: the keys this
/// version writes and no other, every line and circle with its id, every value in range. That is every file
/// the app wrote itself, and it loads about twenty times faster than through `JSONSerialization` (which
/// builds a dictionary and boxed numbers for every line), with a fraction of the memory.
///
/// Contract: `decode` returns nil for anything else (an unknown key, a missing id, a value out of range, an
/// escape in a string, a duplicate key, bad JSON); `DrawingJSON.decode` then reads the file the general
/// way, which keeps unknown keys and names the place of an error. When it returns a value, it is the value
/// the general decoder returns for the same bytes, except that every number is correctly rounded (Foundation's
/// reader is an ulp off on some 17-digit numbers; the app writes at most 6 decimals, where the two agree).
/// `SaveFileFastPathTests` checks both.
struct SaveFileFastPath {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static func decode(_ data: Data) -> DrawingStore.Saved? {
        data.withUnsafeBytes { raw in
            var reader = SaveFileFastPath(raw.bindMemory(to: UInt8.self))
            return reader.file()
        }
    }

    // MARK: The file's shape

    private mutating func file() -> DrawingStore.Saved? {
        var format: Double?, drawColor: Color?, byAngle = false
        var lines: [Line]?, circles: [Circle] = []
        let expected = bytes.count / 120
        let ok = object { r, key in
            switch key {
            case "format": format = r.number(); return 0
            case "drawColor": drawColor = r.color(); return 1
            case "colorByAngle":
                guard let b = r.bool() else { return nil }
                byAngle = b
                return 2
            case "lines":
                var list: [Line] = []
                list.reserveCapacity(expected)
                guard r.array({ r in guard let l = r.line() else { return false }; list.append(l); return true }) else { return nil }
                lines = list
                return 3
            case "circles":
                return r.array { r in guard let c = r.circle() else { return false }; circles.append(c); return true } ? 4 : nil
            default: return nil
            }
        }
        skipSpace()
        guard ok, i == bytes.count, format == 1, let drawColor, let lines else { return nil }
        // Ids unique across lines and circles (the general decoder names the one used twice).
        var ids = Set<Int>(minimumCapacity: lines.count + circles.count)
        for l in lines { guard ids.insert(l.id).inserted else { return nil } }
        for c in circles { guard ids.insert(c.id).inserted else { return nil } }
        return DrawingStore.Saved(lines: lines, drawColor: drawColor, circles: circles, colorByAngle: byAngle)
    }

    private mutating func line() -> Line? {
        var id: Int?, begin: Point?, end: Point?, color: Color?, width: Double?
        let ok = object { r, name in
            // Every key of `LineKey`, exhaustively: a key added there is read here or does not compile.
            guard let key = LineKey(rawValue: name) else { return nil }
            switch key {
            case .id: id = r.id()
            case .begin: begin = r.point()
            case .end: end = r.point()
            case .color: color = r.color()
            case .width: width = r.width()
            }
            return Self.lineBits[key]
        }
        guard ok, let id, let begin, let end, let color, let width else { return nil }
        return Line(id: id, begin: begin, end: end, color: color, width: width)
    }

    private mutating func circle() -> Circle? {
        var id: Int?, center: Point?, radius: Double?, color: Color?, width: Double?
        let ok = object { r, name in
            guard let key = CircleKey(rawValue: name) else { return nil }
            switch key {
            case .id: id = r.id()
            case .center: center = r.point()
            case .radius: radius = r.number().flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
            case .color: color = r.color()
            case .width: width = r.width()
            }
            return Self.circleBits[key]
        }
        guard ok, let id, let center, let radius, let color, let width else { return nil }
        return Circle(id: id, center: center, radius: radius, color: color, width: width)
    }

    /// Each key's number for `object`'s check of keys given twice: its place in the enum.
    private static let lineBits = Dictionary(uniqueKeysWithValues: LineKey.allCases.enumerated().map { ($1, $0) })
    private static let circleBits = Dictionary(uniqueKeysWithValues: CircleKey.allCases.enumerated().map { ($1, $0) })

    // MARK: Values, as the general decoder accepts them

    private mutating func id() -> Int? {
        guard let n = number(), n == n.rounded(), n >= 1, n < 1e9 else { return nil }
        return Int(n)
    }

    private mutating func width() -> Double? {
        guard let w = number(), w.isFinite, w > 0, w <= 200 else { return nil }
        return w
    }

    private mutating func point() -> Point? {
        var values = (0.0, 0.0), count = 0
        let ok = array { r in
            guard count < 2, let v = r.number(), v.isFinite else { return false }
            if count == 0 { values.0 = v } else { values.1 = v }
            count += 1
            return true
        }
        return ok && count == 2 ? Point(values.0, values.1) : nil
    }

    /// `"#RRGGBB"`.
    private mutating func color() -> Color? {
        skipSpace()
        guard i + 9 <= bytes.count, bytes[i] == UInt8(ascii: "\""), bytes[i + 1] == UInt8(ascii: "#"),
              bytes[i + 8] == UInt8(ascii: "\"") else { return nil }
        var v: UInt32 = 0
        for k in 2..<8 {
            let c = bytes[i + k]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: return nil
            }
            v = v << 4 | UInt32(d)
        }
        i += 9
        return Color(rgb: v)
    }

    private mutating func bool() -> Bool? {
        skipSpace()
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard i + n <= bytes.count else { return false }
        for k in 0..<n where bytes[i + k] != word.utf8Start[k] { return false }
        i += n
        return true
    }

    private static let exactPowers: [Double] = (0...22).map { k in (0..<k).reduce(1.0) { r, _ in r * 10 } }

    /// A JSON number. Up to 15 significant digits and a decimal exponent within 22 are computed exactly
    /// (one correctly rounded multiplication or division: Clinger's fast path); anything longer goes through
    /// the standard library's correctly rounded conversion.
    private mutating func number() -> Double? {
        skipSpace()
        let start = i
        var negative = false
        if i < bytes.count && bytes[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var mantissa: UInt64 = 0, digits = 0, fraction = 0
        func isDigit(_ k: Int) -> Bool { k < bytes.count && bytes[k] >= 48 && bytes[k] <= 57 }
        guard isDigit(i) else { return nil }
        if bytes[i] == 48 { i += 1; guard !isDigit(i) else { return nil } }
        while isDigit(i) {
            if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[i] - 48) }
            if mantissa > 0 { digits += 1 }
            i += 1
        }
        if i < bytes.count && bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else { return nil }
            while isDigit(i) {
                if digits < 19 { mantissa = mantissa * 10 + UInt64(bytes[i] - 48); fraction += 1 }
                if mantissa > 0 { digits += 1 }
                i += 1
            }
        }
        var exponent = 0, hasExponent = false
        if i < bytes.count && (bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E")) {
            hasExponent = true
            i += 1
            var sign = 1
            if i < bytes.count && (bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-")) {
                if bytes[i] == UInt8(ascii: "-") { sign = -1 }
                i += 1
            }
            guard isDigit(i) else { return nil }
            while isDigit(i) { if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[i] - 48) }; i += 1 }
            exponent *= sign
        }
        let power = exponent - fraction
        if !hasExponent || abs(exponent) < 100_000, digits <= 15, abs(power) <= 22 {
            var v = Double(mantissa)
            v = power >= 0 ? v * Self.exactPowers[power] : v / Self.exactPowers[-power]
            return negative ? -v : v
        }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
    }

    // MARK: JSON's punctuation

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private mutating func expect(_ c: UInt8) -> Bool {
        skipSpace()
        guard i < bytes.count, bytes[i] == c else { return false }
        i += 1
        return true
    }

    /// A key: a string with no escapes (every key this version knows is plain ASCII).
    private mutating func key() -> String? {
        guard expect(UInt8(ascii: "\"")) else { return nil }
        let start = i
        while i < bytes.count && bytes[i] != UInt8(ascii: "\"") {
            if bytes[i] == UInt8(ascii: "\\") || bytes[i] < 0x20 { return nil }
            i += 1
        }
        guard i < bytes.count else { return nil }
        let k = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        i += 1
        return k
    }

    /// `{ "key": value, ... }`, `member` reading each value and answering the key's number (0-31: the same
    /// number twice is a key given twice), nil when anything is off; false when anything is off, a key
    /// given twice included (which value wins is the general decoder's to say).
    private mutating func object(_ member: (inout SaveFileFastPath, String) -> Int?) -> Bool {
        guard expect(UInt8(ascii: "{")) else { return false }
        if expect(UInt8(ascii: "}")) { return true }
        var seen: UInt32 = 0   // the keys met so far, one bit each
        repeat {
            guard let k = key(), expect(UInt8(ascii: ":")), let bit = member(&self, k), bit < 32, seen & (1 << bit) == 0 else { return false }
            seen |= 1 << bit
        } while expect(UInt8(ascii: ","))
        return expect(UInt8(ascii: "}"))
    }

    /// `[ value, ... ]`, `element` reading each value.
    private mutating func array(_ element: (inout SaveFileFastPath) -> Bool) -> Bool {
        guard expect(UInt8(ascii: "[")) else { return false }
        if expect(UInt8(ascii: "]")) { return true }
        repeat {
            guard element(&self) else { return false }
        } while expect(UInt8(ascii: ","))
        return expect(UInt8(ascii: "]"))
    }
}
