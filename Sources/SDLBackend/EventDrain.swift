#if SDL3
import CSDL3
#else
import CSDL2
#endif

/// Takes every event in SDL's queue, oldest first, past SDL's poll sentinel.
///
/// `SDL_PollEvent` stops at the end of a pump cycle: each pump puts a sentinel at the back of the queue, and
/// a poll that reaches it returns "no event". An event pushed while a wait had pumped (the input that
/// woke the frame loop's `waitEvent`) lies behind that sentinel, so one loop of polls left it for the next
/// frame: measured in `touchtracker-bench event-to-present`, the frame that input started took nothing, and
/// the input waited half a period more. A second loop (the sentinel gone, SDL pumps again) takes it. No
/// more than two: events that keep arriving wait for the next frame, and a flood cannot hold a frame.
///
/// `body` gets each event; the caller releases what it owns (`SDLAPI.release`).
enum EventDrain {
    /// How many poll loops a drain makes: the one SDL's sentinel ends, and one after it.
    static let loops = 2

    static func drain(_ body: (SDL_Event) -> Void) {
        var event = SDL_Event()
        for loop in 0..<loops {
            if loop > 0 && !SDLAPI.hasEvents() { return }
            while SDLAPI.poll(&event) { body(event) }
        }
    }
}
