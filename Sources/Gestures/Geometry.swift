/// Time in seconds on the engine's clock (never wall time inside the engine).
public typealias Seconds = Double
/// A length in points (the unit of every coordinate above the platform layer).
public typealias Points = Double
/// An angle in radians; clockwise on screen is positive (y grows downwards).
public typealias Radians = Double
/// A speed in points per second.
public typealias PointsPerSecond = Double

/// A position in some node's coordinate space, in points; origin top left, y down.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Points
    public var y: Points
    public init(x: Points, y: Points) { self.x = x; self.y = y }
    public init(_ x: Points, _ y: Points) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)

    /// True when both coordinates are finite numbers (not NaN, not infinite).
    public var isFinite: Bool { x.isFinite && y.isFinite }
    public func distance(to other: Point) -> Points { (other - self).length }
    public var description: String { "(\(x), \(y))" }

    public static func + (p: Point, v: Vector) -> Point { Point(x: p.x + v.dx, y: p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(x: p.x - v.dx, y: p.y - v.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(dx: a.x - b.x, dy: a.y - b.y) }
}

/// A displacement in points (or points per second for velocities).
public struct Vector: Hashable, Sendable, CustomStringConvertible {
    public var dx: Double
    public var dy: Double
    public init(dx: Double, dy: Double) { self.dx = dx; self.dy = dy }
    public static let zero = Vector(dx: 0, dy: 0)
    public var length: Double { (dx * dx + dy * dy).squareRoot() }
    /// Angle from the +x axis, clockwise on screen positive.
    public var angle: Radians { atan2Approx(dy, dx) }
    public var description: String { "<\(dx), \(dy)>" }
    public static func + (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx + b.dx, dy: a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(dx: a.dx - b.dx, dy: a.dy - b.dy) }
    public static func * (v: Vector, k: Double) -> Vector { Vector(dx: v.dx * k, dy: v.dy * k) }
    public static func / (v: Vector, k: Double) -> Vector { Vector(dx: v.dx / k, dy: v.dy / k) }
}

public struct Size: Hashable, Sendable {
    public var width: Points
    public var height: Points
    public init(width: Points, height: Points) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle; `origin` is its top-left corner.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Points, y: Points, width: Points, height: Points) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Points { origin.x }
    public var minY: Points { origin.y }
    public var maxX: Points { origin.x + size.width }
    public var maxY: Points { origin.y + size.height }
    public var width: Points { size.width }
    public var height: Points { size.height }
    public var midX: Points { origin.x + size.width / 2 }
    public var midY: Points { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }
    /// Half-open containment: the top and left edges are inside, the bottom and right edges are not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }
    public func intersects(_ r: Rect) -> Bool { minX < r.maxX && r.minX < maxX && minY < r.maxY && r.minY < maxY }
    public func insetBy(dx: Points, dy: Points) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }
    public func offsetBy(_ v: Vector) -> Rect { Rect(origin: origin + v, size: size) }
    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, r.maxX) - x0, height: Swift.max(maxY, r.maxY) - y0)
    }
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
    /// The overlap of two rectangles (zero-sized at the nearer corner when they do not overlap).
    public func intersection(_ r: Rect) -> Rect {
        let x0 = Swift.max(minX, r.minX), y0 = Swift.max(minY, r.minY)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: Swift.max(0, x1 - x0), height: Swift.max(0, y1 - y0))
    }
}
