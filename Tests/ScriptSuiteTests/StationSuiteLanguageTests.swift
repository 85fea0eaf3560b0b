import Foundation
import Testing
import TestSupport

/// What scripts and tools read is one language (issue 51): the lab's station suite (`Tests/StationSuite`,
/// each script with a state dump added at its end) run by `touchtracker test` in English and again under
/// `LANG=zh_CN.UTF-8` with `--lang zh_CN` (the catalogue active: station 1's screenshot is drawn in Chinese)
/// writes the same JUnit (but its times), the same action-log checks, dumps, results and logs, byte for byte.
@Suite struct StationSuiteLanguageTests {
    static let locale = ["LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES"]

    /// The suite's outputs, run under `environment` with `arguments` added: the JUnit with its times taken
    /// out, and every output file by its path (the screenshot apart).
    static func run(in folder: ScratchFolder, _ name: String, environment: [String: String], arguments: [String] = []) throws
        -> (junit: String, files: [String: Data], shot: Data?, stderr: String) {
        // Both runs write to the same folder (then moved aside under `name`): the paths the JUnit and the results
        // name (a script's attached dump) are the same in both.
        let run = try Binary.capture(["test", "suite", "--output", "out", "--junit", "out.xml", "--workers", "2"] + arguments,
                                     in: folder.url, environment: environment, unset: locale.filter { environment[$0] == nil } + ["CI"])
        #expect(run.code == 0, "\(name): \(run.stdout)\(run.stderr)")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("out"), to: folder.appendingPathComponent(name))
        try FileManager.default.moveItem(at: folder.appendingPathComponent("out.xml"), to: folder.appendingPathComponent(name + ".xml"))
        let junit = try String(contentsOf: folder.appendingPathComponent(name + ".xml"), encoding: .utf8)
            .replacing(/time="[0-9.]+"/, with: "time=\"\"")
        var files: [String: Data] = [:], shot: Data?
        let out = folder.appendingPathComponent(name)
        for file in (FileManager.default.enumerator(atPath: out.path)?.allObjects as? [String]) ?? [] {
            let url = out.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path), (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            if file.hasSuffix("shot.png") { shot = data } else { files[file] = data }
        }
        return (junit, files, shot, run.stderr)
    }

    @Test func theStationSuiteIsTheSameBytesInChinese() throws {
        let folder = ScratchFolder("tt-zh-suite")
        let suite = Binary.packageRoot.appendingPathComponent("Tests/StationSuite")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("suite"), withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: suite.path).filter { $0.hasSuffix(".tts") }.sorted()
        #expect(names.count > 20)
        for name in names {
            var text = try String(contentsOf: suite.appendingPathComponent(name), encoding: .utf8)
            text += "dump state.json\n" + (name == names[0] ? "screenshot shot.png\n" : "")
            try text.write(to: folder.appendingPathComponent("suite/" + name), atomically: true, encoding: .utf8)
        }
        let english = try Self.run(in: folder, "en", environment: ["LANG": "C.UTF-8"])
        let chinese = try Self.run(in: folder, "zh", environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "zh_CN.UTF-8", "LANGUAGE": "zh_CN"],
                                   arguments: ["--lang", "zh_CN"])
        #expect(english.junit == chinese.junit)
        #expect(english.files.keys.sorted() == chinese.files.keys.sorted())
        #expect(english.files.keys.filter { $0.hasSuffix("state.json") }.count == names.count)
        for (file, data) in english.files.sorted(by: { $0.key < $1.key }) {
            if file == "last-run.json" {
                // Written from a dictionary, its keys in each process's hash order: the same JSON, not the same bytes.
                let read = { (d: Data?) in d.flatMap { try? JSONSerialization.jsonObject(with: $0) as? NSDictionary } }
                #expect(read(chinese.files[file]) == read(data))
            } else {
                #expect(chinese.files[file] == data, "\(file) differs in Chinese")
            }
        }
        #expect(!chinese.stderr.contains("English"), "the catalogue was found: \(chinese.stderr)")
        let shots = (try #require(english.shot), try #require(chinese.shot))
        #expect(shots.0 != shots.1, "station 1 is drawn in Chinese")
    }
}
