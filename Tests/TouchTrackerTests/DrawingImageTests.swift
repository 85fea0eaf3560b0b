import Foundation
import Testing
import TestSupport
import GestureExamples
import Gestures
@testable import AppHost
@testable import TouchTracker

/// The image kept beside the drawing at quit: the next start shows it instead of drawing every line, and
/// only when it belongs to the file as it is, for a layer like the one being made.
@Suite struct DrawingImageTests {
    let size = Size(width: 500, height: 380)

    func lines(_ n: Int, seed: UInt64) -> [Line] {
        var rng = SeededGenerator(seed: seed)
        return (1...n).map { i in
            let b = Point(rng.uniform(0, 500), rng.uniform(0, 380))
            return Line(id: i, begin: b, end: b + Vector(dx: rng.uniform(-80, 80), dy: rng.uniform(-80, 80)),
                        color: Color(rgb: UInt32(rng.uniform(0, 0xFFFFFF))), width: rng.uniform(1, 12))
        }
    }

    /// Opens the drawing in `folder` at `windowSize`: what is shown, and whether the kept image was used.
    func open(_ folder: URL, windowSize: Size? = nil, quit: Bool = true, select: Int? = nil) throws -> (pixels: [UInt32], restored: Bool, app: TouchTrackerApp) {
        let s = windowSize ?? size
        let app = TouchTrackerApp(services: FakeBackend(), size: s, store: DrawingStore(directory: folder))
        let target = try PixelTarget(size: s, scale: 1)
        _ = Session(app: app, windowSize: s)
        target.render(app)
        let shown = target.pixels()
        let restored = app.tracker.drawView.cache.restoredFromImage
        if let select { app.select(lineID: select); target.render(app) }
        if quit { app.willQuit() }
        app.store?.close()
        return (shown, restored, app)
    }

    /// Every line drawn, no file involved.
    func reference(_ lines: [Line], windowSize: Size? = nil) throws -> [UInt32] {
        let s = windowSize ?? size
        let app = TouchTrackerApp(services: FakeBackend(), size: s, store: nil)
        app.drawing.load(lines)
        let target = try PixelTarget(size: s, scale: 1)
        _ = Session(app: app, windowSize: s)
        target.render(app)
        return target.pixels()
    }

    @Test func aReopenedDrawingIsShownFromItsImageAndLooksTheSame() throws {
        let scratch = ScratchFolder("tt-image")
        let drawn = lines(300, seed: 4)
        try DrawingStore(directory: scratch.url).save(DrawingStore.Saved(lines: drawn, drawColor: .black))
        let first = try open(scratch.url, select: 7)   // quit with a line selected: the image still holds it
        #expect(!first.restored, "no image yet")
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("drawing.image").path))
        let second = try open(scratch.url)
        #expect(second.restored)
        #expect(second.pixels == (try reference(second.app.drawing.lines)))   // as read back (6 decimals)
        #expect(second.app.drawing.lines.count == drawn.count)
        #expect(first.pixels == second.pixels)
    }

    /// A window a person opens (`showsKeptImageFirst`) shows the kept image in its first frame, before the
    /// lines are taken in; the first input takes them in before it is delivered (a touch always meets the
    /// whole drawing), the image is offered again so no line is drawn, and the frame after shows the same.
    @Test func aWindowShowsTheKeptImageFirstAndTakesTheLinesInBeforeAnyInput() throws {
        let scratch = ScratchFolder("tt-image")
        let drawn = lines(300, seed: 9)
        try DrawingStore(directory: scratch.url).save(DrawingStore.Saved(lines: drawn, drawColor: .black))
        let kept = try open(scratch.url)   // keeps the image at quit
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: DrawingStore(directory: scratch.url), showsKeptImageFirst: true)
        let target = try PixelTarget(size: size, scale: 1)
        let session = Session(app: app, windowSize: size)
        target.render(app)
        let cache = app.tracker.drawView.cache
        #expect(cache.restoredFromImage)
        #expect(target.pixels() == kept.pixels)
        #expect(app.drawing.lines.isEmpty, "the lines come in at an update or before input, not before the first frame")
        #expect(app.wantsFrames, "frames keep coming while the lines are read")
        session.feed([.keyDown(KeyPress("F3")), .keyUp(KeyPress("F3"))], at: session.now)
        #expect(app.drawing.lines.count == drawn.count)
        target.render(app)
        #expect(cache.restoredFromImage)
        #expect(target.pixels() == kept.pixels)
        app.willQuit()
        app.store?.close()
    }

    @Test func anImageOfAnotherVersionOfTheFileIsNotUsed() throws {
        let scratch = ScratchFolder("tt-image")
        let store = DrawingStore(directory: scratch.url)
        try store.save(DrawingStore.Saved(lines: lines(200, seed: 5), drawColor: .black))
        _ = try open(scratch.url)
        // The file changes behind the app's back (another version written): the image is stale.
        let changed = lines(201, seed: 6)
        try DrawingStore(directory: scratch.url).save(DrawingStore.Saved(lines: changed, drawColor: .black))
        let reopened = try open(scratch.url, quit: false)
        #expect(!reopened.restored)
        #expect(reopened.pixels == (try reference(reopened.app.drawing.lines)))
        #expect(reopened.app.drawing.lines.count == changed.count)
    }

    @Test func aDamagedImageOrAnotherWindowSizeIsIgnored() throws {
        let scratch = ScratchFolder("tt-image")
        let drawn = lines(150, seed: 7)
        try DrawingStore(directory: scratch.url).save(DrawingStore.Saved(lines: drawn, drawColor: .black))
        _ = try open(scratch.url)
        let image = scratch.appendingPathComponent("drawing.image")
        let whole = try Data(contentsOf: image)
        // A larger window needs a larger layer: drawn, not taken from the image.
        let big = Size(width: 900, height: 700)
        let larger = try open(scratch.url, windowSize: big, quit: false)
        #expect(!larger.restored)
        #expect(larger.pixels == (try reference(larger.app.drawing.lines, windowSize: big)))
        for damaged in [whole.prefix(whole.count - 4), whole.prefix(20), Data("TTIMAGE1 and then nothing".utf8), Data(count: whole.count)] {
            try Data(damaged).write(to: image)
            let shown = try open(scratch.url, quit: false)
            #expect(!shown.restored)
            #expect(shown.pixels == (try reference(shown.app.drawing.lines)))
            #expect(shown.app.drawing.lines.count == drawn.count)
        }
    }

    @Test func aFreshStartKeepsNoImageOfAFileItDidNotShow() throws {
        let scratch = ScratchFolder("tt-image")
        try DrawingStore(directory: scratch.url).save(DrawingStore.Saved(lines: lines(50, seed: 8), drawColor: .black))
        let app = TouchTrackerApp(services: FakeBackend(), size: size, store: DrawingStore(directory: scratch.url), fresh: true)
        let target = try PixelTarget(size: size, scale: 1)
        target.render(app)
        app.willQuit()
        #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent("drawing.image").path))
    }

    @Test func theFormatRoundTripsAndRefusesAnythingElse() throws {
        let pixels = try #require(LayerPixels(width: 3, height: 2, pixels: [1, 2, 3, 0xFFFF_FFFF, 0, 0x8000_0001]))
        let image = DrawingImage(stamp: .init(databaseID: 10, revision: 20),
                                 layerSize: Size(width: 256, height: 512), scale: 2, background: 0xFFFA_FAFA, pixels: pixels)
        #expect(DrawingImage.decode(image.encoded()) == image)
        var wrongSize = image.encoded()
        wrongSize.append(0)
        #expect(DrawingImage.decode(wrongSize) == nil)
        #expect(LayerPixels(width: 3, height: 2, pixels: [1, 2]) == nil)
    }

    /// A 16 GB sparse file in the image's place, whether its header is garbage, a real image's padded out,
    /// or announces more pixels than any layer has: ignored after its header, never read whole.
    @Test func aHugeFileInTheImagesPlaceIsIgnoredWithoutBeingRead() throws {
        let folder = ScratchFolder()
        let store = DrawingStore(directory: folder.url)
        try store.save(DrawingStore.Saved(lines: lines(20, seed: 3), drawColor: .black, circles: [], colorByAngle: false, extras: .init()))
        let imageFile = folder.appendingPathComponent("drawing.image")
        let valid = DrawingImage(stamp: store.currentStamp!, layerSize: Size(width: 4, height: 2), scale: 1,
                                 background: 0xFFFF_FFFF, pixels: LayerPixels(width: 4, height: 2, pixels: Array(repeating: 0xFFFF_FFFF, count: 8))!).encoded()
        try valid.write(to: imageFile)
        #expect(store.loadImage() != nil, "the real image loads")
        var huge = valid
        huge.replaceSubrange((DrawingImage.headerBytes - 8)..<DrawingImage.headerBytes, with: [0, 0x80, 0, 0, 0, 0x80, 0, 0])   // 32768 x 32768
        for header in [Data(count: 64), valid.prefix(DrawingImage.headerBytes), huge.prefix(DrawingImage.headerBytes)] {
            try header.write(to: imageFile)
            let h = try FileHandle(forWritingTo: imageFile)
            try h.truncate(atOffset: 16 << 30)   // sparse: no disk used
            try h.close()
            let before = try residentBytes()
            #expect(store.loadImage() == nil)
            #expect(try residentBytes() - before < 64 << 20, "the 16 GB file was not read")
        }
    }
}
