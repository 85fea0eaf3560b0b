import AppHost
import Dispatch
import Foundation
import Gestures

extension PixelImage {
    /// Writes the pixels of `r` with red, green and blue multiplied by `brightness` (alpha kept) to `out`,
    /// whose rows are `rowLength` pixels apart and start at `r`'s top-left. Rows are spread over the cores.
    public func writeDimmed(_ r: (x0: Int, y0: Int, x1: Int, y1: Int), brightness: Double, to out: UnsafeMutablePointer<UInt32>, rowLength: Int) {
        precondition((0...1).contains(brightness) && r.x0 >= 0 && r.y0 >= 0 && r.x1 <= width && r.y1 <= height && rowLength >= r.x1 - r.x0)
        let m = UInt32((brightness * 256).rounded()), w = width, rows = r.y1 - r.y0
        let bands = rows * (r.x1 - r.x0) >= 1 << 16 ? Swift.min(rows, ProcessInfo.processInfo.activeProcessorCount * 2) : 1
        pixels.withUnsafeBufferPointer { buf in
            nonisolated(unsafe) let src = buf.baseAddress!
            nonisolated(unsafe) let dst = out
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                for y in (r.y0 + rows * band / bands)..<(r.y0 + rows * (band + 1) / bands) {
                    let from = src + y * w, to = dst + (y - r.y0) * rowLength - r.x0
                    for x in r.x0..<r.x1 {
                        let p = from[x]
                        let rb = (((p & 0x00FF_00FF) &* m) >> 8) & 0x00FF_00FF, g = (((p & 0x0000_FF00) &* m) >> 8) & 0x0000_FF00
                        to[x] = (p & 0xFF00_0000) | rb | g
                    }
                }
            }
        }
    }
}
