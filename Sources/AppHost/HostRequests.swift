import Gestures

public struct HostRequests: Sendable, Equatable {
    public var toggleFullscreen = false
    public var quit = false
    /// ctrl+plus (+1), ctrl+minus (-1), ctrl+0 (0): change the interface scale one step, or reset it.
    public var uiScaleStep: Int?
    public init() {}
}
