#if !SDL3   // the SDL 2 backend's tests: built with the default trait (SDL 3's are SDL3BackendTests)
import Testing
import Gestures
@testable import AppHost
@testable import SDLBackend

/// A frame's drain takes every queued event, even one queued behind SDL's poll sentinel (`EventDrain`).
@Suite(.serialized) struct EventDrainTests {
    static let size = Size(width: 1000, height: 500)

    /// A wait pumps (SDL puts its sentinel at the back of the queue); a finger's motion pushed after it, as
    /// from the display server while the loop waited, is taken by the one drain that follows, in order
    /// with one pushed after that.
    @Test func anEventBehindSDLsPollSentinelIsTakenByTheSameDrain() throws {
        try SyntheticEvents.start()
        _ = SyntheticEvents.drain(windowSize: Self.size)
        SyntheticEvents.finger(.down, device: 3, finger: 40, x: 0.1, y: 0.5)
        _ = SyntheticEvents.drain(windowSize: Self.size)
        #expect(!SyntheticEvents.waitForEvent(timeout: 0.002), "nothing queued: the wait pumps and times out")
        SyntheticEvents.finger(.motion, device: 3, finger: 40, x: 0.25, y: 0.5)
        SyntheticEvents.finger(.motion, device: 3, finger: 40, x: 0.375, y: 0.5)
        #expect(SyntheticEvents.waitForEvent(timeout: 0.002), "the motions wake the wait")
        let taken = SyntheticEvents.drain(windowSize: Self.size)
        SyntheticEvents.finger(.up, device: 3, finger: 40, x: 0.375, y: 0.5)
        let after = SyntheticEvents.drain(windowSize: Self.size)
        #expect(taken == [.input(.fingerMove(device: 3, finger: 40, to: Point(250, 250), pressure: 1)),
                          .input(.fingerMove(device: 3, finger: 40, to: Point(375, 250), pressure: 1))])
        #expect(after == [.input(.fingerUp(device: 3, finger: 40, at: Point(375, 250)))])
    }
}
#endif
