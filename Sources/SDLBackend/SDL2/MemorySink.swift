#if !SDL3   // the SDL 2 layer: built by default (the package's SDL2 trait)
import AppHost
import CSDL2
import Foundation

/// A growing buffer SDL writes into through an `SDL_RWops` stream (SDL_AllocRW with our callbacks): what an
/// encoder writes lands in `data`, with seeking inside what was written (an encoder may go back to patch a
/// header).
final class MemorySink {
    /// The bytes written so far.
    private(set) var data = Data()
    private var position = 0

    /// A new stream over this sink. Closing it (`SDL_RWclose`, or an SDL call given `freedst`) frees the
    /// stream, not the sink; the sink must outlive the stream.
    func makeRW() throws -> UnsafeMutablePointer<SDL_RWops> {
        guard let rw = SDL_AllocRW() else { throw PlatformError.sdl("making a memory stream") }
        rw.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        rw.pointee.hidden.unknown.data1 = Unmanaged.passUnretained(self).toOpaque()
        rw.pointee.size = { rw in Int64(MemorySink.of(rw).data.count) }
        rw.pointee.seek = { rw, offset, whence in MemorySink.of(rw).seek(offset, whence) }
        rw.pointee.read = { _, _, _, _ in 0 }
        rw.pointee.write = { rw, bytes, size, count in MemorySink.of(rw).write(bytes, size: size, count: count) }
        rw.pointee.close = { rw in
            SDL_FreeRW(rw)
            return 0
        }
        return rw
    }

    private static func of(_ rw: UnsafeMutablePointer<SDL_RWops>?) -> MemorySink {
        Unmanaged<MemorySink>.fromOpaque(rw!.pointee.hidden.unknown.data1!).takeUnretainedValue()
    }

    /// SDL's `seek`: the new position, or -1 for one before the start.
    private func seek(_ offset: Int64, _ whence: Int32) -> Int64 {
        let base: Int
        switch whence {
        case RW_SEEK_SET: base = 0
        case RW_SEEK_CUR: base = position
        case RW_SEEK_END: base = data.count
        default: return -1
        }
        let target = Int64(base) + offset
        guard target >= 0, target <= Int64(Int.max) else { return -1 }
        position = Int(target)
        return target
    }

    /// SDL's `write`: `count` objects of `size` bytes at the position (a gap past the end is zeros); returns
    /// the objects written.
    private func write(_ bytes: UnsafeRawPointer?, size: Int, count: Int) -> Int {
        let (length, overflow) = size.multipliedReportingOverflow(by: count)
        guard let bytes, !overflow, length > 0 else { return 0 }
        if position > data.count { data.append(Data(count: position - data.count)) }
        let end = position + length
        let overlap = min(end, data.count) - position
        if overlap > 0 { data.replaceSubrange(position..<position + overlap, with: bytes, count: overlap) }
        if length > overlap { data.append(bytes.assumingMemoryBound(to: UInt8.self) + overlap, count: length - overlap) }
        position = end
        return count
    }
}
#endif
