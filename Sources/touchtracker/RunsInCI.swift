import Foundation

/// Whether this is a CI job's run: a person records goldens and expectations, so writing them is refused
/// then, and a golden written anyway goes beside the output and fails its script (docs/ci.md). `CI` set to
/// anything but `false`, `0` or nothing (`CI=`), as the CI tools' own conventions read it. The one place the
/// command line reads `CI`.
var runsInCI: Bool { ciIsSet(ProcessInfo.processInfo.environment["CI"]) }

/// `CI`'s value read as the CI tools read it: unset, empty, `false` or `0` (any letter case, spaces around
/// ignored) is not CI; anything else is.
func ciIsSet(_ value: String?) -> Bool {
    guard let value else { return false }
    let v = value.trimmingCharacters(in: .whitespaces).lowercased()
    return !(v.isEmpty || v == "false" || v == "0")
}
