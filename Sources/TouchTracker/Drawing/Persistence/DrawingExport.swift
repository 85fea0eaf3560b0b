import Foundation
import Gestures
import AppHost

/// The drawing alone (no menu, panel, buttons or overlay) as a picture: a PNG of what the canvas shows, and
/// an SVG that keeps each line's ends, width and color, and the circles, in stacking order.
enum DrawingExport {
    /// SVG text, `size` points large, on white.
    static func svg(_ drawing: Drawing, size: Size) -> String {
        func n(_ v: Double) -> String { JSONValue.format(v) }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(size.width))" height="\(n(size.height))" viewBox="0 0 \(n(size.width)) \(n(size.height))">
            <rect width="100%" height="100%" fill="#FFFFFF"/>

            """
        var c = 0
        let circles = drawing.circles
        func circle(_ k: Circle) {
            out += "<circle cx=\"\(n(k.center.x))\" cy=\"\(n(k.center.y))\" r=\"\(n(k.radius))\" fill=\"none\" stroke=\"\(k.color.hexString)\" stroke-width=\"\(n(k.width))\"/>\n"
        }
        for l in drawing.lines {
            while c < circles.count && circles[c].id < l.id { circle(circles[c]); c += 1 }
            out += "<line x1=\"\(n(l.begin.x))\" y1=\"\(n(l.begin.y))\" x2=\"\(n(l.end.x))\" y2=\"\(n(l.end.y))\" stroke=\"\(l.color.hexString)\" stroke-width=\"\(n(l.width))\" stroke-linecap=\"round\"/>\n"
        }
        while c < circles.count { circle(circles[c]); c += 1 }
        return out + "</svg>\n"
    }

    /// Writes `base.png` and `base.svg` (each through a temporary file and a rename); returns their paths.
    static func write(_ drawing: Drawing, size: Size, toBase base: String, services: BackendServices) throws -> [String] {
        let png = base + ".png", svgPath = base + ".svg"
        let cache = LineCache(background: Style.background)
        try services.writePNG(size: size, scale: 1, to: png) { canvas in cache.draw(drawing, size: size, in: canvas) }
        try writeFileAtomically(svg(drawing, size: size), to: svgPath)
        return [png, svgPath]
    }

    /// The pictures folder: `$XDG_PICTURES_DIR`, else the one named in `~/.config/user-dirs.dirs`, else
    /// `~/Pictures`.
    static func picturesDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let home = environment["HOME"] ?? NSHomeDirectory()
        if let dir = environment["XDG_PICTURES_DIR"], dir.hasPrefix("/") { return URL(fileURLWithPath: dir) }
        let config = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        if let text = try? String(contentsOfFile: config + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
                var value = line.dropFirst("XDG_PICTURES_DIR=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                value = value.replacingOccurrences(of: "$HOME", with: home)
                if value.hasPrefix("/") { return URL(fileURLWithPath: value) }
            }
        }
        return URL(fileURLWithPath: home).appendingPathComponent("Pictures")
    }

    /// `touchtracker-YYYY-MM-DD-HHMMSS` in `folder`, with `-2`, `-3`... when taken.
    static func freshBase(in folder: URL, stem: String = "touchtracker", now: Date = Date()) -> String {
        var t = time_t(now.timeIntervalSince1970)
        var parts = tm()
        localtime_r(&t, &parts)
        func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
        let stamp = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))-\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
        var base = folder.appendingPathComponent("\(stem)-\(stamp)").path
        var n = 2
        while [".png", ".svg", ".html"].contains(where: { FileManager.default.fileExists(atPath: base + $0) }) {
            base = folder.appendingPathComponent("\(stem)-\(stamp)-\(n)").path
            n += 1
        }
        return base
    }
}
