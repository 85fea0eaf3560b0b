import Foundation
import Testing

/// A fresh folder in the temporary directory, removed (with everything in it) when this object goes away:
/// tests leave nothing behind.
public final class ScratchFolder {
    public let url: URL
    public init(_ prefix: String = "tt") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    public var path: String { url.path }
    public func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// A folder `name` made in this one, holding a copy of each of the package's files `copies` names (its
    /// path from the package's root, then the copy's name).
    public func folder(_ name: String, copying copies: KeyValuePairs<String, String> = [:]) throws -> URL {
        let folder = appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (file, copy) in copies {
            try FileManager.default.copyItem(at: Binary.packageRoot.appendingPathComponent(file), to: folder.appendingPathComponent(copy))
        }
        return folder
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}

/// Runs the built `touchtracker` binary on a script in a fresh temporary folder (removed with the run).
public final class BinaryRun {
    public let code: Int32
    public let stderr: String
    public let directory: URL
    /// The scratch folder the run made for itself, if it did.
    private let scratch: ScratchFolder?

    public init(code: Int32, stderr: String, directory: URL, scratch: ScratchFolder?) {
        self.code = code; self.stderr = stderr; self.directory = directory; self.scratch = scratch
    }

    public func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }
    public func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }
}

public enum Binary {
    /// `.build/<triple>/debug/touchtracker`, beside the test bundle.
    public static var path: String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let p = dir.appendingPathComponent("touchtracker").path
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/touchtracker").path
    }

    public static func makeDirectory() -> ScratchFolder { ScratchFolder() }

    /// Writes `script` to `s.txt` in `directory` and runs it headless with `--out` that folder.
    /// `unset` names variables the run does not inherit (CI, say).
    public static func run(_ script: String, extra: [String] = [], in directory: URL? = nil, environment: [String: String]? = nil,
                           unset: [String] = []) throws -> BinaryRun {
        let scratch = directory == nil ? ScratchFolder() : nil
        let dir = directory ?? scratch!.url
        let file = dir.appendingPathComponent("s.txt")
        try script.write(to: file, atomically: true, encoding: .utf8)
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        for (k, v) in environment ?? [:] { env[k] = v }
        for k in unset { env[k] = nil }
        return try launch(["--headless", "--script", file.path, "--out", dir.path] + extra, environment: env, directory: dir, scratch: scratch)
    }
}

extension Binary {
    /// `touchtracker --export-json FILE --data-dir DIR`: the saved drawing as format-1 JSON text (and the run,
    /// for its exit code and messages).
    public static func exportJSON(dataDir: URL) throws -> (text: String, run: BinaryRun) {
        let scratch = ScratchFolder()
        let out = scratch.appendingPathComponent("export.json")
        let r = try launch(["--export-json", out.path, "--data-dir", dataDir.path], environment: ProcessInfo.processInfo.environment,
                           directory: scratch.url, scratch: scratch)
        return ((try? String(contentsOf: out, encoding: .utf8)) ?? "", r)
    }

    /// Runs the binary with just `arguments` (no script), in `directory`.
    public static func run(arguments: [String], in directory: URL) throws -> BinaryRun {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        return try launch(arguments, environment: env, directory: directory, scratch: nil)
    }

    /// Runs the script file `script` headless (with `extra`), `--out` `out`.
    public static func launchScript(_ script: String, out: URL, extra: [String] = []) throws -> BinaryRun {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        return try launch(extra + ["--script", script, "--out", out.path], environment: env, directory: out, scratch: nil)
    }

    /// Runs `script` (a file) in a real window on the display the environment names (Xvfb in `make test`),
    /// with `--out` `directory`; `environment` is added (SDL_RENDER_DRIVER, say).
    public static func runInWindow(script: URL, out directory: URL, extra: [String] = [], environment: [String: String] = [:]) throws -> BinaryRun {
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        return try launch(["--script", script.path, "--out", directory.path] + extra, environment: env, directory: directory, scratch: nil)
    }

    /// Runs the binary with `arguments` and `environment`, its stderr kept; waits for it to end.
    static func launch(_ arguments: [String], environment: [String: String], directory: URL, scratch: ScratchFolder?) throws -> BinaryRun {
        let run = try ProgramRun(path, arguments, environment: environment)
        return BinaryRun(code: run.status, stderr: run.stderr, directory: directory, scratch: scratch)
    }
}

/// A program run to its end with its standard error kept and its standard output dropped: the binary, or a
/// tool a test checks its output with (`xmllint`, `swiftc -typecheck`).
public struct ProgramRun {
    public let status: Int32
    public let stderr: String

    /// Runs `executable` with `arguments` (in this process's environment, or `environment`) and waits for it.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        if let environment { p.environment = environment }
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        status = p.terminationStatus
        stderr = String(decoding: errData, as: UTF8.self)
    }
}

extension Dictionary where Key == String, Value == Any {
    public var lines: [[String: Any]] { self["lines"] as! [[String: Any]] }
    public var log: [String] { self["log"] as! [String] }
    public func point(_ line: [String: Any], _ key: String) -> [Double] { line[key] as! [Double] }
}

/// A run of the binary with both its outputs kept.
public struct CapturedRun {
    public let code: Int32
    public let stdout: String
    public let stderr: String
}

extension Binary {
    /// Runs the binary (or `executable`) with `arguments` in `directory` (no display; `environment` added,
    /// `unset` removed), keeping standard output and error (through files: neither can fill a pipe).
    public static func capture(_ arguments: [String], in directory: URL, environment: [String: String] = [:], unset: [String] = [],
                               executable: String = path) throws -> CapturedRun {
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        for (k, v) in environment { env[k] = v }
        for k in unset { env[k] = nil }
        let scratch = ScratchFolder("tt-capture")
        let out = scratch.appendingPathComponent("stdout"), err = scratch.appendingPathComponent("stderr")
        for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        p.environment = env
        p.currentDirectoryURL = directory
        p.standardOutput = try FileHandle(forWritingTo: out)
        p.standardError = try FileHandle(forWritingTo: err)
        try p.run()
        p.waitUntilExit()
        return CapturedRun(code: p.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8), stderr: try String(contentsOf: err, encoding: .utf8))
    }

    /// The package's root folder (where `Tests/` is).
    public static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}
