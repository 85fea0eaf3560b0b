import Gestures

/// The app plus the input path: raw input (SDL's or a script's) is translated and delivered here, so
/// both sources reach the engine the same way.
public final class Session {
    public let app: HostedApp
    public let translator: InputTranslator

    public init(app: HostedApp, windowSize: Size) {
        self.app = app
        translator = InputTranslator(windowSize: windowSize)
        app.resize(to: windowSize)
    }

    public var window: Window { app.gestureWindow }
    public var now: Seconds { window.clock.now }

    public func resize(to size: Size) {
        translator.windowSize = size
        app.resize(to: size)
    }

    /// Delivers a batch at `time`: all its touch changes as one engine event, keys to the app.
    public func feed(_ batch: [RawInput], at time: Seconds) {
        var touches: [TouchInput] = []
        for input in batch {
            touches += translator.translate(input)
            if case let .keyDown(k) = input { deliverTouches(&touches, time); app.handleKey(k) }
        }
        deliverTouches(&touches, time)
        app.simulatedFingers = translator.simulatedFingers
    }

    private func deliverTouches(_ touches: inout [TouchInput], _ time: Seconds) {
        guard !touches.isEmpty else { return }
        window.send(touches, at: time)
        touches.removeAll()
    }

    /// One frame at `time`: the clock moves on (timers fire), then the app updates.
    public func frame(at time: Seconds) {
        window.advanceTime(to: time)
        app.update(now: window.clock.now)
    }
}
