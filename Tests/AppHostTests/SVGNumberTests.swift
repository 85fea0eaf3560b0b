import Testing
@testable import AppHost

/// `SVGCanvas.number` writes what Double's own description wrote before it (the traces' and figures' bytes
/// are unchanged): `v` rounded to 0.01, no trailing zeros, no leading zero.
struct SVGNumberTests {
    /// The text as it was written with Double's description.
    static func described(_ v: Double) -> String {
        let r = (v * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(r)
        if s.hasPrefix("0.") { s.removeFirst() } else if s.hasPrefix("-0.") { s = "-" + s.dropFirst(2) }
        return s
    }

    @Test func examples() {
        let cases: [(Double, String)] = [(0, "0"), (-0.0, "0"), (12, "12"), (12.5, "12.5"), (0.25, ".25"), (-0.5, "-.5"),
                                         (0.05, ".05"), (-0.05, "-.05"), (1.004, "1"), (0.125, ".13"), (-3, "-3"), (1023.999, "1024")]
        #expect(cases.map { SVGCanvas.number($0.0) } == cases.map(\.1))
    }

    @Test func sameAsDescribedOverManyValues() {
        // Every thousandth from -10 to 10, then 180,000 values spread over ±5,000 with every fraction.
        var differ: [Double] = []
        for k in 0..<200_000 {
            let v = k < 20_000 ? Double(k - 10_000) / 1000 : (Double(k) * 0.618_033_988_7).truncatingRemainder(dividingBy: 10_000) - 5_000
            if SVGCanvas.number(v) != Self.described(v) { differ.append(v) }
        }
        #expect(differ.isEmpty, "first differing: \(differ.prefix(5))")
    }
}
