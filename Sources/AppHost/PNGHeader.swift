import Foundation

/// A PNG's size as its header states it: the signature and the IHDR chunk, the first 33 bytes of every PNG.
/// Read before any pixel is decoded, so a file whose header claims 60,000 x 60,000 pixels is refused for
/// 33 bytes of reading instead of gigabytes of decoding.
public struct PNGHeader: Equatable, Sendable {
    public let width: Int
    public let height: Int

    /// The bytes the header takes: the 8-byte signature, then IHDR's length, type, 13 bytes of data and CRC.
    public static let byteCount = 33
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public init(width: Int, height: Int) { self.width = width; self.height = height }

    /// The header at the start of `bytes`; nil when they do not start with a PNG's signature and IHDR chunk.
    public init?<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let b = Array(bytes.prefix(Self.byteCount))
        guard b.count == Self.byteCount, Array(b[0..<8]) == Self.signature,
              b[8...11] == [0, 0, 0, 13], b[12...15] == Array("IHDR".utf8)[...] else { return nil }
        func u32(_ at: Int) -> Int { Int(b[at]) << 24 | Int(b[at + 1]) << 16 | Int(b[at + 2]) << 8 | Int(b[at + 3]) }
        let w = u32(16), h = u32(20)
        guard w > 0, h > 0 else { return nil }   // the PNG specification: zero is not a size
        width = w; height = h
    }

    /// Why a PNG of this size is not read (more than `maximumSide` pixels a side or `maximumPixels` in
    /// all); nil when it is within them.
    public func problem(maximumSide: Int, maximumPixels: Int) -> String? {
        guard width > maximumSide || height > maximumSide || width * height > maximumPixels else { return nil }
        return "its header says \(width)x\(height) pixels; the most read is \(maximumSide) a side and \(maximumPixels >> 20) megapixels in all"
    }

    /// The largest file a PNG of `width` x `height` pixels is read from, in bytes: twice its RGBA pixels,
    /// and 1 MiB for the chunks beside them (an uncompressed PNG is its pixels plus a byte a row).
    public static func maximumFileBytes(width: Int, height: Int) -> Int { 2 * 4 * width * height + (1 << 20) }
}
