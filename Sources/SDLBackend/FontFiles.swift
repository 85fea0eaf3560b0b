import Foundation
import Synchronization

/// Font files read into memory once per process, so SDL_ttf opens each size from memory.
///
/// Opened from its path, a font is read by FreeType through SDL's file stream: a seek and a read for
/// each table and each glyph's outline at each size. That is thousands of system calls for every new
/// size and every glyph loaded (a trace's drawing asks for sizes the run itself never used). A file of
/// at most `limitBytes` is read whole the first time it is opened, and then every font at every size
/// is opened from that copy. The shipped font is such a file, and so are most fallback faces. A
/// larger file is still opened from its path: Noto Sans CJK's collection is about 20 MB.
///
/// The copies are never freed. They are few (one a face used), and SDL_ttf reads a font's bytes for
/// as long as the font is open. A copy is read whole, not mapped, so a font file replaced or cut
/// short while the app runs (a package upgrade) cannot take it down.
enum FontFiles {
    /// The largest file held in memory, in bytes.
    static let limitBytes = 8 << 20

    /// A held copy, by its address (an integer, so the table is `Sendable`).
    private struct Held: Sendable { let address: UInt; let count: Int }
    /// Every file read, by path: nil for one too large or unreadable (asked once).
    private static let held = Mutex<[String: Held?]>([:])

    /// The bytes of the font file at `path`, read once. Nil when it is larger than `limitBytes` or
    /// cannot be read (the caller opens the font from its path, and its error says why).
    static func bytes(of path: String) -> UnsafeRawBufferPointer? {
        let copy = held.withLock { table -> Held? in
            if let known = table[path] { return known }
            let read = Self.read(path)
            table[path] = read
            return read
        }
        guard let copy, let base = UnsafeRawPointer(bitPattern: copy.address) else { return nil }
        return UnsafeRawBufferPointer(start: base, count: copy.count)
    }

    private static func read(_ path: String) -> Held? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = (attributes[.size] as? NSNumber)?.intValue, size > 0, size <= limitBytes,
              let data = FileManager.default.contents(atPath: path), data.count == size else { return nil }
        let copy = UnsafeMutableRawPointer.allocate(byteCount: data.count, alignment: 16)
        data.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: data.count) }
        return Held(address: UInt(bitPattern: copy), count: data.count)
    }
}
