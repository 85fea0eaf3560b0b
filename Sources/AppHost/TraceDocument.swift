import Foundation
import Gestures

/// A trace as one self-contained HTML file (docs/trace.md): the recorded run as JSON in a
/// `<script type="application/json">`, and the viewer (`TraceViewer`: its CSS and JavaScript inline), under a
/// Content-Security-Policy that lets the page load nothing (no fetch, no image but `data:`, no font, no
/// frame), so it opens from `file://` anywhere. Every text from a script, a lesson, a log or a file name is
/// data: in the JSON, where `<`, `>` and `&` are written as `\u003c`, `\u003e`, `\u0026` (no `</script>`
/// or `<!--` can end the block early), and the viewer shows it as text, never as markup. The same run gives
/// the same bytes.
public struct TraceDocument {
    /// The page's title: what ran (a script's or a lesson's file name).
    public var title: String
    public var recorder: TraceRecorder
    /// The recognizers' lanes over the whole run (the app's timeline: `Timeline+Dump`'s lanes), and the range they cover.
    public var lanes: JSONValue
    public var laneRange: (start: Seconds, end: Seconds)
    /// A pane of code shown beside the script (a lesson's printed UIKit code), with its heading.
    public var code: (title: String, lines: [String])?

    public init(title: String, recorder: TraceRecorder, lanes: JSONValue = .array([]), laneRange: (start: Seconds, end: Seconds) = (0, 0),
                code: (title: String, lines: [String])? = nil) {
        self.title = title; self.recorder = recorder; self.lanes = lanes; self.laneRange = laneRange; self.code = code
    }

    /// The format written in `format`; a new key may be added, what is there does not change.
    public static let format = 1
    /// The largest image (a failed screenshot's golden, actual frame or diff) put in the file; a larger one is named, not embedded.
    public static let largestImage = 4 << 20

    /// A number rounded to 0.01 (a point, a force): the file is smaller and reads the same.
    static func n(_ v: Double) -> JSONValue {
        guard v.isFinite else { return .null }
        let r = (v * 100).rounded() / 100
        return r == r.rounded() && abs(r) < 1e15 ? .int(Int(r)) : .number(r)
    }

    /// Time in seconds to the microsecond.
    static func t(_ v: Seconds) -> JSONValue { .number((v * 1_000_000).rounded() / 1_000_000) }

    static func strings(_ s: [String]) -> JSONValue { .array(s.map { .string($0) }) }

    /// A touch as a short array: `[id, type, x, y, force, altitude, azimuth, eraser, hovering, distance]`.
    static func touch(_ t: TraceTouch) -> JSONValue {
        .array([.string(t.id), .string(t.type), n(t.location.x), n(t.location.y), n(t.force), n(t.altitude), n(t.azimuth),
                .bool(t.eraser), .bool(t.hovering), t.distance.map(n) ?? .null])
    }

    /// An image file as a `data:` URL, or nil when it is absent or too large.
    static func dataURL(_ path: String?) -> JSONValue {
        guard let path, nonRegularKind(at: path) == nil, let data = FileManager.default.contents(atPath: path),
              data.count <= largestImage else { return .null }
        return .string("data:image/png;base64," + data.base64EncodedString())
    }

    static func check(_ c: TraceRecorder.Check) -> JSONValue {
        let o = c.outcome.check
        var fields: [(String, JSONValue)] = [
            ("part", .int(c.part)), ("line", .int(o.line)), ("frame", .int(c.frame)), ("kind", .string(o.kind.rawValue)),
            ("passed", .bool(c.outcome.passed)), ("message", .string(o.message)), ("expected", strings(o.expected)), ("actual", strings(o.actual)),
        ]
        if o.kind == .screenshot {
            fields += [("golden", o.golden.map { .string(($0 as NSString).lastPathComponent) } ?? .null),
                       ("goldenImage", dataURL(o.golden)), ("actualImage", dataURL(o.actualImage)), ("diffImage", dataURL(o.diffImage))]
        }
        return .object(fields)
    }

    /// The trace as data (docs/trace.md, "What the file holds").
    public var json: JSONValue {
        let r = recorder
        var previous: [TraceRecognizerState]?
        let frames: [JSONValue] = r.frames.indices.map { i in
            let f = r.frames[i]
            var fields: [(String, JSONValue)] = [("t", Self.t(f.time)), ("p", .int(f.part)), ("l", .int(f.line)),
                                                 ("d", .array(r.pictures.edits[i].map { .int($0) })),
                                                 ("touches", .array(f.touches.map(Self.touch)))]
            // A frame's recognizers only when they changed: the viewer carries them over.
            if f.recognizers != previous {
                fields.append(("r", .array(f.recognizers.map { .array([.string($0.name), .string($0.state)]) })))
                previous = f.recognizers
            }
            return .object(fields)
        }
        return .object([
            ("format", .int(Self.format)),
            ("title", .string(title)),
            ("size", .array([Self.n(r.size.width), Self.n(r.size.height)])),
            ("parts", .array(r.parts.map { .object([("file", .string($0.file)), ("lines", Self.strings($0.lines))]) })),
            ("elements", Self.strings(r.pictures.elements)),
            ("frames", .array(frames)),
            ("steps", .array(r.steps.map { .array([.int($0.part), .int($0.line), .int($0.frame)]) })),
            ("checks", .array(r.checks.map(Self.check))),
            ("lanes", lanes),
            ("laneRange", .array([Self.t(laneRange.start), Self.t(laneRange.end)])),
            ("code", code.map { .object([("title", .string($0.title)), ("lines", Self.strings($0.lines))]) } ?? .null),
        ])
    }

    /// JSON text safe inside a `<script>` element: `<`, `>`, `&` and the two line separators JavaScript
    /// once refused as `\uXXXX` (they occur only inside strings, where the escape means the same).
    /// (`JSONValue.render(scriptSafe: true)` writes the same text in one pass.)
    public static func scriptSafe(_ json: String) -> String { JSONValue.scriptEscapes.escaped(json) }

    /// The viewer's script as the page holds it (between its `<script>` and `</script>`): what its hash is of.
    static let viewerScript = "\n" + TraceViewer.script + "\n"

    /// The page's Content-Security-Policy: nothing loaded from anywhere; the viewer's script alone runs (by
    /// its hash: no other inline script or handler attribute would), its inline style, `data:` images.
    public static let contentSecurityPolicy = "default-src 'none'; script-src \(SHA256.cspSource(viewerScript)); style-src 'unsafe-inline'; "
        + "img-src data:; connect-src 'none'; font-src 'none'; media-src 'none'; object-src 'none'; frame-src 'none'; "
        + "worker-src 'none'; form-action 'none'; base-uri 'none'"

    /// The whole page.
    public var html: String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(Self.contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="touchtracker trace, format \(Self.format)">
        <title>Trace: \(XMLText.escaped(title))</title>
        <style>
        \(TraceViewer.css)
        </style>
        </head>
        <body>
        \(TraceViewer.body)
        <script type="application/json" id="trace-data">\(json.render(pretty: false, scriptSafe: true))</script>
        <script>\(Self.viewerScript)</script>
        </body>
        </html>

        """
    }

    /// Writes the page to `path`, whole or not at all.
    public func write(to path: String) throws { try writeFileAtomically(html, to: path) }
}
