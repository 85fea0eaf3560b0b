import Gestures

/// The app's look: the book's colors (finished black, in progress red, selected green, on white) and sizes.
enum Style {
    static let background = Color.white
    static let finishedDefault = Color.black
    static let inProgress = Color.red
    static let selected = Color.green
    /// Width of a line drawn slowly, and of a dot.
    static let slowWidth: Points = 10
    /// Width of a line drawn at `fastSpeed` or faster ("Speed and Size": faster is thinner).
    static let fastWidth: Points = 2
    static let fastSpeed: PointsPerSecond = 3000
    static let selectRadius: Points = 20
    /// A pen's line at no pressure and at full pressure (the book's line with a pressure-sensitive width):
    /// the width goes linearly from one to the other with `force / maximumPossibleForce`.
    static let penLightWidth: Points = 1.5
    static let penFullWidth: Points = 16
    /// A tilted pen shades as a pencil's side does: lying flat (tilt 1, `DrawView.tilt(of:)`) its line is
    /// 1 + `pencilWidening` times as wide, and `pencilLightening` of the way from its color to the paper.
    static let pencilWidening = 2.0
    static let pencilLightening = 0.6
    /// How far from its path an eraser end erases, in points (beyond each line's half width).
    static let eraserRadius: Points = 8
    /// The hover ring of a pen at its greatest distance (`zOffset` 1) is this fraction of its size touching.
    static let farHoverRing = 0.4
    static let menuFill = Color(rgb: 0x262626, alpha: 0.94)
    static let menuText = Color.white
    static let menuHighlight = Color(rgb: 0x4A4A4A)
    static let fontSize: Points = 15
    static let panelFill = Color(rgb: 0xF7F7F7)
    static let scrim = Color(rgb: 0x000000, alpha: 0.25)
    /// The grey of secondary words and marks on the light panels (the timeline's dim text, the lab's notes,
    /// a value the lesson cannot change).
    static let muted = Color(rgb: 0x546E7A)
    /// The grey of borders, tracks and idle marks on the light panels.
    static let rule = Color(rgb: 0x90A4AE)
    /// The color panel's swatches, in order.
    static let swatches: [Color] = [0x000000, 0x757575, 0xE53935, 0xFB8C00, 0xFDD835, 0x43A047,
                                    0x00897B, 0x1E88E5, 0x3949AB, 0x8E24AA, 0xD81B60, 0x6D4C41].map { Color(rgb: $0) }
}
