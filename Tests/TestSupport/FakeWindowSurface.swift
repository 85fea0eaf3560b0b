import AppHost
import Foundation
import Gestures

/// The tests' window (`WindowSurface`) on a virtual clock, without SDL: frames painted into memory by a
/// `PixelTarget`, the person's input given in advance as times and inputs, and the person closing the window
/// when nothing more is to come. Presenting a frame takes exactly 1/60 s of its clock (it "waits for the
/// display", so the frame loop adds no pacing), sleeping moves the clock, and an idle wait jumps to the
/// next input, so a whole window session runs in no real time.
public final class FakeWindowSurface: WindowSurface {
    public let title: String
    public let target: PixelTarget
    public let rendererName = "fake"
    public let backendName = "fake"
    public let presentWaitsForDisplay = true
    public let startupProblem: String?
    public var pointSize: Size { target.sizeInPoints }
    /// The clock, in seconds.
    public private(set) var clock: Double = 0
    /// The frames presented so far.
    public private(set) var framesPresented = 0
    /// What the loop asked of the surface beyond frames, in order (`fullscreen`, `scale 2`, `closed`,
    /// `text input at 10 20 1.5 19`, `text input off`).
    public private(set) var requests: [String] = []
    /// The person's input still to come, oldest first, each at its time on `clock`.
    private var pending: [(at: Double, event: SurfaceEvent)]
    /// Frames still to stall, oldest first: the first frame presented at or after `at` takes `seconds` more.
    private var stalls: [(at: Double, seconds: Double)]

    /// A window of `size` points; `person` is what the person does, at seconds after the window opened.
    public init(size: Size, title: String, person: [(at: Double, input: RawInput)] = [], stalls: [(at: Double, seconds: Double)] = [],
                startupProblem: String? = nil) throws {
        self.stalls = stalls.sorted { $0.at < $1.at }
        self.title = title
        target = try PixelTarget(size: size, scale: 1)
        pending = person.map { ($0.at, .input($0.input, stamp: 0)) }
        self.startupProblem = startupProblem
    }

    public func attach(to session: Session) {}
    public func makeWaker() -> @Sendable () -> Void { {} }
    public func seconds() -> Double { clock }
    public func eventClock() -> UInt64 { UInt64((clock * 1e9).rounded()) }

    public func pollEvents(_ handle: (SurfaceEvent) -> Void) {
        while let next = pending.first, next.at <= clock {
            pending.removeFirst()
            if case .input(let input, _) = next.event {
                handle(.input(input, stamp: UInt64((next.at * 1e9).rounded())))
            } else {
                handle(next.event)
            }
        }
    }

    /// Jumps to the next input; with none to come, the person closes the window.
    public func waitForEvent(timeout: Double) -> Bool {
        if let next = pending.first {
            clock = Swift.max(clock, next.at)
        } else {
            requests.append("closed")
            pending.append((clock, .quit))
        }
        return true
    }

    public func sleep(_ seconds: Double) { clock += seconds }
    public func fingersDown() -> [(device: Int64, fingers: Set<Int64>)] { [] }

    public func present(_ session: Session) {
        target.render(session)
        framesPresented += 1
        clock += 1 / TouchScript.framesPerSecond
        if let stall = stalls.first, stall.at <= clock {
            stalls.removeFirst()
            clock += stall.seconds
        }
    }

    public func captureFrame(of session: Session) throws -> PixelFrame {
        target.render(session)
        return target.frame()
    }

    public func windowChanged(uiScale: Double) { requests.append("scale \(uiScale)") }
    public func toggleFullscreen() { requests.append("fullscreen") }
    public func setTextInput(area: Rect?) {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        requests.append(area.map { "text input at \(n($0.minX)) \(n($0.minY)) \(n($0.width)) \(n($0.height))" } ?? "text input off")
    }
    public func decodePNG(_ data: Data) throws -> PixelFrame { try PNGFile.decode(data) }
    public func encodePNG(_ frame: PixelFrame) throws -> Data { PNGFile.encode(frame) }
    public func writePNG(_ frame: PixelFrame, to path: String) throws {
        try PNGFile.encode(frame).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
