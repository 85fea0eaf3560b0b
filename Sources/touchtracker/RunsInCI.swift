import Foundation

/// Whether this is a CI job's run (`CI` set, to anything): a person records goldens and expectations, so
/// writing them is refused then, and a golden written anyway fails its script (docs/ci.md). The one place
/// the command line reads `CI`.
var runsInCI: Bool { ProcessInfo.processInfo.environment["CI"] != nil }
