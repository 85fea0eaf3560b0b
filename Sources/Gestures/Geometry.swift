/// Time in seconds on the engine's clock (never wall time inside the engine).
public typealias Seconds = Double
/// A length in points (the unit of every coordinate above the backend).
public typealias Points = Double
/// An angle in radians; clockwise on screen is positive (y grows downwards).
public typealias Radians = Double
/// A speed in points per second.
public typealias PointsPerSecond = Double

/// A position in some node's coordinate space, in points; origin top left, y down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position, growing to the right.
    public var x: Points
    /// Vertical position, growing downwards.
    public var y: Points
    /// A point at (x, y).
    public init(x: Points, y: Points) { self.x = x; self.y = y }
    /// A point at (x, y).
    public init(_ x: Points, _ y: Points) { self.x = x; self.y = y }
    /// The origin.
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Points { (other - self).length }
    /// Written `(x, y)`.
    public var description: String { "(\(x), \(y))" }

    /// The point moved by `v`.
    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    /// The point moved by minus `v`.
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    /// The displacement from `b` to `a`.
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}

/// A displacement in points (or points per second for velocities).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal component.
    public var dx: Double
    /// Vertical component (down is positive).
    public var dy: Double
    /// A vector (dx, dy).
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    /// No displacement.
    public static let zero = Vector(dx: 0, dy: 0)
    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// Angle from the +x axis, clockwise on screen positive.
    public var angle: Radians { atan2Approx(dy, dx) }
    /// Written `<dx, dy>`.
    public var description: String { "<\(dx), \(dy)>" }
    /// The sum.
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    /// The difference.
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    /// Scaled by `k`.
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    /// Divided by `k`.
    public static func / (v: Vector, k: Double) -> Vector { Vector(dx: v.dx / k, dy: v.dy / k) }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    /// Horizontal extent.
    public var width: Points
    /// Vertical extent.
    public var height: Points
    /// A size of `width` by `height`.
    public init(width: Points, height: Points) { self.width = width; self.height = height }
    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle; `origin` is its top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The extent.
    public var size: Size
    /// A rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    /// A rectangle with its top-left at (x, y).
    public init(x: Points, y: Points, width: Points, height: Points) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    /// The left edge.
    public var minX: Points { origin.x }
    /// The top edge.
    public var minY: Points { origin.y }
    /// The right edge.
    public var maxX: Points { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Points { origin.y + size.height }
    /// The width.
    public var width: Points { size.width }
    /// The height.
    public var height: Points { size.height }
    /// The horizontal middle.
    public var midX: Points { origin.x + size.width / 2 }
    /// The vertical middle.
    public var midY: Points { origin.y + size.height / 2 }
    /// The middle point.
    public var center: Point { Point(x: midX, y: midY) }
    /// True when the width or the height is not positive.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// Half-open containment: the top and left edges are inside, the bottom and right edges are not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    /// Whether the two overlap in a region of positive area.
    public func intersects(_ r: Rect) -> Bool { minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY }
    /// Shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative).
    public func insetBy(dx: Points, dy: Points) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    /// Moved by `v`.
    public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }
    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, r.maxX) - x0, height: Swift.max(maxY, r.maxY) - y0)
    }
    /// Written `[x, y, width, height]`.
    public var description: String { "[\(minX), \(minY), \(width), \(height)]" }
}

/// atan2 without Foundation (the engine keeps its dependencies to the standard library).
@inlinable func atan2Approx(_ y: Double, _ x: Double) -> Double { _atan2(y, x) }

@usableFromInline func _atan2(_ y: Double, _ x: Double) -> Double {
    #if canImport(Glibc)
    return Glibc.atan2(y, x)
    #elseif canImport(Musl)
    return Musl.atan2(y, x)
    #else
    return Darwin.atan2(y, x)
    #endif
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
import Darwin
#endif

@usableFromInline func _tan(_ x: Double) -> Double {
    #if canImport(Glibc)
    return Glibc.tan(x)
    #elseif canImport(Musl)
    return Musl.tan(x)
    #else
    return Darwin.tan(x)
    #endif
}

extension Rect {
    /// The part of the segment from `a` to `b` inside this rectangle (Liang-Barsky), or nil when none is.
    /// Far-away or huge coordinates come back as points on the rectangle, so whatever is drawn or
    /// indexed from them costs what the rectangle costs.
    public func clip(from a: Point, to b: Point) -> (Point, Point)? {
        guard a.isFinite, b.isFinite, !isEmpty else { return nil }
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - minX), (dx, maxX - a.x), (-dy, a.y - minY), (dy, maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 { if r > t1 { return nil }; if r > t0 { t0 = r } } else { if r < t0 { return nil }; if r < t1 { t1 = r } }
            }
        }
        // Rounding (with huge coordinates) may put a computed end a little outside: clamp it in.
        func inside(_ p: Point) -> Point {
            Point(x: Swift.min(maxX, Swift.max(minX, p.x)), y: Swift.min(maxY, Swift.max(minY, p.y)))
        }
        return (inside(Point(x: a.x + t0 * dx, y: a.y + t0 * dy)), inside(Point(x: a.x + t1 * dx, y: a.y + t1 * dy)))
    }

    /// The overlap of two rectangles (zero-sized at the nearer corner when they do not overlap).
    public func intersection(_ r: Rect) -> Rect {
        let x0 = Swift.max(minX, r.minX), y0 = Swift.max(minY, r.minY)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
}
