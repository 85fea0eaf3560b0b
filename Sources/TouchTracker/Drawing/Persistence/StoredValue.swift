import GRDB
import Gestures

/// What a stored column may hold for an item, nil for anything else: the checks the row records
/// (`LineRecord`, `CircleRecord`) make, so that a damaged or hand-edited file never crashes a read.
extension DatabaseValue.Storage {
    /// A finite number (an integer is taken as one).
    var finite: Double? {
        switch self {
        case .double(let d): return d.isFinite ? d : nil
        case .int64(let i): return Double(i)
        default: return nil
        }
    }
    /// An item's id: a whole number from 1 to below a billion.
    var itemID: Int? {
        if case .int64(let i) = self, i >= 1, i < 1_000_000_000 { return Int(i) }
        return nil
    }
    /// A color as 0xRRGGBB.
    var rgbColor: Color? {
        if case .int64(let i) = self, i >= 0, i <= 0xFFFFFF { return Color(rgb: UInt32(i)) }
        return nil
    }
    /// A stroke width: above 0, at most 200 points.
    var strokeWidth: Double? {
        guard let w = finite, w > 0, w <= 200 else { return nil }
        return w
    }
    /// A whole number (a revision).
    var integer: Int64? {
        if case .int64(let i) = self { return i }
        return nil
    }
    /// Text, or nil (the `extras` column: NULL, or a JSON object's text).
    var text: String? {
        if case .string(let s) = self { return s }
        return nil
    }
}

/// A row that is not an item's (a NULL, text in a number's place, a value out of range): left out of what
/// is read, and left in the file.
struct DamagedRow: Error {}
