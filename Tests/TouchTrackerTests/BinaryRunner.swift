import Foundation
import Testing

/// Runs the built `touchtracker` binary on a script in a fresh temporary folder.
struct BinaryRun {
    let code: Int32
    let stderr: String
    let directory: URL

    func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: directory.appendingPathComponent(name))
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }
    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }
}

enum Binary {
    /// `.build/<triple>/debug/touchtracker`, beside the test bundle.
    static var path: String {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent()] {
            let p = dir.appendingPathComponent("touchtracker").path
            if FileManager.default.isExecutableFile(atPath: p) { return p }
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return package.appendingPathComponent(".build/debug/touchtracker").path
    }

    static func makeDirectory() -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("tt-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes `script` to `s.txt` in `directory` and runs it headless with `--out` that folder.
    static func run(_ script: String, extra: [String] = [], in directory: URL? = nil, environment: [String: String]? = nil) throws -> BinaryRun {
        let dir = directory ?? makeDirectory()
        let file = dir.appendingPathComponent("s.txt")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = ["--headless", "--script", file.path, "--out", dir.path] + extra
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = nil
        env["WAYLAND_DISPLAY"] = nil
        for (k, v) in environment ?? [:] { env[k] = v }
        p.environment = env
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return BinaryRun(code: p.terminationStatus, stderr: String(decoding: errData, as: UTF8.self), directory: dir)
    }
}

extension Dictionary where Key == String, Value == Any {
    var lines: [[String: Any]] { self["lines"] as! [[String: Any]] }
    var log: [String] { self["log"] as! [String] }
    func point(_ line: [String: Any], _ key: String) -> [Double] { line[key] as! [Double] }
}
