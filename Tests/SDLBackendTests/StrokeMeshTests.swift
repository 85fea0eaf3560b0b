#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Foundation
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend
@testable import BackendSupport

/// Live strokes and rings go to SDL as triangles, which its software renderer fills by their boxes: the
/// meshes must cover the shape, nothing else, with small triangles.
@Suite struct StrokeMeshTests {
    typealias Triangle = (Point, Point, Point)

    func triangles(_ m: ConvexMesh) -> [Triangle] {
        stride(from: 0, to: m.indices.count, by: 3).map { i in
            let v = [m.indices[i], m.indices[i + 1], m.indices[i + 2]].map { m.vertices[Int($0)] }
            return (Point(Double(v[0].x), Double(v[0].y)), Point(Double(v[1].x), Double(v[1].y)), Point(Double(v[2].x), Double(v[2].y)))
        }
    }

    func contains(_ t: Triangle, _ p: Point) -> Bool {
        func side(_ a: Point, _ b: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
        let s = [side(t.0, t.1), side(t.1, t.2), side(t.2, t.0)]
        return s.allSatisfy { $0 >= -1e-6 } || s.allSatisfy { $0 <= 1e-6 }
    }

    func boxArea(_ t: Triangle) -> Double {
        let xs = [t.0.x, t.1.x, t.2.x], ys = [t.0.y, t.1.y, t.2.y]
        return (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
    }

    @Test func aLongDiagonalIsCoveredBySmallTriangles() {
        let a = Point(10, 10), b = Point(2410, 1610), width = 12.0
        var mesh = ConvexMesh()
        mesh.addStroke(from: a, to: b, width: width, color: .black)
        let tris = triangles(mesh)
        let length = (b - a).length
        let area = length * (width + 1) + Double.pi * (width / 2 + 0.5) * (width / 2 + 0.5)
        let boxes = tris.reduce(0) { $0 + boxArea($1) }
        // A fan over the outline visits about 24 half boxes of the line (46 million pixels here); the pieces
        // stay within a small multiple of the stroke's own area.
        #expect(boxes < 10 * area, "the boxes cover \(Int(boxes)) px for a stroke of \(Int(area)) px")
        // Inside (centre line, caps) is covered; a point well beside it is not.
        let d = b - a
        let u = Vector(dx: d.dx / length, dy: d.dy / length)
        #expect(tris.contains { contains($0, a - u * (width / 2 - 1)) } && tris.contains { contains($0, b + u * (width / 2 - 1)) }, "the caps")
        #expect(!tris.contains { contains($0, a - u * (width / 2 + 2)) } && !tris.contains { contains($0, b + u * (width / 2 + 2)) }, "beyond the caps")
        for t in stride(from: 0, through: 1, by: 0.01) {
            let p = Point(a.x + d.dx * t, a.y + d.dy * t)
            #expect(tris.contains { contains($0, p) }, "t = \(t)")
            let beside = p + Vector(dx: -d.dy / length * (width / 2 + 2), dy: d.dx / length * (width / 2 + 2))
            #expect(!tris.contains { contains($0, beside) }, "t = \(t) beside")
        }
    }

    @Test func aRingCoversItsBandAndNotItsHole() {
        var mesh = ConvexMesh()
        mesh.addRing(center: Point(300, 300), radius: 200, width: 6, color: .black, segments: 96)
        let tris = triangles(mesh)
        for k in 0..<64 {
            let t = Double(k) / 64 * 2 * Double.pi
            let on = Point(300 + 200 * cos(t), 300 + 200 * sin(t)), hole = Point(300 + 190 * cos(t), 300 + 190 * sin(t))
            #expect(tris.contains { contains($0, on) }, "angle \(k)")
            #expect(!tris.contains { contains($0, hole) }, "hole \(k)")
        }
        #expect(tris.reduce(0) { $0 + boxArea($1) } < 8 * 2 * Double.pi * 200 * 7)
    }

    @Test func aPanelIsCoveredOnceOrTwiceNotSixTimes() {
        var mesh = ConvexMesh()
        let rect = Rect(x: 40, y: 30, width: 300, height: 500)
        mesh.addRoundedRect(rect, radius: 10, color: .black)
        let tris = triangles(mesh)
        #expect(tris.reduce(0) { $0 + boxArea($1) } < 2.5 * rect.width * rect.height)
        for p in [Point(190, 280), Point(45, 280), Point(335, 500), Point(190, 34), Point(48, 38), Point(332, 522)] {
            #expect(tris.contains { contains($0, p) }, "\(p) is inside")
        }
        for p in [Point(41, 31), Point(339, 529), Point(20, 280), Point(190, 540)] {
            #expect(!tris.contains { contains($0, p) }, "\(p) is outside")
        }
    }
}
#endif
