/// SDL's software renderer's triangle fill (`SDL_SW_FillTriangle`, SDL_triangle.c), pixel for pixel, done
/// faster: each row visits only the pixels the triangle covers, where SDL tests every pixel of the
/// triangle's box; a blended triangle is blended where it lies, where SDL fills a temporary surface of its
/// box, blits it and frees it, a triangle at a time.
///
/// Why our own: a stroke in progress is hundreds of thin triangles (`ConvexMesh.addStroke`), and at 2x
/// pixels SDL spent 26 M instructions a frame on ten of them (callgrind, `touchtracker-bench
/// hidpi-strokes`): most of it the boxes and the temporary surfaces. The pixels must stay SDL's (the
/// screenshot goldens are SDL's): the same integer vertices, the same edge functions on SDL's fixed point
/// (one fractional bit, pixel centres at the half), the same top-left rule, the same colour interpolation,
/// the same blend. `TriangleFillTests` compares the two on meshes of every kind, pixel for pixel.
public enum TriangleFill {
    /// The pixels drawn into: 0xAARRGGBB, `pitch` pixels a row; only `clip` (pixel bounds, within the
    /// pixels) is written.
    public struct Target {
        public let pixels: UnsafeMutablePointer<UInt32>
        public let pitch: Int
        public let clip: (x0: Int, y0: Int, x1: Int, y1: Int)
        public init(pixels: UnsafeMutablePointer<UInt32>, pitch: Int, clip: (x0: Int, y0: Int, x1: Int, y1: Int)) {
            precondition(clip.x0 >= 0 && clip.y0 >= 0 && clip.x1 <= pitch, "the clip lies within the pixels")
            self.pixels = pixels; self.pitch = pitch; self.clip = clip
        }
    }

    /// A vertex as SDL's software renderer keeps it: its position cut to whole pixels (`(int)x`), its colour
    /// in 8 bits.
    public struct Vertex {
        public var x: Int32, y: Int32
        public var r: UInt8, g: UInt8, b: UInt8, a: UInt8
        public init(x: Float, y: Float, r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            // SDL: (int)(x * scale), scale 1. Out of Int32's range a triangle is not drawn (see `fill`).
            self.x = x.isFinite && abs(x) < 1e8 ? Int32(x) : Int32.max
            self.y = y.isFinite && abs(y) < 1e8 ? Int32(y) : Int32.max
            self.r = r; self.g = g; self.b = b; self.a = a
        }
    }

    /// Fills the triangles (`indices` into `vertices`, three a triangle, in order) as SDL would: written as
    /// they are (`blend` false: SDL_BLENDMODE_NONE) or blended over what is there (SDL_BLENDMODE_BLEND, SDL
    /// 2's blitter: `blendPixel`).
    public static func fill(_ target: Target, _ vertices: [Vertex], _ indices: [Int32], blend: Bool) {
        var t = 0
        while t + 2 < indices.count {
            let a = vertices[Int(indices[t])], b = vertices[Int(indices[t + 1])], c = vertices[Int(indices[t + 2])]
            t += 3
            if a.x == Int32.max || a.y == Int32.max || b.x == Int32.max || b.y == Int32.max || c.x == Int32.max || c.y == Int32.max { continue }
            triangle(target, a, b, c, blend: blend)
        }
    }

    /// AB x AC, in SDL's fixed point.
    private static func cross(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64, _ cx: Int64, _ cy: Int64) -> Int64 {
        (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
    }

    private static func isTopLeft(_ ax: Int64, _ ay: Int64, _ bx: Int64, _ by: Int64, clockwise: Bool) -> Bool {
        if clockwise { return (ay == by && ax < bx) || by < ay }
        return (ay == by && bx < ax) || ay < by
    }

    /// Floor and ceiling of n / d, d > 0.
    private static func floorDiv(_ n: Int64, _ d: Int64) -> Int64 { n >= 0 ? n / d : -((-n + d - 1) / d) }
    private static func ceilDiv(_ n: Int64, _ d: Int64) -> Int64 { n >= 0 ? (n + d - 1) / d : -((-n) / d) }

    private static func triangle(_ target: Target, _ v0: Vertex, _ v1: Vertex, _ v2: Vertex, blend: Bool) {
        // SDL's fixed point: one fractional bit.
        let x0 = Int64(v0.x) << 1, y0 = Int64(v0.y) << 1, x1 = Int64(v1.x) << 1, y1 = Int64(v1.y) << 1
        let x2 = Int64(v2.x) << 1, y2 = Int64(v2.y) << 1
        var area = cross(x0, y0, x1, y1, x2, y2)
        if area == 0 { return }
        // The box, in whole pixels (SDL leaves out the last column and row), within the clip.
        let minX = Swift.min(x0, x1, x2), maxX = Swift.max(x0, x1, x2), minY = Swift.min(y0, y1, y2), maxY = Swift.max(y0, y1, y2)
        let boxX = minX >> 1, boxY = minY >> 1, boxW = (maxX - minX) >> 1, boxH = (maxY - minY) >> 1
        let rx0 = Swift.max(boxX, Int64(target.clip.x0)), ry0 = Swift.max(boxY, Int64(target.clip.y0))
        let rx1 = Swift.min(boxX + boxW, Int64(target.clip.x1)), ry1 = Swift.min(boxY + boxH, Int64(target.clip.y1))
        guard rx0 < rx1, ry0 < ry1 else { return }
        let clockwise = area > 0
        if area < 0 { area = -area }
        // Steps of the three edge functions along x and y (a pixel is two units).
        let sign: Int64 = clockwise ? 1 : -1
        let s0x = sign * ((y1 - y2) << 1), s1x = sign * ((y2 - y0) << 1), s2x = sign * ((y0 - y1) << 1)
        let s0y = sign * ((x2 - x1) << 1), s1y = sign * ((x0 - x2) << 1), s2y = sign * ((x1 - x0) << 1)
        // At the centre of the clipped box's first pixel.
        let px = (rx0 << 1) + 1, py = (ry0 << 1) + 1
        var w0Row = sign * cross(x1, y1, x2, y2, px, py)
        var w1Row = sign * cross(x2, y2, x0, y0, px, py)
        var w2Row = sign * cross(x0, y0, x1, y1, px, py)
        let b0: Int64 = isTopLeft(x1, y1, x2, y2, clockwise: clockwise) ? 0 : -1
        let b1: Int64 = isTopLeft(x2, y2, x0, y0, clockwise: clockwise) ? 0 : -1
        let b2: Int64 = isTopLeft(x0, y0, x1, y1, clockwise: clockwise) ? 0 : -1
        let uniform = v0.r == v1.r && v1.r == v2.r && v0.g == v1.g && v1.g == v2.g && v0.b == v1.b && v1.b == v2.b && v0.a == v1.a && v1.a == v2.a
        let width = rx1 - rx0
        // Inside the triangle w0 + w1 + w2 == area, so a channel the three vertices share comes out as it is.
        let sameRGB = v0.r == v1.r && v1.r == v2.r && v0.g == v1.g && v1.g == v2.g && v0.b == v1.b && v1.b == v2.b
        let rgb = UInt32(v0.r) << 16 | UInt32(v0.g) << 8 | UInt32(v0.b)
        for row in ry0..<ry1 {
            // The pixels of the row where every edge function (with its bias) is at least 0.
            var lo: Int64 = 0, hi: Int64 = width - 1
            @inline(__always) func bound(_ w: Int64, _ s: Int64, _ b: Int64) {
                if s > 0 { lo = Swift.max(lo, ceilDiv(-b - w, s)) } else if s < 0 { hi = Swift.min(hi, floorDiv(w + b, -s)) } else if w + b < 0 { hi = -1 }
            }
            bound(w0Row, s0x, b0); bound(w1Row, s1x, b1); bound(w2Row, s2x, b2)
            if lo <= hi {
                let line = target.pixels + Int(row) * target.pitch + Int(rx0)
                if uniform && (!blend || v0.a == 255) {
                    let colour = UInt32(v0.a) << 24 | UInt32(v0.r) << 16 | UInt32(v0.g) << 8 | UInt32(v0.b)
                    if blend {
                        for x in lo...hi { line[Int(x)] = blendPixel(line[Int(x)], colour) }
                    } else {
                        for x in lo...hi { line[Int(x)] = colour }
                    }
                } else if sameRGB {
                    // Only the alpha varies (a fringe): the colour is the vertices' own, as SDL's sum gives it.
                    // SDL's alpha, (w0 a0 + w1 a1 + w2 a2) / area, steps by the same amount from pixel to pixel,
                    // so its quotient and remainder are stepped (no division a pixel); inside the triangle every
                    // w is at least 0, so the sum is too and truncating is flooring.
                    let a0 = Int64(v0.a), a1 = Int64(v1.a), a2 = Int64(v2.a)
                    let first = (w0Row + s0x * lo) * a0 + (w1Row + s1x * lo) * a1 + (w2Row + s2x * lo) * a2
                    let step = s0x * a0 + s1x * a1 + s2x * a2
                    assert(first >= 0, "inside the triangle every edge function is at least 0")
                    var q = first / area, r = first - q * area
                    let dq = floorDiv(step, area), dr = step - dq * area
                    for x in lo...hi {
                        let colour = (UInt32(truncatingIfNeeded: q) & 0xFF) << 24 | rgb
                        line[Int(x)] = blend ? blendPixel(line[Int(x)], colour) : colour
                        q += dq; r += dr
                        if r >= area { r -= area; q += 1 }
                    }
                } else {
                    var w0 = w0Row + s0x * lo, w1 = w1Row + s1x * lo, w2 = w2Row + s2x * lo
                    for x in lo...hi {
                        let r = UInt32((w0 * Int64(v0.r) + w1 * Int64(v1.r) + w2 * Int64(v2.r)) / area) & 0xFF
                        let g = UInt32((w0 * Int64(v0.g) + w1 * Int64(v1.g) + w2 * Int64(v2.g)) / area) & 0xFF
                        let bl = UInt32((w0 * Int64(v0.b) + w1 * Int64(v1.b) + w2 * Int64(v2.b)) / area) & 0xFF
                        let a = UInt32((w0 * Int64(v0.a) + w1 * Int64(v1.a) + w2 * Int64(v2.a)) / area) & 0xFF
                        let colour = a << 24 | r << 16 | g << 8 | bl
                        line[Int(x)] = blend ? blendPixel(line[Int(x)], colour) : colour
                        w0 += s0x; w1 += s1x; w2 += s2x
                    }
                }
            }
            w0Row += s0y; w1Row += s1y; w2Row += s2y
        }
    }

    /// SDL 2's blend of a pixel with alpha onto another (`BlitRGBtoRGBPixelAlphaMMX`, SDL_blit_A.c, the blitter
    /// x86-64 builds use): nothing for alpha 0, the colour as it is for 255, else each of red, green and blue
    /// `(s * a >> 8) + (d * (255 - a) >> 8)`, and the alpha `(a * 255 >> 8) + (dA * (255 - a) >> 8)`.
    @inline(__always)
    public static func blendPixel(_ d: UInt32, _ s: UInt32) -> UInt32 {
        let a = s >> 24
        if a == 0 { return d }
        if a == 255 { return s }
        let na = 255 - a
        let r = ((((s >> 16) & 0xFF) * a) >> 8) + ((((d >> 16) & 0xFF) * na) >> 8)
        let g = ((((s >> 8) & 0xFF) * a) >> 8) + ((((d >> 8) & 0xFF) * na) >> 8)
        let b = (((s & 0xFF) * a) >> 8) + (((d & 0xFF) * na) >> 8)
        let alpha = ((a * 255) >> 8) + (((d >> 24) * na) >> 8)
        return alpha << 24 | r << 16 | g << 8 | b
    }
}
