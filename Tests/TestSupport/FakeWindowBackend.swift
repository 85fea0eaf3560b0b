import AppHost
import Foundation
import Gestures
import Synchronization

/// The tests' `Backend`: what the command line asks of a backend, without SDL. Services are a
/// `FakeBackend`, the headless driver a `FakeDriver`, and a window a `FakeWindowSurface` under the host's
/// own `FrameLoop`, so the command line's modes (`HostedRun`: a replay in a window, `--record`, a window's
/// `expect-screenshot`) run in tests as they do on SDL.
public final class FakeWindowBackend: Backend {
    /// What the person does in each window this backend opens: seconds after it opened, and the input.
    public let person: [(at: Double, input: RawInput)]
    /// Frames that take longer (a stall): the first frame presented at or after `at` takes `seconds` more.
    public let stalls: [(at: Double, seconds: Double)]
    /// The windows opened, in order.
    private let opened = Mutex<[String]>([])

    public init(person: [(at: Double, input: RawInput)] = [], stalls: [(at: Double, seconds: Double)] = []) {
        self.person = person
        self.stalls = stalls
    }

    /// Each window opened: `TITLE WxH`.
    public var windows: [String] { opened.withLock { $0 } }

    public var libraryName: String { "fake" }
    public var libraryVersion: String { "1" }

    public func makeServices() -> BackendServices { FakeBackend() }
    public func frameProblem(size: Size, scale: Double) -> String? { PixelTarget.problem(size: size, scale: scale) }

    public func makeHeadlessDriver(app: HostedApp, size: Size, scale: Double, uiScale: Double) throws -> ScriptDriver {
        let driver = try FakeDriver(app: app, size: size, scale: scale)
        // The interface scale as the SDL backend's headless driver takes it: the app sees window points / uiScale.
        if uiScale != 1 { driver.session.uiScale = uiScale }
        return driver
    }

    public func makeWindowSurface(size: Size, title: String, options: WindowOptions) throws -> WindowSurface {
        opened.withLock { $0.append("\(title) \(Int(size.width))x\(Int(size.height))") }
        return try FakeWindowSurface(size: size, title: title, person: person, stalls: stalls)
    }

    public func encodePNG(_ frame: PixelFrame) throws -> Data { PNGFile.encode(frame) }
    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGFile.decode(data) }
    public func writePNG(_ frame: PixelFrame, to path: String) throws { try writeFileAtomically(PNGFile.encode(frame), to: path) }
}
