import Foundation
import Testing
import AppHost
@testable import SDLBackend

/// Font files held in memory (`FontFiles`): read once, opened at every size from the copy, the same text
/// measured as from the file, and a font whose file goes away after its first size still opening.
@Suite struct FontFilesTests {
    let shipped = AssetLocator.path(of: "DejaVuSans.ttf")!

    private func folder() throws -> String {
        let dir = NSTemporaryDirectory() + "fontfiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aFileIsReadOnceAndHeldAsItIs() throws {
        let first = try #require(FontFiles.bytes(of: shipped))
        let again = try #require(FontFiles.bytes(of: shipped))
        #expect(first.baseAddress == again.baseAddress)
        let onDisk = try #require(FileManager.default.contents(atPath: shipped))
        #expect(Data(first) == onDisk)
    }

    @Test func aMissingFileOrOneTooLargeIsOpenedFromItsPath() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(FontFiles.bytes(of: dir + "/absent.ttf") == nil)
        let large = dir + "/large.ttc"
        #expect(FileManager.default.createFile(atPath: large, contents: nil))
        #expect(truncate(large, off_t(FontFiles.limitBytes + 1)) == 0)
        #expect(FontFiles.bytes(of: large) == nil)
        #expect(FontFiles.bytes(of: dir) == nil)   // a folder
    }

    @Test func aFontFromMemoryMeasuresAsFromItsFileAndOutlivesTheFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let copy = dir + "/copy.ttf"
        try FileManager.default.copyItem(atPath: shipped, toPath: copy)
        let text = "Tap twice — é, ü, ß, ½ (AV Wa)"
        func width(_ path: String, _ px: Int) throws -> Int32 {
            let set = try #require(FontLock.run { FontSet(path: path, pixelSize: px, lightHinting: false) })
            defer { FontLock.run { _ = consume set } }
            return FontLock.run { set.size(of: text).w }
        }
        // From the file (SDL_ttf reading it), then from memory: the same widths.
        #expect(FontLock.start())
        let fromFile = try #require(FontLock.run { SDLAPI.openFont(shipped, pixels: 17, fromMemory: false) })
        let fileWidth = FontLock.run { SDLAPI.textSize(fromFile, text).w }
        FontLock.run { SDLAPI.closeFont(fromFile) }
        #expect(try width(copy, 17) == fileWidth)
        // The file gone (a package upgrade), a new size still opens from the copy held.
        try FileManager.default.removeItem(atPath: copy)
        #expect(try width(copy, 23) == width(shipped, 23))
    }

    @Test func aDamagedFontIsRefusedNotOpened() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bad = dir + "/bad.ttf"
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: URL(fileURLWithPath: bad))
        #expect(FontFiles.bytes(of: bad) != nil)
        #expect(FontLock.run { FontSet(path: bad, pixelSize: 13, lightHinting: false) } == nil)
    }
}
