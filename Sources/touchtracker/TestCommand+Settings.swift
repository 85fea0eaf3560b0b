import Foundation
import AppHost
import ScriptSuite

/// `touchtracker test`'s options merged with the suite's settings file (`touchtracker.toml`, docs/ci.md,
/// "The suite's settings"): the command line wins over the file; `--ignore` adds to the file's `ignore`, which
/// adds to the standard list.
struct ResolvedTestSettings {
    var settings: SuiteSettings?
    var paths: [String]
    var rule: ScriptRule
    var workers: Int
    var timeout: Double
    /// The projects to run, in the file's order; [] without projects (the suite runs once, as it always did).
    var projects: [SuiteProject]
}

extension TestCommand {
    /// The settings file: `--config`, else `touchtracker.toml` in the current folder, else in the one folder
    /// given as PATH; nil when there is none (a `--config` that names nothing is a bad argument).
    func settingsFile() throws -> String? {
        if let config {
            guard FileManager.default.fileExists(atPath: config) else { throw BadInput("touchtracker: --config \(ScriptError.printable(config, limit: 200)): no such file") }
            return config
        }
        if FileManager.default.fileExists(atPath: SuiteSettings.fileName) { return SuiteSettings.fileName }
        var isFolder: ObjCBool = false
        if paths.count == 1, FileManager.default.fileExists(atPath: paths[0], isDirectory: &isFolder), isFolder.boolValue {
            let inside = (paths[0] as NSString).appendingPathComponent(SuiteSettings.fileName)
            if FileManager.default.fileExists(atPath: inside) { return inside }
        }
        return nil
    }

    /// The command line over the settings file. A bad file, or a `--project` it does not have, is a bad argument.
    func resolvedSettings() throws -> ResolvedTestSettings {
        let settings: SuiteSettings?
        do { settings = try settingsFile().flatMap(SuiteSettings.read) } catch { throw BadInput("touchtracker: \(error)") }
        let root = settings?.root ?? "."
        let filePaths = settings?.paths.map { $0.map { Self.under(root, $0) } }
        let projects: [SuiteProject]
        if let settings {
            do { projects = try settings.chosenProjects(project) } catch { throw BadInput("touchtracker: \(error)") }
        } else if let first = project.first {
            throw BadInput("touchtracker: --project \(first): there is no settings file (\(SuiteSettings.fileName)) with projects (docs/ci.md, \"The suite's settings\")")
        } else {
            projects = []
        }
        return ResolvedTestSettings(
            settings: settings,
            paths: paths.isEmpty ? (filePaths ?? ["."]) : paths,
            rule: ScriptRule(scripts: settings?.scripts ?? ScriptRule.standardScripts, ignore: ScriptRule.standardIgnore + (settings?.ignore ?? []) + ignore),
            workers: workers ?? settings?.workers ?? ProcessInfo.processInfo.activeProcessorCount,
            timeout: timeout ?? settings?.timeout ?? 60,
            projects: projects)
    }

    /// A path of the settings file, relative to its folder, as the runner names it.
    static func under(_ root: String, _ path: String) -> String {
        root == "." || path.hasPrefix("/") ? path : (root as NSString).appendingPathComponent(path)
    }

    /// A script's path from the suite's root (`suite/checks/a.tts` → `checks/a.tts` with the root `suite`).
    static func relative(_ script: String, to root: String) -> String {
        guard root != "." else { return script }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return script.hasPrefix(prefix) ? String(script.dropFirst(prefix.count)) : script
    }

    /// The child's arguments a project adds: its scale, interface scale and goldens folder.
    static func projectArguments(_ project: SuiteProject?, script: String, root: String) -> [String] {
        guard let project else { return [] }
        var args: [String] = []
        if let k = project.uiScale { args += ["--ui-scale", ScaleFactor(k).text] }
        if let folder = goldensFolder(project, script: script, root: root) { args += ["--goldens", folder] }
        return args
    }

    /// Where a script's goldens are in a project with a `goldens` folder: that folder and the script's folder's
    /// path under the suite's root (nil: beside the script).
    static func goldensFolder(_ project: SuiteProject?, script: String, root: String) -> String? {
        project?.goldens.map { SuiteRunner.newGoldensFolder(for: relative(script, to: root), under: under(root, $0)) }
    }

    /// The backend this binary was built with: `sdl2` or `sdl3` (by the SDL version it links).
    static var ownBackend: String { chosenBackend.libraryVersion.hasPrefix("3") ? "sdl3" : "sdl2" }

    /// The binary a project's scripts run with: its `binary`, else this one, which must be of its backend.
    static func binary(for project: SuiteProject?, settings: SuiteSettings?) throws -> String {
        guard let project else { return executable }
        if let binary = project.binary { return under(settings?.root ?? ".", binary) }
        if let backend = project.backend, backend != ownBackend {
            throw BadInput("touchtracker: project '\(project.name)' of \(settings?.file ?? SuiteSettings.fileName) runs on \(backend), and this touchtracker is built with \(ownBackend): give the project binary = \"PATH\" to a touchtracker built with BACKEND=\(backend) (docs/ci.md, \"The suite's settings\")")
        }
        return executable
    }
}
