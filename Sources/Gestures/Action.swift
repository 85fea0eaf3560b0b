/// An action a responder may perform, like a selector (`delete:`). Compared by name.
public struct Action: Hashable, Sendable, CustomStringConvertible {
    /// The action's name (`delete:`).
    public let name: String
    /// An action named `name`.
    public init(_ name: String) { self.name = name }
    /// The name.
    public var description: String { name }
}
