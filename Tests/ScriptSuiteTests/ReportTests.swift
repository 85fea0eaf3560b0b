import Foundation
import Testing
import AppHost
import TestSupport
@testable import ScriptSuite

@Suite struct JUnitReportTests {
    @Test func theSuiteAsJUnitXMLWholeAndValidAgainstTheSchema() throws {
        let folder = ScratchFolder("tt-junit")
        let suite = try SuiteFixture.suite(in: folder.path)
        let xml = JUnitReport.xml(suite)
        let f = folder.path
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="touchtracker test (shard 1/2)" tests="4" failures="1" errors="2" time="61.500">
              <testsuite name="touchtracker test (shard 1/2)" tests="4" failures="1" errors="2" skipped="0" time="61.500">
                <testcase classname="checks" name="a.tts" time="0.500"/>
                <testcase classname="checks" name="b.tts" time="1.250">
                  <failure type="screenshot" message="checks/b.tts:3: screenshot differs from g.png (3 pixels beyond tolerance)">checks/b.tts:3: screenshot differs from g.png (3 pixels beyond tolerance)

            checks/b.tts:5: the actions since the last check are not the expected ones
              expected:
                doubleTap ended
              actual:
                tap ended</failure>
                  <system-out>[[ATTACHMENT|\(f)/g.png]]
            [[ATTACHMENT|\(f)/out/checks/b-tts/g.actual.png]]
            [[ATTACHMENT|\(f)/out/checks/b-tts/g.diff.png]]
            [[ATTACHMENT|\(f)/out/checks/b-tts/timeline.svg]]</system-out>
                </testcase>
                <testcase classname="." name="c.tts" time="0.010">
                  <error type="bad-script" message="c.tts:2: unknown command &apos;fly&apos;">c.tts:2: unknown command &apos;fly&apos;
            </error>
                </testcase>
                <testcase classname="." name="d &amp; &lt;e&gt;.tts" time="60.004">
                  <error type="timed-out" message="timed out after 60 s: stopped">a bell &lt;U+7&gt; rang
            </error>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        let file = folder.appendingPathComponent("junit.xml").path
        try xml.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try JUnitSchema.problems(file) == nil)
    }

    @Test func theSchemaRefusesWhatIsNotJUnit() throws {
        let folder = ScratchFolder("tt-junit")
        let file = folder.appendingPathComponent("bad.xml").path
        try "<testsuites><testsuite name=\"x\" tests=\"one\" failures=\"0\" errors=\"0\"><case/></testsuite></testsuites>".write(toFile: file, atomically: true, encoding: .utf8)
        let problems = try #require(try JUnitSchema.problems(file))
        #expect(problems.contains("'one' is not a valid value"), "\(problems)")
    }
}

@Suite struct HTMLReportTests {
    @Test func theReportHoldsItsFilesAndNothingFromElsewhere() throws {
        let folder = ScratchFolder("tt-report")
        let suite = try SuiteFixture.suite(in: folder.path)
        let report = folder.path + "/report"
        try HTMLReport.write(suite, to: report)
        let files = try FileManager.default.subpathsOfDirectory(atPath: report).sorted()
        #expect(files == ["files", "files/2", "files/2/g.actual.png", "files/2/g.diff.png", "files/2/g.png", "files/2/timeline.svg", "index.html", "results.json"])
        let page = try String(contentsOfFile: report + "/index.html", encoding: .utf8)
        // No network, no asset from elsewhere: every src and href is a copy in the folder or a place in the page.
        let links = page.matches(of: /(?:src|href)="([^"]*)"/).map { String($0.output.1) }
        #expect(links == ["#s2", "../out/checks/b-tts/", "#s3", "#s4", "files/2/g.png", "files/2/g.actual.png", "files/2/g.diff.png", "files/2/g.png", "files/2/g.actual.png", "files/2/timeline.svg"])
        #expect(!page.contains("url(") && !page.contains("@import") && !page.contains("http"))
        // The failing lines of the script marked, the logs side by side, aligned, the missing and extra lines marked.
        #expect(page.contains("<span class=\"line marked\"><span class=\"n\">3</span>expect-screenshot g.png</span>"))
        #expect(page.contains("<span class=\"line marked\"><span class=\"n\">5</span>expect doubleTap ended</span>"))
        #expect(page.contains("<span class=\"line marked\"><span class=\"n\">2</span>fly 1 2</span>"), "a bad script's line")
        #expect(page.contains("<tr class=\"missing\"><td class=\"expected\">doubleTap ended</td><td class=\"actual empty\"></td></tr>"
            + "<tr class=\"extra\"><td class=\"expected empty\"></td><td class=\"actual\">tap ended</td></tr>"))
        #expect(page.contains("<tr class=\"failed\" data-status=\"timed-out\" data-script=\"4\"><td>✗</td><td><a href=\"#s4\">d &amp; &lt;e&gt;.tts</a></td><td>timed-out</td><td>60.00 s</td><td>timed out after 60 s: stopped</td><td></td></tr>"), "no link to a folder that is not there")
        #expect(page.contains("<input type=\"range\""), "a slider compares the golden and the frame")
        // Filters by status and a search; passing rows collapsed (their box unchecked) when something failed.
        #expect(page.contains("<label><input type=\"checkbox\" data-status=\"passed\"> passed (1)</label>"))
        #expect(page.contains("<label><input type=\"checkbox\" data-status=\"failed\" checked> failed (1)</label>"))
        #expect(page.contains("<input type=\"search\" id=\"search\""))
        #expect(page.contains("<tr class=\"passed\" data-status=\"passed\" data-script=\"1\" hidden>"))
        // The data read back is the suite, its files now the report's copies.
        let back = try HTMLReport.read(report)
        #expect(back.scripts.map(\.script) == suite.scripts.map(\.script))
        #expect(back.scripts[1].attachments == ["g.png", "g.actual.png", "g.diff.png", "timeline.svg"].map { report + "/files/2/" + $0 })
        #expect(try String(contentsOfFile: back.scripts[1].failures[0].actualImage!, encoding: .utf8) == "g.actual.png")
    }

    @Test func shardsMergeIntoOneAndTheSameScriptTwiceIsRefused() throws {
        let folder = ScratchFolder("tt-merge")
        let suite = try SuiteFixture.suite(in: folder.path)
        var first = suite, second = suite
        first.scripts = Array(suite.scripts.prefix(2)); first.seconds = 3
        second.scripts = Array(suite.scripts.suffix(2)); second.seconds = 5; second.shard = "2/2"
        try HTMLReport.write(first, to: folder.path + "/r1")
        try HTMLReport.write(second, to: folder.path + "/r2")
        let merged = try HTMLReport.merged([HTMLReport.read(folder.path + "/r1"), HTMLReport.read(folder.path + "/r2")])
        // The suite's order: shard I of N holds scripts I-1, I-1+N, ...
        #expect(merged.scripts.map(\.script) == ["checks/a.tts", "c.tts", "checks/b.tts", "d & <e>.tts"])
        #expect(merged.shard == nil && merged.seconds == 5 && merged.exitCode == 1 && merged.mergedShards == ["1/2", "2/2"])
        try HTMLReport.write(merged, to: folder.path + "/all")
        #expect(try HTMLReport.read(folder.path + "/all").scripts[2].attachments.map { ($0 as NSString).lastPathComponent } == ["g.png", "g.actual.png", "g.diff.png", "timeline.svg"])
        #expect(throws: SuiteError.self) { try HTMLReport.merged([HTMLReport.read(folder.path + "/r1"), HTMLReport.read(folder.path + "/r1")]) }
        #expect(throws: SuiteError.self) { try HTMLReport.read(folder.path + "/nowhere") }
    }
}
