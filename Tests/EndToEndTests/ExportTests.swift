import Foundation
import Testing
import TestSupport
@testable import AppHost
import BackendUnderTest

/// The drawing as a picture: `export FILE` in a script, ctrl+E in the app.
@Suite struct ExportTests {
    @Test func exportWritesThePNGAndTheSVGOfTheDrawingAlone() throws {
        let r = try Binary.run("""
            drag 100 100 300 150 0.3
            wait 0.5
            down 1 500 300
            down 2 600 400
            glide 0.2 1 480 280 2 620 420
            up 1
            up 2
            wait 0.5
            key Escape
            export pictures/mine.png
            dump d.json
            """)
        #expect(r.code == 0, "\(r.stderr)")
        let svg = try String(contentsOf: r.directory.appendingPathComponent("pictures/mine.svg"), encoding: .utf8)
        let d = try r.json("d.json")
        let line = d.lines[0]
        let width = line["width"] as! Double
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1024.0\" height=\"768.0\""))
        #expect(svg.contains("<line x1=\"100.0\" y1=\"100.0\" x2=\"300.0\" y2=\"150.0\" stroke=\"#000000\" stroke-width=\"\(width)\" stroke-linecap=\"round\"/>"), "\(svg)")
        #expect(svg.contains("<circle cx=\"550.0\" cy=\"350.0\" r=\"70.0\" fill=\"none\" stroke=\"#000000\""), "\(svg)")
        let png = try backendUnderTest.decodePNG(Data(contentsOf: r.directory.appendingPathComponent("pictures/mine.png")))
        #expect(png.width == 1024 && png.height == 768)
        #expect(png.pixels[125 * 1024 + 200] & 0xFFFFFF == 0, "the line is there")
        #expect(png.pixels[(768 - 34) * 1024 + 34] == 0xFFFF_FFFF, "no undo button in the picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: r.directory.appendingPathComponent("pictures").path).sorted() == ["mine.png", "mine.svg"])
    }

    @Test func ctrlEExportsToTheExportFolderAndSaysWhere() throws {
        let pictures = ScratchFolder()
        let r = try Binary.run("drag 100 100 300 150 0.3\nkey ctrl+E\ndump d.json\n", extra: ["--export-dir", pictures.path])
        #expect(r.code == 0, "\(r.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: pictures.path).sorted()
        #expect(files.count == 2 && files[0].hasPrefix("touchtracker-") && files[0].hasSuffix(".png") && files[1].hasSuffix(".svg"), "\(files)")
        let messages = try r.json("d.json")["messages"] as! [String]
        #expect(messages == ["Exported the drawing as \(pictures.path)/\(files[0]) and \(pictures.path)/\(files[1])."])
    }

    @Test func exportStaysInsideTheOutputFolder() throws {
        let r = try Binary.run("export ../escape\n")
        #expect(r.code == 2 && r.stderr.contains("s.txt:1: an output path cannot climb out of --out with '..'"))
    }

    /// A script's outputs stay inside --out: ctrl+E in a script never writes to the person's pictures.
    @Test func ctrlEInAScriptExportsIntoTheOutputFolder() throws {
        let home = ScratchFolder()
        let r = try Binary.run("drag 100 100 300 150 0.3\nkey ctrl+E\n", environment: ["HOME": home.path, "XDG_PICTURES_DIR": home.path + "/Pictures"])
        #expect(r.code == 0, "\(r.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: r.directory.path).filter { $0.hasPrefix("touchtracker-") }
        #expect(written.count == 2, "\(written)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/Pictures"))
    }

    /// No keyboard needed: the color panel's last row exports too.
    @Test func theColorPanelExportsWithoutAKeyboard() throws {
        let first = try Binary.run("drag 100 100 300 150 0.3\nwait 0.5\nswipe 3 up 500 500 150 0.2\nwait 0.2\ndump open.json\n")
        let panel = try first.json("open.json")["colorPanel"] as! [String: Any]
        let frame = (panel["export"] as! [String: Any])["frame"] as! [Double]
        let r = try Binary.run("drag 100 100 300 150 0.3\nwait 0.5\nswipe 3 up 500 500 150 0.2\nwait 0.2\ntap \(frame[0] + frame[2] / 2) \(frame[1] + frame[3] / 2)\nwait 0.1\ndump d.json\n")
        #expect(r.code == 0, "\(r.stderr)")
        let d = try r.json("d.json")
        #expect(d.log.suffix(2) == ["panel export", "panel hide"], "\(d.log.suffix(4))")
        let written = try FileManager.default.contentsOfDirectory(atPath: r.directory.path).filter { $0.hasPrefix("touchtracker-") }.sorted()
        #expect(written.count == 2 && written[0].hasSuffix(".png") && written[1].hasSuffix(".svg"))
        #expect((d["messages"] as! [String]).first?.hasPrefix("Exported the drawing as") == true)
    }
}
