// swift-tools-version:6.1
import PackageDescription

/// The backend: one module (`SDLBackend`) for both SDLs, what the command line, the bench and the tests
/// that draw link. The package trait enabled (`SDL2`, the default, or `SDL3`) picks its per-SDL layer and
/// the C libraries it links. Never both (see `traits`).
let backend: [Target.Dependency] = ["SDLBackend"]

let package = Package(
    name: "TouchTracker",
    products: [
        .library(name: "Gestures", targets: ["Gestures"]),
        // A lab station's interactions (`try` and `expect` lines): the one reader and player of the format,
        // for the app, its tests and the consumer package's `stations`.
        .library(name: "StationSteps", targets: ["StationSteps"]),
        .executable(name: "touchtracker", targets: ["touchtracker"]),
    ],
    // The backend, chosen at build time (docs/architecture.md, "A backend"): SDL 2 by default; `--traits SDL3`
    // (`make build BACKEND=sdl3`) puts the app on SDL 3 instead. Exactly one: the two SDLs export the same
    // C symbols, so one process never links both.
    traits: [
        .default(enabledTraits: ["SDL2"]),
        .trait(name: "SDL2", description: "The SDL 2 backend (SDLBackend's SDL 2 layer: SDL2, SDL2_ttf, SDL2_image): the default."),
        .trait(name: "SDL3", description: "The SDL 3 backend (SDLBackend's SDL 3 layer: SDL 3.4, SDL3_ttf) instead of SDL 2."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", .upToNextMinor(from: "1.19.7")),
        // The drawing's store: SQLite through GRDB (WAL, transactions, migrations, SQLite's errors by name).
        .package(url: "https://github.com/groue/GRDB.swift", .upToNextMinor(from: "7.10.0")),
        // The tests read the CI examples (Examples/ci/*.yml) as YAML.
        .package(url: "https://github.com/jpsim/Yams", "5.0.1"..<"7.0.0"),
        // A suite's settings file, touchtracker.toml (docs/ci.md, "The suite's settings").
        .package(url: "https://github.com/LebJe/TOMLKit", .upToNextMinor(from: "0.6.0")),
    ],
    targets: [
        // Layer 4: the engine. Pure Swift, no SDL.
        .target(name: "Gestures"),
        // A lab station's interactions read and played on an engine window: the engine alone.
        .target(name: "StationSteps", dependencies: ["Gestures"]),
        // C libraries (installed by `make`). The module maps name the headers (<SDL2/...>) and the libraries
        // themselves, so no pkg-config flags are taken: its `-D_REENTRANT` made SwiftPM warn on every build,
        // also in packages that use only `Gestures`.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CSDL2TTF", providers: [.apt(["libsdl2-ttf-dev"])]),
        .systemLibrary(name: "CSDL2Image", providers: [.apt(["libsdl2-image-dev"])]),
        // SDL 3 and SDL3_ttf through pkg-config (`sdl3`, `sdl3-ttf`: a distribution's, or the build of
        // ../shared/vendor that scripts/sdl3.sh makes and puts on PKG_CONFIG_PATH). Only the SDL3 trait
        // depends on them, so a default build never asks pkg-config for them.
        // fontconfig: the system's fonts for what the shipped font lacks (CJK, emoji, Devanagari, ...).
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        // GNU FriBidi: the Unicode Bidirectional Algorithm, for lines mixing right-to-left and left-to-right text.
        .systemLibrary(name: "CFribidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CSDL3", pkgConfig: "sdl3", providers: [.apt(["libsdl3-dev"])]),
        .systemLibrary(name: "CSDL3TTF", pkgConfig: "sdl3-ttf", providers: [.apt(["libsdl3-ttf-dev"])]),
        // Layer 3: the host, with no SDL: raw input and its translation, the session, touch scripts (grammar,
        // player, recorder) and the protocol an app implements (docs/architecture.md).
        .target(name: "AppHost", dependencies: ["Gestures"]),
        // What both backends draw with and check that needs no SDL: the anti-aliased meshes, the pixel
        // budget, dimmed copies of pictures.
        .target(name: "BackendSupport", dependencies: ["Gestures", "AppHost"]),
        // The SDL backend: the only code that imports SDL (window, renderer, fonts, events, offscreen, PNG),
        // written once over a per-SDL layer (`SDL2/`, `SDL3/`: the calls that differ, the event converters),
        // which the trait chooses with the C libraries it links.
        .target(name: "SDLBackend", dependencies: ["Gestures", "AppHost", "BackendSupport", "CFontconfig", "CFribidi",
                                                   .target(name: "CSDL2", condition: .when(traits: ["SDL2"])),
                                                   .target(name: "CSDL2TTF", condition: .when(traits: ["SDL2"])),
                                                   .target(name: "CSDL2Image", condition: .when(traits: ["SDL2"])),
                                                   .target(name: "CSDL3", condition: .when(traits: ["SDL3"])),
                                                   .target(name: "CSDL3TTF", condition: .when(traits: ["SDL3"]))]),
        // Layer 2: the app. It sees the host, never the backend.
        .target(name: "TouchTracker", dependencies: ["Gestures", "AppHost", "GestureExamples", "StationSteps",
                                                     .product(name: "GRDB", package: "GRDB.swift")]),
        // Touch scripts as a test suite (`touchtracker test`, `merge-reports`): discovery, shards, child
        // processes, JUnit and HTML reports. It knows the host's check results, no app and no SDL.
        .target(name: "ScriptSuite", dependencies: ["AppHost", .product(name: "TOMLKit", package: "TOMLKit")]),
        // Layer 1: the command line, which puts the app on the backend.
        .executableTarget(name: "touchtracker", dependencies: [
            "TouchTracker", "AppHost", "ScriptSuite",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ] + backend),
        // Examples written against the public API only: the seeds' check-mark recognizer and the README tour.
        .target(name: "GestureExamples", dependencies: ["Gestures"]),
        .executableTarget(name: "gesture-bench", dependencies: ["Gestures", "GestureExamples", "TouchTracker"]),
        .executableTarget(name: "touchtracker-bench", dependencies: ["TouchTracker", "AppHost", "BackendSupport", "Gestures", "GestureExamples"] + backend),
        // Tests, one target a layer (docs/architecture.md): engine, host, backend, app, the binary end to end,
        // screenshots. TestSupport holds what several share: the fake backend (so the host's and the app's tests
        // run without SDL), the recording canvas, the binary runner, the memory and seeded-run helpers. Only
        // the backend's, the end-to-end and the screenshot tests use SDL.
        .target(name: "TestSupport", dependencies: ["Gestures", "AppHost"], path: "Tests/TestSupport"),
        // The backend the tests that draw run on, named in one line (they reach it through `Backend` only).
        .target(name: "BackendUnderTest", dependencies: ["AppHost"] + backend, path: "Tests/BackendUnderTest"),
        .testTarget(name: "GesturesTests", dependencies: ["Gestures", "GestureExamples"]),
        // The suite runner on stand-in children, its reports (JUnit against junit.xsd), the CI examples' YAML.
        .testTarget(name: "ScriptSuiteTests", dependencies: ["ScriptSuite", "AppHost", "TestSupport",
                                                             .product(name: "Yams", package: "Yams")],
                    exclude: ["junit.xsd"]),
        .testTarget(name: "AppHostTests", dependencies: ["AppHost", "Gestures", "TestSupport"]),
        .testTarget(name: "SDLBackendTests", dependencies: ["SDLBackend", "BackendSupport", "AppHost", "Gestures", "TouchTracker", "GestureExamples", "TestSupport"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["TouchTracker", "AppHost", "Gestures", "GestureExamples", "StationSteps", "TestSupport",
                                                        .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "EndToEndTests", dependencies: ["TouchTracker", "AppHost", "Gestures", "GestureExamples", "TestSupport",
                                                        .product(name: "GRDB", package: "GRDB.swift")] + ["BackendUnderTest"]),
        // SDL 3's own events through the SDL 3 backend (built and run with the SDL3 trait: `make test-sdl3`).
        .testTarget(name: "SDL3BackendTests", dependencies: ["SDLBackend", "AppHost", "Gestures", "TouchTracker", "TestSupport"]),
        // Golden screenshots: scenes as touch scripts, compared pixel by pixel.
        .testTarget(name: "ScreenshotTests", dependencies: [
            "TouchTracker", "AppHost", "Gestures", "TestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"), "BackendUnderTest",
        ], exclude: ["Scenes", "Suite", "__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
