import Foundation
import Gestures

/// Which goldens `expect-screenshot` writes instead of comparing (Playwright's `--update-snapshots` modes).
public enum GoldenUpdate: String, CaseIterable, Sendable {
    /// None: every golden is compared.
    case none
    /// Only goldens that do not exist yet; the others are compared.
    case missing
    /// Goldens that do not exist or that the frame differs from beyond the tolerance; the others are kept.
    case changed
    /// Every golden.
    case all
}

/// The player's checks: `expect-screenshot` (with the script's `tolerance` and its `mask` regions),
/// `expect` and `expect-log`. A failed check is recorded in `checkFailures` and the run goes on.
extension ScriptPlayer {
    /// The script's folder: goldens are found (and, with `--update-goldens`, written) only inside it.
    var scriptFolder: String {
        let folder = ((scriptFile ?? "") as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    var place: String { scriptFile ?? "script" }

    /// Where the script's goldens are: a project's goldens folder (`goldensFolder`), else the script's folder.
    var goldenRoot: String { goldensFolder ?? scriptFolder }

    /// `expect` lines or an `expect-log` block: the log since the last check against what the script says.
    func expectLog(_ check: LogCheck, in log: EventLog) {
        let new = log.totalCount - logMark
        let entries = log.records.suffix(Swift.max(0, Swift.min(new, log.records.count))).map(\.description)
        logMark = log.totalCount
        guard !check.matches(entries) else { return }
        let actual = check.actual(entries)
        // `--update-expectations`: the block is rewritten with what happened (an `expect` run needs an action),
        // never into one the parser refuses (more lines than a check holds): that check stays failed, saying why.
        let tooLong = actual.count > TouchScript.maximumExpectedLines
        if updatesExpectations, scriptFile != nil, check.scope == .log || !actual.isEmpty, !tooLong {
            // A block that used `...` keeps it, and its written lines that still match (`LogCheck.rewritten`).
            let lines = check.scope == .log ? LogCheck.rewritten(expected: check.expected, actual: actual) : actual
            expectationUpdates.append(ExpectationUpdate(file: place, line: check.line, scope: check.scope, lines: lines, source: script.source))
            return
        }
        var message = check.scope == .actions ? "the actions since the last check are not the expected ones"
            : "the log since the last check is not the expected one"
        if updatesExpectations && tooLong {
            message += " (not rewritten: the run logged \(actual.count) lines, and a check holds at most \(TouchScript.maximumExpectedLines); check less at a time)"
        }
        checkFailures.append(CheckFailure(file: place, line: check.line, kind: check.scope == .actions ? .actions : .log,
                                          message: message, expected: check.expected, actual: actual))
    }

    /// Writes the golden of an `expect-screenshot`.
    /// With `newGoldensFolder` it goes there (under the name the script gives it), never beside the script.
    func writeGolden(_ frame: PixelFrame, to goldenPath: String, named golden: String, line: Int, on driver: ScriptDriver) throws {
        let root = newGoldensFolder ?? goldenRoot
        let goldenPath = newGoldensFolder.map { ($0 as NSString).appendingPathComponent(golden) } ?? goldenPath
        let folder = (goldenPath as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard isInside(folder, root) else {
            throw PlatformError("\(place):\(line): \(golden) leads out of the script's folder (through a symbolic link): nothing was written")
        }
        try writing(goldenPath) { try writeFileAtomically(try driver.encodePNG(frame), to: $0) }
        updatedGoldens.append(goldenPath)
    }

    /// `expect-screenshot GOLDEN.png`: compares the frame with the golden, or writes it (`goldenUpdate`).
    /// A mismatch or a missing golden is recorded in `checkFailures` (the run goes on) and leaves
    /// `NAME.actual.png` (and `NAME.diff.png`) in the output folder.
    func expectScreenshot(_ golden: String, line: Int, on driver: ScriptDriver) throws {
        let goldenPath = (goldenRoot as NSString).appendingPathComponent(golden)
        let frame = try driver.captureFrame()
        if goldenUpdate == .all {
            return try writeGolden(frame, to: goldenPath, named: golden, line: line, on: driver)
        }
        let stem = ((golden as NSString).lastPathComponent as NSString).deletingPathExtension
        var written: [String: String] = [:]
        func keep(_ frame: PixelFrame, as suffix: String) throws {
            let path = try resolve(stem + suffix)
            try writing(path) { try writeFileAtomically(try driver.encodePNG(frame), to: $0) }
            written[suffix] = path
        }
        /// Records a failure, unless `changed` writes the golden instead.
        func failed(_ message: String, goldenExists: Bool = true) throws {
            if goldenUpdate == .changed || (goldenUpdate == .missing && !goldenExists) {
                return try writeGolden(frame, to: goldenPath, named: golden, line: line, on: driver)
            }
            if written[".actual.png"] == nil { try keep(frame, as: ".actual.png") }
            checkFailures.append(CheckFailure(file: place, line: line, kind: .screenshot, message: message,
                                              golden: goldenExists ? goldenPath : nil, actualImage: written[".actual.png"], diffImage: written[".diff.png"]))
        }
        // The golden's header first: no pixel is decoded unless it states the frame's size (`GoldenFile`).
        let data: Data
        switch GoldenFile.read(goldenPath, width: frame.width, height: frame.height) {
        case .missing:
            return try failed("the golden \(golden) does not exist (the frame is in \(stem).actual.png; --update-goldens writes it)", goldenExists: false)
        case .unusable(let why):
            return try failed("the golden \(golden) \(why) (the frame is in \(stem).actual.png)")
        case .otherSize(let header):
            return try failed("screenshot differs from \(golden) (it is \(frame.width)x\(frame.height), the golden \(header.width)x\(header.height))")
        case .bytes(let bytes):
            data = bytes
        }
        let reference: PixelFrame
        do { reference = try driver.decodePNG(data) } catch {
            return try failed("the golden \(golden) is not a PNG this can read (\(describe(error)))")
        }
        // One pass over the pixels: what differs, and whether the tolerance forgives it.
        let compared = masked(frame, like: reference, scale: Double(frame.width) / driver.session.translator.windowSize.width * pointScale)
        guard let d = ScreenshotComparison.difference(reference, compared, tolerance: script.tolerance) else {
            return try failed("screenshot differs from \(golden) (it is \(frame.width)x\(frame.height), the golden \(reference.width)x\(reference.height))")
        }
        guard !d.isWithinTolerance else { return }
        if goldenUpdate != .changed {
            try keep(frame, as: ".actual.png")
            try keep(d.image, as: ".diff.png")
        }
        try failed("screenshot differs from \(golden) (\(d.pixelsBeyond) pixels beyond tolerance)")
    }

    /// `frame` with the pixels under the `mask` regions taken from `reference`, so they match whatever they
    /// show. `scale` is pixels per window point.
    func masked(_ frame: PixelFrame, like reference: PixelFrame, scale: Double) -> PixelFrame {
        guard !masks.isEmpty, reference.width == frame.width, reference.height == frame.height else { return frame }
        var out = frame
        for m in masks {
            let x0 = Swift.max(0, Int((m.origin.x * scale).rounded(.down))), y0 = Swift.max(0, Int((m.origin.y * scale).rounded(.down)))
            let x1 = Swift.min(frame.width, Int(((m.origin.x + m.size.width) * scale).rounded(.up)))
            let y1 = Swift.min(frame.height, Int(((m.origin.y + m.size.height) * scale).rounded(.up)))
            guard x0 < x1, y0 < y1 else { continue }
            for y in y0..<y1 { for x in x0..<x1 { out.pixels[y * frame.width + x] = reference.pixels[y * frame.width + x] } }
        }
        return out
    }
}
