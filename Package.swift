// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchTracker",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
    ],
    targets: [
        // Layer 4: the engine. Pure Swift, no SDL, no Foundation-only platform tricks.
        .target(name: "Gestures"),
        // Examples written against the public API only: the seeds' check-mark recognizer and the README tour.
        .target(name: "GestureExamples", dependencies: ["Gestures"]),
        .executableTarget(name: "gesture-bench", dependencies: ["Gestures"]),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureExamples"]),
    ],
    swiftLanguageModes: [.v6]
)
