// swift-tools-version:6.0
// A package that depends on `Gestures` as any other package would: by a git URL and a version.
// `make test` (scripts/check-consumer.sh) points it at a tagged clone of this repository through
// GESTURES_PACKAGE_URL; on its own it names the published repository.
import Foundation
import PackageDescription

let url = Context.environment["GESTURES_PACKAGE_URL"] ?? "https://github.com/touchtracker/touchtracker"
let version = Version(Context.environment["GESTURES_PACKAGE_VERSION"] ?? "0.2.0") ?? "0.2.0"
let identity = url.split(separator: "/").last.map(String.init) ?? "touchtracker"
/// The lab's stations, each the setup `touchtracker --print-code gestures` prints for its lesson file
/// (Assets/Playgrounds), one module each (`Sources/StationNN`): every one defines `installPlayground(on:)`.
/// scripts/check-consumer.sh generates them from the lab's folder; this counts what is there.
let stations = ((try? FileManager.default.contentsOfDirectory(atPath: Context.packageDirectory + "/Sources")) ?? [])
    .filter { $0.hasPrefix("Station") }.sorted()

let package = Package(
    name: "GesturesConsumer",
    dependencies: [
        .package(url: url, from: version),
    ],
    targets: [
        .executableTarget(name: "consumer", dependencies: [.product(name: "Gestures", package: identity)]),
        // A playground lesson's setup as `touchtracker --print-code gestures` prints it, driven as the lab does.
        .executableTarget(name: "playground", dependencies: [.product(name: "Gestures", package: identity)]),
        // The stations' printed setups, driven with each station's interactions (Stations/NN-name.txt, from its file).
        // The steps are read and played by the package's own reader (`StationSteps`), as the lab's tests read them.
        .executableTarget(name: "stations", dependencies: [.product(name: "Gestures", package: identity), .product(name: "StationSteps", package: identity)]
                          + stations.map { .target(name: $0) }),
    ] + stations.map { .target(name: $0, dependencies: [.product(name: "Gestures", package: identity)]) },
    swiftLanguageModes: [.v6]
)
