/// A failure of the machine under the app (a file, the display, SDL), with a message naming what failed.
public struct PlatformError: Error, CustomStringConvertible {
    public let description: String
    public init(_ what: String) { description = what }
}
