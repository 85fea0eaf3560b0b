// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TouchTracker",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        .executable(name: "touchtracker", targets: ["touchtracker"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.7")),
        // The drawing's store: SQLite through GRDB (WAL, transactions, migrations, SQLite's errors by name).
        .package(url: "https://github.com/groue/GRDB.swift", .upToNextMinor(from: "7.10.0")),
        // The tests read the CI examples (Examples/ci/*.yml) as YAML.
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
    ],
    targets: [
        // Layer 4: the engine. Pure Swift, no SDL.
        .target(name: "Gestures"),
        // C libraries (installed by `make`). The module maps name the headers (<SDL2/...>) and the libraries
        // themselves, so no pkg-config flags are taken: its `-D_REENTRANT` made SwiftPM warn on every build,
        // also in packages that use only `Gestures`.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        // Layer 3: the host, with no SDL: raw input and its translation, the session, touch scripts (grammar,
        // player, recorder) and the protocol an app implements (docs/architecture.md).
        .target(name: "AppHost", dependencies: ["Gestures"]),
        // The SDL backend: the only code that imports SDL (window, renderer, fonts, events, offscreen, PNG).
        .target(name: "SDLBackend", dependencies: ["Gestures", "AppHost", "CSDL2", "CSDL2TTF", "CSDL2Image"]),
        // Layer 2: the app. It sees the host, never the backend.
        .target(name: "TouchTracker", dependencies: ["Gestures", "AppHost", "GestureExamples",
                                                     .product(name: "GRDB", package: "GRDB.swift")]),
        // Touch scripts as a test suite (`touchtracker test`, `merge-reports`): discovery, shards, child
        // processes, JUnit and HTML reports. It knows the host's check results, no app and no SDL.
        .target(name: "ScriptSuite", dependencies: ["AppHost"]),
        // Layer 1: the command line, which puts the app on the backend.
        .executableTarget(name: "touchtracker", dependencies: [
            "TouchTracker", "AppHost", "SDLBackend", "ScriptSuite",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // Examples written against the public API only: the seeds' check-mark recognizer and the README tour.
        .target(name: "GestureExamples", dependencies: ["Gestures"]),
        .executableTarget(name: "gesture-bench", dependencies: ["Gestures", "GestureExamples", "TouchTracker"]),
        .executableTarget(name: "touchtracker-bench", dependencies: ["TouchTracker", "AppHost", "SDLBackend", "Gestures", "GestureExamples"]),
        // Tests, one target a layer (docs/architecture.md): engine, host, backend, app, the binary end to end,
        // screenshots. TestSupport holds what several share: the fake backend (so the host's and the app's tests
        // run without SDL), the recording canvas, the binary runner, the memory and seeded-run helpers. Only
        // the backend's, the end-to-end and the screenshot tests use SDL.
        .target(name: "TestSupport", dependencies: ["Gestures", "AppHost"], path: "Tests/TestSupport"),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureExamples"]),
        // The suite runner on stand-in children, its reports (JUnit against junit.xsd), the CI examples' YAML.
        .testTarget(name: "ScriptSuiteTests", dependencies: ["ScriptSuite", "AppHost", "TestSupport",
                                                             .product(name: "Yams", package: "Yams")],
                    exclude: ["junit.xsd"]),
        .testTarget(name: "AppHostTests", dependencies: ["AppHost", "Gestures", "TestSupport"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "AppHost", "Gestures", "TouchTracker", "GestureExamples", "TestSupport"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["TouchTracker", "AppHost", "Gestures", "GestureExamples", "TestSupport",
                                                        .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "EndToEndTests", dependencies: ["TouchTracker", "AppHost", "SDLBackend", "Gestures", "GestureExamples", "TestSupport",
                                                        .product(name: "GRDB", package: "GRDB.swift")]),
        // Golden screenshots: scenes as touch scripts, compared pixel by pixel.
        .testTarget(name: "ScreenshotTests", dependencies: [
            "TouchTracker", "AppHost", "SDLBackend", "Gestures", "TestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Scenes", "Suite", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
