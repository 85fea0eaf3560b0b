import Foundation

#if canImport(Glibc)
import Glibc
#endif
import Gestures

/// Where a script's frames run: offscreen on a virtual clock, or in a visible window paced in real time.
public protocol ScriptDriver: AnyObject {
    var session: Session { get }
    /// Runs one frame of exactly 1/60 s (returns false when the person closed the window).
    func runFrame() -> Bool
    /// Renders the current frame and writes it as PNG.
    func screenshot(to path: String) throws
}

/// Plays a parsed script on a driver. Paths of `screenshot` and `dump` resolve against `outputDirectory`.
public final class ScriptPlayer {
    public let script: TouchScript
    public let outputDirectory: String

    public init(script: TouchScript, outputDirectory: String) {
        self.script = script
        self.outputDirectory = outputDirectory
    }

    /// The file a script's output path names inside the output folder. The parser refuses absolute paths
    /// and `..`; a folder on the way that is a symlink leading out of the output folder is refused here.
    func resolve(_ path: String) throws -> String {
        let full = (outputDirectory as NSString).appendingPathComponent(path)
        let folder = (full as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw PlatformError("cannot create the folder \(folder): \(describe(error))")
        }
        guard let root = realPath(outputDirectory), let real = realPath(folder), real == root || real.hasPrefix(root + "/") else {
            throw PlatformError("\(path) leads out of the output folder \(outputDirectory) (through a symbolic link): nothing was written")
        }
        return full
    }

    private func realPath(_ p: String) -> String? {
        guard let r = realpath(p, nil) else { return nil }
        defer { free(r) }
        return String(cString: r)
    }

    public enum Outcome { case finished, quit, closed, signalled }

    /// Runs an output step; a failure names the file.
    private func writing(_ path: String, _ body: (String) throws -> Void) throws {
        do { try body(path) } catch let e as PlatformError {
            throw e.description.contains(path) ? e : PlatformError("cannot write \(path): \(e.description)")
        } catch {
            throw PlatformError("cannot write \(path): \(describe(error))")
        }
    }

    /// Runs every step in order. Instant steps happen at the current time with no frame between them.
    public func run(on driver: ScriptDriver) throws -> Outcome {
        let session = driver.session
        for step in script.steps {
            if QuitSignals.pending != 0 { return .signalled }
            switch step {
            case .input(let batch):
                session.feed(batch, at: session.now)
            case .frames(let n):
                for _ in 0..<n {
                    guard driver.runFrame() else { return .closed }
                    if QuitSignals.pending != 0 { return .signalled }
                }
            case .glide(_, let moves):
                for batch in moves {
                    guard driver.runFrame() else { return .closed }
                    if QuitSignals.pending != 0 { return .signalled }
                    session.feed(batch, at: session.now)
                }
            case .key(let k):
                session.feed([.keyDown(k), .keyUp(k)], at: session.now)
            case .screenshot(let path):
                try writing(try resolve(path)) { try driver.screenshot(to: $0) }
            case .dump(let path):
                try writing(try resolve(path)) { try writeFileAtomically(session.stateJSON(), to: $0) }
            case .app(let appStep):
                if let output = appStep.output {
                    try writing(try resolve(output)) { try session.app.perform(appStep, output: $0) }
                } else {
                    try session.app.perform(appStep, output: nil)
                }
            case .quit:
                session.app.willQuit()
                return .quit
            }
        }
        return .finished
    }
}
