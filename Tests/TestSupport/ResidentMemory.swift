import AppHost
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory in bytes: Linux's `/proc/self/statm` (its second field, resident pages,
/// times the page size). Throws when it cannot be read, so a memory check without a measurement fails
/// instead of passing.
public func residentBytes() throws -> Int {
    let text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { throw PlatformError("/proc/self/statm has no resident pages: \(text)") }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
