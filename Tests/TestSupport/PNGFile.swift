import AppHost
import Foundation

/// A PNG encoder for the tests' backend: 8-bit RGBA, no filter, stored (uncompressed) deflate blocks. Any
/// PNG reader reads it; it is large, which a test does not mind. `decode` reads back what `encode` writes
/// (and nothing else: a compressed PNG is SDL_image's to read, in the SDL backend's tests).
public enum PNGFile {
    /// The pixels of a PNG `encode` wrote; anything else (another encoder's compression, a damaged file)
    /// throws, saying what it is not.
    public static func decode(_ data: Data) throws -> PixelFrame {
        let bytes = [UInt8](data)
        func u32(_ i: Int) -> Int { Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3]) }
        guard bytes.count > 33, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
              bytes[24] == 8, bytes[25] == 6 else { throw PlatformError("not a PNG of the tests' encoder (8-bit RGBA)") }
        let (width, height) = (u32(16), u32(20))
        var zlib: [UInt8] = [], at = 8
        while at + 12 <= bytes.count {
            let length = u32(at), type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { throw PlatformError("a PNG chunk runs past the end") }
            if type == "IDAT" { zlib += bytes[at + 8..<at + 8 + length] }
            at += 12 + length
        }
        var raw: [UInt8] = [], i = 2
        while i + 5 <= zlib.count {
            let final = zlib[i] & 1 == 1
            guard zlib[i] & 0b110 == 0 else { throw PlatformError("a compressed PNG: only stored deflate blocks are read here") }
            let n = Int(zlib[i + 1]) | Int(zlib[i + 2]) << 8
            raw += zlib[i + 5..<i + 5 + n]
            i += 5 + n
            if final { break }
        }
        let rowBytes = 1 + width * 4
        guard raw.count == height * rowBytes else { throw PlatformError("a PNG whose pixel data is not \(width) x \(height)") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            guard raw[y * rowBytes] == 0 else { throw PlatformError("a PNG row with a filter: only unfiltered rows are read here") }
            for x in 0..<width {
                let o = y * rowBytes + 1 + x * 4
                pixels[y * width + x] = UInt32(raw[o + 3]) << 24 | UInt32(raw[o]) << 16 | UInt32(raw[o + 1]) << 8 | UInt32(raw[o + 2])
            }
        }
        return PixelFrame(width: width, height: height, pixels: pixels)
    }

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
