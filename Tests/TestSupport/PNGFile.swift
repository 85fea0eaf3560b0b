import AppHost
import Foundation

/// A PNG encoder for the tests' backend: 8-bit RGBA, no filter, stored (uncompressed) deflate blocks. Any
/// PNG reader reads it; it is large, which a test does not mind.
public enum PNGFile {
    public static func encode(_ frame: PixelFrame) -> Data {
        let rowBytes = 1 + frame.width * 4
        var raw = [UInt8](repeating: 0, count: frame.height * rowBytes)   // each row: filter 0 (none), then RGBA
        raw.withUnsafeMutableBufferPointer { out in
            frame.pixels.withUnsafeBufferPointer { px in
                for y in 0..<frame.height {
                    var o = y * rowBytes + 1
                    for x in 0..<frame.width {
                        let v = px[y * frame.width + x]
                        out[o] = UInt8(truncatingIfNeeded: v >> 16); out[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
                        out[o + 2] = UInt8(truncatingIfNeeded: v); out[o + 3] = UInt8(truncatingIfNeeded: v >> 24)
                        o += 4
                    }
                }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        zlib.reserveCapacity(raw.count + raw.count / 65535 * 5 + 16)
        var start = 0
        repeat {
            let n = Swift.min(65535, raw.count - start)
            zlib.append(start + n == raw.count ? 1 : 0)
            zlib += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8 & 0xFF)]
            zlib += raw[start..<start + n]
            start += n
        } while start < raw.count
        zlib += bigEndian(adler32(raw))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(frame.width)) + bigEndian(UInt32(frame.height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        crcTable.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { buf in
                var c: UInt32 = 0xFFFF_FFFF
                for b in buf { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
                return ~c
            }
        }
    }

    /// Sums taken modulo 65521 every 5552 bytes (the most before they can overflow), as zlib does.
    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { buf in
            var a: UInt32 = 1, b: UInt32 = 0, i = 0
            while i < buf.count {
                let end = Swift.min(buf.count, i + 5552)
                while i < end { a &+= UInt32(buf[i]); b &+= a; i += 1 }
                a %= 65521; b %= 65521
            }
            return b << 16 | a
        }
    }
}
