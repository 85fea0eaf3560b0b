import Foundation
import Gestures
import AppHost

#if canImport(Glibc)
import Glibc
#endif

/// The drawing's cached image, kept on disk beside the drawing (`drawing.image`) so the next start shows it
/// without drawing every line again: 100,000 lines are about 0.2 s of drawing, the image 5 MB of reading.
///
/// Contract: an image is used only when it belongs to the very revision of the very database it was
/// written after (`Stamp`: the database's random id and its revision, which every commit of any window bumps), for a layer
/// of the same size, scale and background; anything else, a damaged or truncated image included, is
/// ignored and the lines are drawn. It is a cache: losing it costs one full redraw, nothing more. It is
/// written with the same temporary file + rename as the drawing.
public struct DrawingImage: Equatable, Sendable {
    /// What identifies one version of the drawing: the database (its random id) and its revision.
    public struct Stamp: Equatable, Sendable {
        var databaseID: Int64, revision: Int64
    }

    var stamp: Stamp
    /// The layer's size in points, pixels per point and background, as `LineCache` allocated it.
    var layerSize: Size
    var scale: Double
    var background: UInt32
    var pixels: LayerPixels

    static let magic: [UInt8] = Array("TTIMAGE2".utf8)
    static let headerBytes = 8 + 5 * 8 + 3 * 8 + 4 + 2 * 4

    func encoded() -> Data {
        var d = Data(Self.magic)
        d.reserveCapacity(Self.headerBytes + pixels.pixels.count * 4)
        func put<T: FixedWidthInteger>(_ v: T) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        put(stamp.databaseID); put(stamp.revision); put(Int64(0)); put(Int64(0)); put(Int64(0))
        put(layerSize.width.bitPattern); put(layerSize.height.bitPattern); put(scale.bitPattern)
        put(background); put(UInt32(pixels.width)); put(UInt32(pixels.height))
        pixels.pixels.withUnsafeBytes { d.append(contentsOf: $0) }   // little-endian machines only (x86-64, arm64)
        return d
    }

    /// The size a whole image file with this header has, nil when the header is not one (a layer of at most
    /// 64 megapixels, as a frame may be: `PixelBudget`).
    static func expectedFileSize(header d: Data) -> Int? {
        guard d.count == headerBytes, Array(d.prefix(8)) == magic else { return nil }
        let bytes = [UInt8](d)
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        let w = u32(headerBytes - 8), h = u32(headerBytes - 4)
        guard w > 0, h > 0, w <= 32768, h <= 32768, w * h <= 64 << 20 else { return nil }
        return headerBytes + w * h * 4
    }

    /// Nil for anything but a whole image of this format.
    static func decode(_ d: Data) -> DrawingImage? {
        guard d.count >= headerBytes, Array(d.prefix(8)) == magic else { return nil }
        return d.withUnsafeBytes { raw -> DrawingImage? in
            var at = 8
            func get<T: FixedWidthInteger>(_: T.Type) -> T {
                var v = T.zero
                withUnsafeMutableBytes(of: &v) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[at..<(at + MemoryLayout<T>.size)])) }
                at += MemoryLayout<T>.size
                return T(littleEndian: v)
            }
            let stamp = Stamp(databaseID: get(Int64.self), revision: get(Int64.self))
            _ = (get(Int64.self), get(Int64.self), get(Int64.self))   // reserved
            let size = Size(width: Double(bitPattern: get(UInt64.self)), height: Double(bitPattern: get(UInt64.self)))
            let scale = Double(bitPattern: get(UInt64.self))
            let background = get(UInt32.self)
            let w = Int(get(UInt32.self)), h = Int(get(UInt32.self))
            guard w > 0, h > 0, w <= 32768, h <= 32768, raw.count - at == w * h * 4 else { return nil }
            let values = [UInt32](unsafeUninitializedCapacity: w * h) { buf, n in
                UnsafeMutableRawBufferPointer(buf).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[at...]))
                n = w * h
            }
            guard let pixels = LayerPixels(width: w, height: h, pixels: values) else { return nil }
            return DrawingImage(stamp: stamp, layerSize: size, scale: scale, background: background, pixels: pixels)
        }
    }
}

extension DrawingStore {
    public var imageFile: URL { directory.appendingPathComponent("drawing.image") }

    /// The kept image, when it belongs to the drawing as the database holds it now (`currentStamp`); the
    /// one `prefetch` read, when it still does.
    func loadImage() -> DrawingImage? {
        if let prefetched = inbox.takePrefetchedImage() { return prefetched }
        return sync { $0.loadImage() }
    }

    /// Keeps `pixels` as the image of the drawing as the database holds it now (call it when every edit is
    /// committed, with the layer showing exactly that). Does nothing when that cannot be known.
    func saveImage(layerSize: Size, scale: Double, background: UInt32, pixels: LayerPixels) throws {
        guard let stamp = currentStamp else { return }
        let image = DrawingImage(stamp: stamp, layerSize: layerSize, scale: scale, background: background, pixels: pixels)
        try writeFileAtomically(image.encoded(), to: imageFile.path)
    }
}

extension StoreKeeper {
    var imageFile: URL { directory.appendingPathComponent("drawing.image") }

    /// The kept image, when it belongs to the drawing as the database holds it now (`currentStamp`). Its
    /// header is read first: a file that is not exactly the size its header announces (a damaged one, or
    /// any large file put in its place) is ignored without being read whole.
    /// `stamp`: what the image must carry (default `currentStamp`; before the rows are read, the database's).
    func loadImage(matching stamp: DrawingImage.Stamp? = nil) -> DrawingImage? {
        guard let current = stamp ?? currentStamp, nonRegularKind(at: imageFile.path) == nil,
              let handle = FileHandle(forReadingAtPath: imageFile.path) else { return nil }
        defer { try? handle.close() }
        var st = stat()
        guard let header = try? handle.read(upToCount: DrawingImage.headerBytes),
              let expected = DrawingImage.expectedFileSize(header: header),
              stat(imageFile.path, &st) == 0, Int(st.st_size) == expected,
              let rest = try? handle.read(upToCount: expected - header.count) else { return nil }
        guard let image = DrawingImage.decode(header + rest), image.stamp == current else { return nil }
        return image
    }
}
