// swift-tools-version:6.0
import PackageDescription

/// The engine's hot path is dominated by runtime exclusivity checks on class properties; release builds
/// check exclusivity statically only (debug builds and tests keep the dynamic checks).
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "TouchTracker",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
    ],
    targets: [
        // Layer 4: the engine. Pure Swift, no SDL, no Foundation-only platform tricks.
        .target(name: "Gestures", swiftSettings: releaseSpeed),
        // Examples written against the public API only: the seeds' check-mark recognizer and the README tour.
        .target(name: "GestureExamples", dependencies: ["Gestures"]),
        .executableTarget(name: "gesture-bench", dependencies: ["Gestures"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureExamples"]),
    ],
    swiftLanguageModes: [.v6]
)
