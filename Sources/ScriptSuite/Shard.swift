/// `--shard I/N`: the I-th of N deterministic parts of a suite. Script k (from 0, in discovery order) is
/// in part k mod N + 1, so the N parts together hold every script once, and each holds every N-th script
/// (parts differ by one script at most). A CI matrix runs one part a machine; the CI system is the
/// distributed engine, the runner only partitions.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    public let index: Int
    public let count: Int
    public static let maximumCount = 1000

    public init(index: Int, count: Int) {
        precondition((1...Shard.maximumCount).contains(count) && (1...count).contains(index), "a shard is I/N with 1 <= I <= N <= 1000")
        self.index = index
        self.count = count
    }

    /// `I/N`, or nil when it is not one (whole numbers, 1 <= I <= N <= 1000).
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let i = Int(parts[0]), let n = Int(parts[1]), (1...Shard.maximumCount).contains(n), (1...n).contains(i) else { return nil }
        self.init(index: i, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// This part of `scripts`, in their order.
    public func part<T>(of scripts: [T]) -> [T] {
        scripts.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
