import Foundation

/// How far a screenshot may stray from its golden and still match, in the manner of Skia Gold's fuzzy
/// matching: any channel may differ by up to `channelDelta` (of 255); at most `pixels` pixels may differ by
/// more, but never by more than `outlierDelta`. One pixel beyond `outlierDelta` fails.
///
/// `.standard` is chosen from measurement (docs/touch-scripts.md, "Comparing screenshots"): Debian 12's
/// SDL 2.26.5 against PyPI's SDL 2.32.10, over all 53 goldens, differ by at most 2/255 on 52 of them (the
/// anti-aliased edges and rounded fills); one frame has 23 pixels at 4/255.
public struct ScreenshotTolerance: Sendable, Equatable, CustomStringConvertible {
    public var channelDelta: Int
    public var pixels: Int
    public var outlierDelta: Int

    public init(channelDelta: Int, pixels: Int = 0, outlierDelta: Int? = nil) {
        let outlier = outlierDelta ?? channelDelta
        precondition((0...255).contains(channelDelta) && (channelDelta...255).contains(outlier) && pixels >= 0,
                      "a tolerance is 0...255 per channel, an outlier limit above it, and a count")
        self.channelDelta = channelDelta
        self.pixels = pixels
        self.outlierDelta = outlier
    }

    /// Identical pixels.
    public static let exact = ScreenshotTolerance(channelDelta: 0)
    /// The screenshot suite's and `expect-screenshot`'s: 6/255 a channel, and at most 64 pixels up to 16/255.
    /// Measured over every golden on SDL 2.26, 2.32 and sdl2-compat over SDL 3 (docs/touch-scripts.md,
    /// "Comparing screenshots"): SDL 3 rounds each blend where SDL 2 truncates, up to 4/255 on edges and
    /// text, 8/255 where text is blended onto a translucent panel.
    public static let standard = ScreenshotTolerance(channelDelta: 6, pixels: 64, outlierDelta: 16)

    public var description: String {
        if self == .exact { return "exact" }
        if pixels == 0 || outlierDelta == channelDelta { return "\(channelDelta)/255 a channel" }
        return "\(channelDelta)/255 a channel, \(pixels) pixels up to \(outlierDelta)/255"
    }
}

/// Compares a screenshot with its golden, pixel by pixel.
public enum ScreenshotComparison {
    /// What differs between two frames.
    public struct Difference: Sendable {
        /// Pixels differing by more than the tolerance's `channelDelta` on some channel.
        public var pixelsBeyond: Int
        /// Of those, the pixels differing by more than its `outlierDelta`.
        public var outliers: Int
        /// The largest difference of any channel (0-255).
        public var largestDelta: Int
        /// The box of the pixels beyond, if any: x0, y0, x1, y1 (inclusive).
        public var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        /// The diff image: pixels beyond in red over a faded grey copy of the new frame.
        public var image: PixelFrame
        /// The tolerance it was measured under.
        public var tolerance: ScreenshotTolerance

        /// Whether the tolerance lets it through.
        public var isWithinTolerance: Bool { pixelsBeyond <= tolerance.pixels && outliers == 0 }

        /// What differs, as a sentence.
        public var summary: String {
            guard let b = box else { return "identical within tolerance (\(tolerance))" }
            return "\(pixelsBeyond) pixels beyond tolerance (\(tolerance)), up to \(largestDelta)/255, within x \(b.x0)...\(b.x1), y \(b.y0)...\(b.y1)"
        }
    }

    /// nil when the sizes differ; otherwise the difference of `new` from `reference` under `tolerance`.
    public static func difference(_ reference: PixelFrame, _ new: PixelFrame, tolerance: ScreenshotTolerance) -> Difference? {
        guard reference.width == new.width, reference.height == new.height else { return nil }
        var count = 0, largest = 0, outliers = 0
        var box: (x0: Int, y0: Int, x1: Int, y1: Int) = (Int.max, Int.max, -1, -1)
        var diff = new.pixels
        for i in 0..<new.pixels.count {
            let a = reference.pixels[i], b = new.pixels[i]
            var worst = 0
            if a != b {
                for shift in stride(from: 0, through: 24, by: 8) {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
            largest = max(largest, worst)
            if worst > tolerance.channelDelta {
                let x = i % new.width, y = i / new.width
                count += 1
                if worst > tolerance.outlierDelta { outliers += 1 }
                box = (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
                diff[i] = 0xFFFF_0000
            } else {
                let g = ((b >> 16 & 0xFF) + (b >> 8 & 0xFF) + (b & 0xFF)) / 3
                let faded = 0xC0 + g / 4
                diff[i] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
            }
        }
        return Difference(pixelsBeyond: count, outliers: outliers, largestDelta: largest, box: count > 0 ? box : nil,
                          image: PixelFrame(width: new.width, height: new.height, pixels: diff), tolerance: tolerance)
    }

    /// nil when `new` matches `reference` within `tolerance`; otherwise a sentence saying what differs.
    public static func mismatch(_ reference: PixelFrame, _ new: PixelFrame, tolerance: ScreenshotTolerance) -> (message: String, diff: PixelFrame?)? {
        guard let d = difference(reference, new, tolerance: tolerance) else {
            return ("size \(new.width)x\(new.height), golden \(reference.width)x\(reference.height)", nil)
        }
        return d.isWithinTolerance ? nil : (d.summary, d.image)
    }

    /// The peak signal-to-noise ratio of `new` against `reference` in dB over the colour channels (infinity
    /// when identical; nil when the sizes differ): how alike two renderings of one scene are overall.
    public static func psnr(_ reference: PixelFrame, _ new: PixelFrame) -> Double? {
        guard reference.width == new.width, reference.height == new.height else { return nil }
        var sum = 0.0
        for i in 0..<new.pixels.count where reference.pixels[i] != new.pixels[i] {
            let a = reference.pixels[i], b = new.pixels[i]
            for shift in [0, 8, 16] as [UInt32] {
                let d = Double(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
                sum += d * d
            }
        }
        guard sum > 0 else { return .infinity }
        let mse = sum / Double(new.pixels.count * 3)
        return 10 * log10(255 * 255 / mse)
    }
}
