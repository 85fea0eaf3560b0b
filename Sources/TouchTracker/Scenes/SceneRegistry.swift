import AppHost
import Gestures

/// What a scene is made from: the engine window it lives in, the app's drawing scene (the document, made
/// by the app because saving needs it), and the backend's services.
public struct SceneContext {
    public let window: Window
    public let services: BackendServices
    let drawingScene: TrackerScene
    /// A teacher's folder of lesson files the lab adds after its stations (`--lab DIR`; nil: none).
    public var labFolder: String? = nil
    /// The scenes the app talks to by their own type, kept as their entries make them (no downcast).
    let made = Made()

    /// The lab and the playground as made (nil when the registry has none).
    final class Made {
        var lab: LabScene?
        var playground: PlaygroundScene?
    }
}

/// The app's scenes, in the order the scene tab and F2 go through them. The command line, scripts' `scene`
/// header and the tests read the names from here.
public struct SceneRegistry: Sendable {
    /// One scene: the name scripts and the dump use, the scene tab's title, and how to make it.
    public struct Entry: Sendable {
        public let name: String
        public let title: String
        public let make: @Sendable (SceneContext) -> Scene
        public init(name: String, title: String, make: @escaping @Sendable (SceneContext) -> Scene) {
            precondition(!name.isEmpty && !name.contains(where: \.isWhitespace), "a scene's name is one word")
            self.name = name; self.title = title; self.make = make
        }
    }

    public let entries: [Entry]

    /// Scenes named once each, the drawing (`tracker`) first: it is the app's document.
    public init(_ entries: [Entry]) {
        precondition(entries.first?.name == "tracker", "the drawing comes first")
        precondition(Set(entries.map(\.name)).count == entries.count, "scene names are unique")
        self.entries = entries
    }

    public var names: [String] { entries.map(\.name) }

    /// The drawing, the lab and the playground.
    public static let standard = standard(stations: nil)

    /// The standard scenes with the lab's stations read from `folder` (nil: the app's `Assets/Playgrounds`;
    /// the tests give an empty folder, as a binary copied on its own has none).
    public static func standard(stations folder: String?) -> SceneRegistry {
        SceneRegistry([
        Entry(name: "tracker", title: trLater("Drawing")) { $0.drawingScene },
        Entry(name: "lab", title: trLater("Lab")) { context in
            let services = context.services
            let lab = LabScene(window: context.window, measure: { [unowned services] text, size in services.measure(text, size: size).width },
                               folder: folder, teacher: context.labFolder)
            lab.noteDevicesMissing(reported: services.reportsPenTiltEraserAndPinch)
            context.made.lab = lab
            return lab
        },
        Entry(name: "playground", title: trLater("Playground")) { context in
            let services = context.services
            let playground = PlaygroundScene(window: context.window) { [unowned services] text, size in services.measure(text, size: size) }
            context.made.playground = playground
            return playground
        },
        ])
    }
}
