import AppHost
import Foundation
import Gestures

/// The tests' backend: what an app asks of a backend (`BackendServices`) answered in memory, without SDL,
/// so app and host tests run on any machine as swift-argument-parser's run without a terminal. Text has
/// fixed metrics (`textSize`), pictures are painted by a `PixelCanvas` and written as real PNG files, and
/// the clipboard is a list. `SDLBackendTests`, the end-to-end and the screenshot tests use the real backend.
public final class FakeBackend: BackendServices {
    /// One picture written by `writePNG`, in order.
    public struct Picture: Equatable {
        public let path: String
        public let size: Size
        public let scale: Double
        /// Its pixels (0xAARRGGBB, row by row), as written to `path`.
        public let frame: PixelFrame
    }

    /// The pictures written, in order.
    public private(set) var pictures: [Picture] = []
    /// The texts put on the clipboard, in order.
    public private(set) var clipboard: [String] = []
    /// What `copyToClipboard` answers: nil (the text is on the clipboard) or why not.
    public var clipboardProblem: String?

    public init(clipboardProblem: String? = nil) { self.clipboardProblem = clipboardProblem }

    /// The fake font: every character half as wide as the size, lines 1.25 times the size high (in points).
    public static func textSize(_ text: String, size: Points) -> Size {
        Size(width: Double(text.count) * size / 2, height: size * 1.25)
    }

    public func measure(_ text: String, size: Points) -> Size { Self.textSize(text, size: size) }

    public func writePNG(size: Size, scale: Double, to path: String, _ body: (Canvas) -> Void) throws {
        let target = try PixelTarget(size: size, scale: scale)
        target.render(body)
        try target.savePNG(to: path)
        pictures.append(Picture(path: path, size: size, scale: scale, frame: target.frame()))
    }

    /// Records `text` and answers `clipboardProblem` (only a text that arrived is recorded).
    public func copyToClipboard(_ text: String) -> String? {
        if clipboardProblem == nil { clipboard.append(text) }
        return clipboardProblem
    }
}
