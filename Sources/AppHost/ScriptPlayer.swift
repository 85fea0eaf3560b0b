import Foundation

#if canImport(Glibc)
import Glibc
#endif
import Gestures

/// Where a script's frames run: offscreen on a virtual clock, or in a visible window paced in real time.
public protocol ScriptDriver: AnyObject {
    var session: Session { get }
    /// Runs one frame of exactly 1/60 s (returns false when the person closed the window).
    func runFrame() -> Bool
    /// Renders the current frame and writes it as PNG.
    func screenshot(to path: String) throws
    /// Renders the current frame and returns its pixels (for `expect-screenshot`).
    func captureFrame() throws -> PixelFrame
    /// PNG bytes to pixels, and back: the backend's codec.
    func decodePNG(_ data: Data) throws -> PixelFrame
    func encodePNG(_ frame: PixelFrame) throws -> Data
}

extension ScriptDriver {
    public func captureFrame() throws -> PixelFrame { throw PlatformError("this driver cannot compare screenshots") }
    public func decodePNG(_ data: Data) throws -> PixelFrame { throw PlatformError("this driver reads no PNG") }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { throw PlatformError("this driver writes no PNG") }
}

/// Plays a parsed script on a driver. Paths of `screenshot` and `dump` resolve against `outputDirectory`.
public final class ScriptPlayer {
    public let script: TouchScript
    public let outputDirectory: String
    /// The script's file: `expect-screenshot` finds goldens beside it and names it in its reports.
    public let scriptFile: String?
    /// `--update-goldens`: `expect-screenshot` writes its golden instead of comparing (never in CI).
    public let updatesGoldens: Bool
    /// The `expect-screenshot` steps that failed, as `FILE:LINE: message`, in order.
    public private(set) var failedExpectations: [String] = []
    /// The goldens written by `--update-goldens`.
    public private(set) var updatedGoldens: [String] = []

    public init(script: TouchScript, outputDirectory: String, scriptFile: String? = nil, updatesGoldens: Bool = false) {
        self.script = script
        self.outputDirectory = outputDirectory
        self.scriptFile = scriptFile
        self.updatesGoldens = updatesGoldens
    }

    /// The file a script's output path names inside the output folder. The parser refuses absolute paths
    /// and `..`; a folder on the way that is a symlink leading out of the output folder is refused here.
    func resolve(_ path: String) throws -> String {
        let full = (outputDirectory as NSString).appendingPathComponent(path)
        let folder = (full as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw PlatformError("cannot create the folder \(folder): \(describe(error))")
        }
        guard isInside(folder, outputDirectory) else {
            throw PlatformError("\(path) leads out of the output folder \(outputDirectory) (through a symbolic link): nothing was written")
        }
        return full
    }

    /// Whether `folder` is `root` or inside it once every symbolic link on the way is followed.
    func isInside(_ folder: String, _ root: String) -> Bool {
        func realPath(_ p: String) -> String? {
            guard let r = realpath(p, nil) else { return nil }
            defer { free(r) }
            return String(cString: r)
        }
        guard let root = realPath(root), let real = realPath(folder) else { return false }
        return real == root || real.hasPrefix(root + "/")
    }

    public enum Outcome { case finished, quit, closed, signalled }

    /// Runs an output step; a failure names the file.
    func writing(_ path: String, _ body: (String) throws -> Void) throws {
        do { try body(path) } catch let e as PlatformError {
            throw e.description.contains(path) ? e : PlatformError("cannot write \(path): \(e.description)")
        } catch {
            throw PlatformError("cannot write \(path): \(describe(error))")
        }
    }

    /// Runs every step in order. Instant steps happen at the current time with no frame between them.
    public func run(on driver: ScriptDriver) throws -> Outcome {
        let session = driver.session
        for step in script.steps {
            if QuitSignals.pending != 0 { return .signalled }
            switch step {
            case .input(let batch):
                session.feed(batch, at: session.now)
            case .frames(let n):
                for _ in 0..<n {
                    guard driver.runFrame() else { return .closed }
                    if QuitSignals.pending != 0 { return .signalled }
                }
            case .glide(_, let moves):
                for batch in moves {
                    guard driver.runFrame() else { return .closed }
                    if QuitSignals.pending != 0 { return .signalled }
                    session.feed(batch, at: session.now)
                }
            case .key(let k):
                session.feed([.keyDown(k), .keyUp(k)], at: session.now)
            case .expectScreenshot(let golden, let line):
                try expectScreenshot(golden, line: line, on: driver)
            case .screenshot(let path):
                try writing(try resolve(path)) { try driver.screenshot(to: $0) }
            case .dump(let path):
                try writing(try resolve(path)) { try writeFileAtomically(session.stateJSON(), to: $0) }
            case .app(let appStep):
                if let output = appStep.output {
                    try writing(try resolve(output)) { try session.app.perform(appStep, output: $0) }
                } else {
                    try session.app.perform(appStep, output: nil)
                }
            case .quit:
                session.app.willQuit()
                return .quit
            }
        }
        return .finished
    }
}

extension ScriptPlayer {
    /// The script's folder: goldens are found (and, with `--update-goldens`, written) only inside it.
    var scriptFolder: String {
        let folder = ((scriptFile ?? "") as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `expect-screenshot GOLDEN.png`: compares the frame with the golden, or writes it (`--update-goldens`).
    /// A mismatch or a missing golden is recorded in `failedExpectations` (the run goes on) and leaves
    /// `NAME.actual.png` (and `NAME.diff.png`) in the output folder.
    func expectScreenshot(_ golden: String, line: Int, on driver: ScriptDriver) throws {
        let place = "\(scriptFile ?? "script"):\(line)"
        let goldenPath = (scriptFolder as NSString).appendingPathComponent(golden)
        let frame = try driver.captureFrame()
        if updatesGoldens {
            let folder = (goldenPath as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            guard isInside(folder, scriptFolder) else {
                throw PlatformError("\(place): \(golden) leads out of the script's folder (through a symbolic link): nothing was written")
            }
            try writing(goldenPath) { try writeFileAtomically(try driver.encodePNG(frame), to: $0) }
            updatedGoldens.append(goldenPath)
            return
        }
        let stem = ((golden as NSString).lastPathComponent as NSString).deletingPathExtension
        func keep(_ frame: PixelFrame, as suffix: String) throws {
            let path = try resolve(stem + suffix)
            try writing(path) { try writeFileAtomically(try driver.encodePNG(frame), to: $0) }
        }
        // The golden's header first: no pixel is decoded unless it states the frame's size (`GoldenFile`).
        let data: Data
        switch GoldenFile.read(goldenPath, width: frame.width, height: frame.height) {
        case .missing:
            try keep(frame, as: ".actual.png")
            failedExpectations.append("\(place): the golden \(golden) does not exist (the frame is in \(stem).actual.png; --update-goldens writes it)")
            return
        case .unusable(let why):
            try keep(frame, as: ".actual.png")
            failedExpectations.append("\(place): the golden \(golden) \(why) (the frame is in \(stem).actual.png)")
            return
        case .otherSize(let header):
            try keep(frame, as: ".actual.png")
            failedExpectations.append("\(place): screenshot differs from \(golden) (it is \(frame.width)x\(frame.height), the golden \(header.width)x\(header.height))")
            return
        case .bytes(let bytes):
            data = bytes
        }
        let reference: PixelFrame
        do { reference = try driver.decodePNG(data) } catch {
            try keep(frame, as: ".actual.png")
            failedExpectations.append("\(place): the golden \(golden) is not a PNG this can read (\(describe(error)))")
            return
        }
        // One pass over the pixels: what differs, and whether the tolerance forgives it.
        guard let d = ScreenshotComparison.difference(reference, frame, tolerance: .standard) else {
            try keep(frame, as: ".actual.png")
            failedExpectations.append("\(place): screenshot differs from \(golden) (it is \(frame.width)x\(frame.height), the golden \(reference.width)x\(reference.height))")
            return
        }
        guard !d.isWithinTolerance else { return }
        try keep(frame, as: ".actual.png")
        try keep(d.image, as: ".diff.png")
        failedExpectations.append("\(place): screenshot differs from \(golden) (\(d.pixelsBeyond) pixels beyond tolerance)")
    }
}
