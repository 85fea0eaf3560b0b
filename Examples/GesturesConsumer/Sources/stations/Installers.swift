// The lab's stations' setups by number. scripts/check-consumer.sh writes this file, with a StationNN module for
// each file of Assets/Playgrounds (what `touchtracker --print-code gestures` prints for it), in its copy of
// this package; the committed one has none, so the package builds on its own.
import Gestures

@MainActor let installers: [String: (Node) -> [GestureRecognizer]] = [:]
