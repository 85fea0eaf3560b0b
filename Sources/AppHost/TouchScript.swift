import Gestures

#if canImport(Glibc)
import Glibc
#endif

/// A parsed touch script (format 1, `docs/touch-scripts.md`): the header, then primitive steps with
/// every macro expanded. Parsing checks the whole script; nothing runs until it has succeeded.
public struct TouchScript: Sendable {
    public var windowSize = Size(width: 1024, height: 768)
    /// The interface scale the script's points were made at (`ui-scale K`, what `--record` writes): replayed
    /// at another `--ui-scale`, its window and every point are scaled by the replay's scale over this, so the
    /// app sees the same points (the same log). Nil (no header): the points are window points at whatever
    /// scale it is replayed.
    public var uiScale: Double?
    /// The scene the script starts in: its `scene` header, else the first of the app's scenes (the parser
    /// is given them).
    public var scene = ""
    public var steps: [ScriptStep] = []
    /// The line of the script each step came from, one a step (a trace names the line that made a frame).
    public var stepLines: [Int] = []
    /// The `tolerance` line's: how far this script's `expect-screenshot` frames may stray from their goldens
    /// (default `ScreenshotTolerance.standard`).
    public var tolerance = ScreenshotTolerance.standard

    /// Where `window` was given (0 when not): errors about the size found later name it.
    public var windowLine = 0
    /// `next FILE`: the script that continues this one (a recording's next part), as written (a name in
    /// this script's folder), and its line.
    public var next: String?
    public var nextLine = 0
    /// The file's bytes as they were read and parsed (nil: parsed from text): `--update-expectations`
    /// rewrites the file only while it still holds them.
    public var source: [UInt8]?

    /// At most this many script fingers are down at once.
    public static let maximumFingers = 10
    public static let framesPerSecond = 60.0

    // Limits, checked when the script is parsed (exit 2, `FILE:LINE`). Each bounds what one line can cost.
    /// The longest time one command may take: a class demo is minutes, not hours.
    public static let maximumSeconds: Seconds = 3600
    /// The longest virtual time a whole script may run (216,000 frames; a headless frame without a
    /// screenshot costs microseconds, so this bounds a run at seconds).
    public static let maximumTotalSeconds: Seconds = 3 * 3600
    /// The largest coordinate or distance, in points: four times the largest window. A finger can still
    /// slide far off the edge; nothing the app does scales with a coordinate past this.
    public static let maximumCoordinate: Points = 65536
    /// The largest angle of `rotate`, in degrees (ten turns).
    public static let maximumDegrees = 3600.0
    /// The longest name in an output path, and the longest output path, in bytes.
    public static let maximumNameBytes = 200
    public static let maximumPathBytes = 1000
    /// The largest script file, in bytes, and the most lines. A longer recording is a series of files, each
    /// ending with `next` (`ScriptRecorder` starts a new part well before these).
    public static let maximumBytes = 16 << 20
    public static let maximumLines = 800_000
    /// The most parts a series of scripts (`next`) may have: 10,000 parts of 16 MiB.
    public static let maximumParts = 10_000
    /// `tolerance DELTA [PIXELS [OUTLIER]]`: the most it may forgive. 32/255 a channel is five times the
    /// standard 6/255, past what any SDL build differs by (8/255 measured); an outlier at most 64/255; at
    /// most 65,536 pixels (a 256x256 region): a changed line, glyph or colour still fails.
    public static let maximumToleranceDelta = 32
    public static let maximumToleranceOutlier = 64
    public static let maximumTolerancePixels = 65536
    /// The most `mask` regions one `expect-screenshot` ignores.
    public static let maximumMasks = 100
    /// The most lines one check (`expect` lines in a row, an `expect-log` block) expects.
    public static let maximumExpectedLines = 10_000
}
