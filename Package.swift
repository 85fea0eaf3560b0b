// swift-tools-version:6.0
import PackageDescription

/// The engine's hot path is dominated by runtime exclusivity checks on class properties; release builds
/// check exclusivity statically only (debug builds and tests keep the dynamic checks).
let releaseSpeed: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "TouchTracker",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .executable(name: "touchtracker", targets: ["touchtracker"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        // Layer 4: the engine. Pure Swift, no SDL.
        .target(name: "Gestures", swiftSettings: releaseSpeed),
        // C libraries, through pkg-config (installed by `make`).
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", pkgConfig: "SDL2_ttf", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", pkgConfig: "SDL2_image", providers: [.apt(["libsdl2-image-dev"])]),
        // Layer 3: the only code that imports SDL.
        .target(name: "Platform", dependencies: ["Gestures", "CSDL2", "CSDL2TTF", "CSDL2Image"], swiftSettings: releaseSpeed),
        // Layer 2: the app.
        .target(name: "TouchTracker", dependencies: ["Gestures", "Platform", "GestureExamples"], swiftSettings: releaseSpeed),
        // Layer 1: the command line.
        .executableTarget(name: "touchtracker", dependencies: [
            "TouchTracker", "Platform",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Examples written against the public API only: the seeds' check-mark recognizer and the README tour.
        .target(name: "GestureExamples", dependencies: ["Gestures"]),
        .executableTarget(name: "gesture-bench", dependencies: ["Gestures", "GestureExamples"], swiftSettings: releaseSpeed),
        .executableTarget(name: "touchtracker-bench", dependencies: ["TouchTracker", "Platform", "Gestures", "GestureExamples"],
                          swiftSettings: releaseSpeed),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureExamples"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["TouchTracker", "Platform", "Gestures", "GestureExamples"]),
        // Golden screenshots: scenes as touch scripts, compared pixel by pixel.
        .testTarget(name: "ScreenshotTests", dependencies: [
            "TouchTracker", "Platform", "Gestures",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Scenes", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
