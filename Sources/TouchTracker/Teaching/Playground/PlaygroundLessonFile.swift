import Foundation
import AppHost

/// Lesson files on disk: read whole and checked (`--playground FILE`, the scene's Open…), and the lessons
/// a teacher can open (the lab's stations in `Assets/Playgrounds`, then the saved ones in the export folder).
public enum PlaygroundLessonFile {
    /// The file's name extension.
    public static let pathExtension = "playground"

    /// The lesson in `path`, checked whole; a bad one is `FILE:LINE: message`.
    public static func read(_ path: String) -> Result<PlaygroundLesson, ScriptError> {
        readStation(path).map(\.lesson)
    }

    /// The lesson in `path` and its station lines (`StationSpec`), checked whole.
    public static func readStation(_ path: String) -> Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError> {
        let shown = ScriptError.printable(path, limit: 200)
        // Read through a symbolic link as a script is (a suite counts a link to a lesson inside its folder);
        // what it leads to must be a regular file.
        let resolved = realpath(path, nil).map { p in defer { free(p) }; return String(cString: p) } ?? path
        if let kind = nonRegularKind(at: resolved) {
            return .failure(ScriptError(file: shown, line: 1, message: "it is \(kind), not a lesson file"))
        }
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(ScriptError(file: shown, line: 1, message: "cannot read the lesson file")) }
        let data = (try? handle.read(upToCount: PlaygroundLessonParser.maximumBytes + 1)) ?? Data()
        try? handle.close()
        // The size first, whatever the bytes: a read cut at the limit may end inside a character.
        guard data.count <= PlaygroundLessonParser.maximumBytes else {
            return .failure(ScriptError(file: shown, line: 1, message: "a lesson is at most \(PlaygroundLessonParser.maximumBytes >> 10) KiB"))
        }
        let bytes = [UInt8](data)
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let bad = TouchScriptParser.firstBadUTF8(body) {
            return .failure(ScriptError(file: shown, line: bad.line, message: "the lesson is not UTF-8 text (byte \(bad.byte) of the file)"))
        }
        let text = String(decoding: body, as: UTF8.self)
        return PlaygroundLessonParser.parseStation(text, file: shown)
    }

    /// The file's bytes as they are now (nil: it is not there or cannot be read): what Save compares with the
    /// bytes it opened or last wrote, to ask before writing over someone else's change.
    public static func bytes(_ path: String) -> [UInt8]? {
        guard nonRegularKind(at: path) == nil else { return nil }
        return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// True when the file at `path` is there and differs from `known` (its bytes when opened or last saved):
    /// it changed on disk since (another window, an editor), and writing over it would lose that change.
    public static func changedOnDisk(_ path: String, since known: [UInt8]?) -> Bool {
        guard let now = bytes(path) else { return false }
        return now != known
    }

    /// The lab's station files, in station order (`NN-name.playground` in `folder`, by default
    /// `Playgrounds` of the app's assets, `AssetLocator`): sorted by name, so by number.
    public static func stationFiles(in folder: String? = nil) -> [String] {
        guard let folder = folder ?? AssetLocator.path(of: "Playgrounds"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix("." + pathExtension) && $0.first?.isNumber == true }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The lab's station files as the app found them at first use, read once, in station order: each file's
    /// stem (`15-tap-chain`), path, and lesson or why not. The lab, the playground's default lesson, Save
    /// and Open… all take them from here.
    public static let stations: [(stem: String, path: String, lesson: Result<PlaygroundLesson, ScriptError>)] =
        stationFiles().map { path in (((path as NSString).lastPathComponent as NSString).deletingPathExtension, path, read(path)) }

    /// The lab's stations in `folder` (nil: the app's, read once), in station order: each file's stem, and its
    /// lesson with its station lines or why not. The lab builds its stations from these alone.
    public static func labStations(in folder: String? = nil) -> [(stem: String, file: Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError>)] {
        guard let folder else { return appStations }
        return stationFiles(in: folder).map { path in (((path as NSString).lastPathComponent as NSString).deletingPathExtension, readStation(path)) }
    }
    private static let appStations = stationFiles().map { path in (((path as NSString).lastPathComponent as NSString).deletingPathExtension, readStation(path)) }

    /// The lesson files of a teacher's folder (`--lab DIR`, or `labFolderName` in the app's data folder):
    /// every `*.playground` directly in it, sorted by name; each added to the lab after the app's stations
    /// and to Open…, read as they are (nothing compiled). Empty when the folder is missing.
    public static func teacherFiles(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix("." + pathExtension) && !$0.hasPrefix(".") }.sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
    }

    /// Why a teacher's folder (`--lab DIR`) cannot be read, for the window's notice and standard error; nil
    /// when it can be. Its lessons are then neither in the lab nor in Open…, and the person is told so.
    public static func teacherFolderProblem(_ folder: String) -> String? {
        teacherFolderUnreadable(folder).map { teacherFolderProblem(folder, why: $0) }
    }

    /// Why the teacher's `folder` cannot be read (the system's words), nil when it can.
    public static func teacherFolderUnreadable(_ folder: String) -> String? {
        do { _ = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { return describe(error) }
        return nil
    }

    /// The words of `teacherFolderProblem` for the reason `why`, in the person's language (`tr` inside).
    public static func teacherFolderProblem(_ folder: String, why: String) -> String {
        tr("The lab's folder {folder} cannot be read ({why}): its lessons are not in the lab or Open…",
           ["folder": ScriptError.printable(folder, limit: 200), "why": why])
    }

    /// The shipped exercises' starting lessons (`Exercises` of the app's assets, `AssetLocator`, or `folder`),
    /// sorted by name: Open… lists them; their `NAME.solution.playground` beside them is left out (a teacher
    /// opens a solution by its path).
    public static func exerciseFiles(in folder: String? = nil) -> [String] {
        guard let folder = folder ?? AssetLocator.path(of: "Exercises"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix("." + pathExtension) && !$0.hasSuffix(".solution." + pathExtension) && !$0.hasPrefix(".") }
            .sorted().map { (folder as NSString).appendingPathComponent($0) }
    }

    /// The teacher's folder's name in the app's data folder (`$XDG_DATA_HOME/touchtracker/lab`): read by
    /// default when `--lab` is not given.
    public static let labFolderName = "lab"

    /// The lesson files of a teacher's folder (nil: none) as the lab reads them, after its stations: each
    /// file's stem, and its lesson with its station lines or why not.
    public static func teacherStations(in teacher: String?) -> [(stem: String, file: Result<(lesson: PlaygroundLesson, station: StationSpec), ScriptError>)] {
        (teacher.map { teacherFiles(in: $0) } ?? []).map { path in
            (((path as NSString).lastPathComponent as NSString).deletingPathExtension, readStation(path))
        }
    }

    /// Station file `stem`'s lesson, or why it cannot be had (a missing file names where it was looked for).
    public static func station(_ stem: String) -> Result<PlaygroundLesson, ScriptError> {
        stations.first { $0.stem == stem }?.lesson
            ?? .failure(ScriptError(file: "Assets/Playgrounds/\(stem).playground", line: 1,
                                    message: "missing: the lab's station files come with TouchTracker (reinstall it)"))
    }

    /// The `.playground` files directly in `folder`, newest first.
    public static func saved(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let paths = names.filter { $0.hasSuffix("." + pathExtension) }.map { folder.appendingPathComponent($0).path }
        func date(_ p: String) -> Date { ((try? FileManager.default.attributesOfItem(atPath: p))?[.modificationDate] as? Date) ?? .distantPast }
        return paths.sorted { date($0) > date($1) }
    }
}
