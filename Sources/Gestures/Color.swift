/// An sRGB color with alpha, 0...1 each.
public struct Color: Hashable, Sendable {
    /// The channels, each 0...1 (alpha 1 is opaque).
    public var red: Double, green: Double, blue: Double, alpha: Double
    /// A color from channels in 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    /// From 0xRRGGBB.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }
    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Opaque red.
    public static let red = Color(rgb: 0xFF0000)
    /// Opaque green (TouchTracker's selection green).
    public static let green = Color(rgb: 0x00A000)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// One channel as 0...255.
    public func channel(_ v: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, v)) * 255).rounded()) }
    /// 0xRRGGBB (alpha dropped).
    public var rgb: UInt32 { channel(red) << 16 | channel(green) << 8 | channel(blue) }
    /// `#RRGGBB`, upper-case hex, as the state dump writes colors.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    public var hexString: String {
        let rgb = rgb
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for shift in stride(from: 20, through: 0, by: -4) { bytes.append(Self.hexDigits[Int((rgb >> UInt32(shift)) & 0xF)]) }
        return String(decoding: bytes, as: UTF8.self)
    }
    /// Parses `#RRGGBB`; nil for anything else.
    public init?(hex: String) {
        guard hex.count == 7, hex.first == "#", let v = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        self.init(rgb: v)
    }
    /// The same color with alpha `a`.
    public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }
}
