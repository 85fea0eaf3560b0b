import Dispatch
import Gestures

/// What the line cache draws of the drawing: its lines and circles as strokes, in stacking order, the lines
/// drawn live left out.
enum LayerStrokes {
    /// Lines and circles merged in stacking order, the excluded lines left out.
    static func merged<S: Sequence<LineIndex.Entry>>(_ lines: S, _ circles: [Circle], excluded: Set<Int>, count: Int = 0) -> [LayerStroke] {
        var strokes: [LayerStroke] = []
        strokes.reserveCapacity(count + circles.count)
        var c = 0
        func ring(_ k: Circle) -> LayerStroke { .ring(center: k.center, radius: k.radius, width: k.width, color: k.color) }
        for l in lines {
            while c < circles.count && circles[c].id < l.id { strokes.append(ring(circles[c])); c += 1 }
            if !excluded.contains(l.id) { strokes.append(.line(from: l.begin, to: l.end, width: l.width, color: Color(argb: l.argb))) }
        }
        while c < circles.count { strokes.append(ring(circles[c])); c += 1 }
        return strokes
    }

    /// The strokes crossing `clip` (points), in stacking order, the excluded lines left out: every line and
    /// circle whose pixels can reach it (the index's promise), and perhaps some that cannot.
    static func crossing(_ clip: Rect, index: LineIndex, circles: [Circle], excluded: Set<Int>) -> [LayerStroke] {
        merged(index.entries(in: clip), circles.filter { $0.bounds.intersects(clip) }, excluded: excluded)
    }

    /// The strokes crossing each clip, in stacking order, the excluded lines left out; many clips are
    /// shared among the cores.
    static func crossing(_ clips: [Rect], index: LineIndex, circles: [Circle], excluded: Set<Int>) -> [[LayerStroke]] {
        @Sendable func one(_ clip: Rect) -> [LayerStroke] { crossing(clip, index: index, circles: circles, excluded: excluded) }
        guard clips.count >= 4 else { return clips.map(one) }
        var found = [[LayerStroke]](repeating: [], count: clips.count)
        found.withUnsafeMutableBufferPointer { buf in
            nonisolated(unsafe) let out = buf   // each iteration writes its own element only
            DispatchQueue.concurrentPerform(iterations: clips.count) { i in out[i] = one(clips[i]) }
        }
        return found
    }
}
