/// The pointer buttons held for an event, as `UIEvent.ButtonMask` (the raw values are UIKit's).
public struct ButtonMask: OptionSet, Sendable, Hashable {
    /// The bits: button n is bit n - 1.
    public let rawValue: Int
    /// A mask of raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button (a mouse's left button, a trackpad's click, a finger).
    public static let primary = ButtonMask(rawValue: 1 << 0)
    /// The secondary button (a mouse's right button, a two-finger click).
    public static let secondary = ButtonMask(rawValue: 1 << 1)
    /// Button `number`, counted from 1 (3: a mouse's middle button), as `UIEvent.ButtonMask.button(_:)`.
    public static func button(_ number: Int) -> ButtonMask {
        precondition((1...30).contains(number), "button numbers run from 1 to 30")
        return ButtonMask(rawValue: 1 << (number - 1))
    }
}
