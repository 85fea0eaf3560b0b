/// What kind of input a touch comes from, as `UITouch.TouchType` (the raw values are UIKit's).
public enum TouchType: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// A finger on the screen itself (SDL's `SDL_TOUCH_DEVICE_DIRECT`).
    case direct = 0
    /// A finger on a surface that is not the screen (SDL's `SDL_TOUCH_DEVICE_INDIRECT_*`).
    case indirect = 1
    /// A pen (UIKit's `.pencil`): on sdl2-compat, SDL 3's pen as touch id `SDL_PEN_TOUCHID`.
    case pencil = 2
    /// A pointer's button held down: the mouse, or a trackpad's click (UIKit's `.indirectPointer`).
    case indirectPointer = 3

    /// Every type: `GestureRecognizer.allowedTouchTypes`' default.
    public static let all: Set<TouchType> = Set(allCases)

    /// The type's bit in a recognizer's precomputed mask (`1 << rawValue`): a touch-down tests one bit,
    /// not a set.
    @inline(__always) var bit: UInt8 { UInt8(1) << UInt8(truncatingIfNeeded: rawValue) }
    /// Every type's bit.
    static let allBits: UInt8 = allCases.reduce(0) { $0 | $1.bit }
    /// The mask of `types`.
    static func bits(_ types: Set<TouchType>) -> UInt8 { types.reduce(0) { $0 | $1.bit } }

    /// The name scripts, the dump and the log use (`direct`, `indirect`, `pencil`, `indirectPointer`).
    public var description: String {
        switch self {
        case .direct: "direct"
        case .indirect: "indirect"
        case .pencil: "pencil"
        case .indirectPointer: "indirectPointer"
        }
    }
}
