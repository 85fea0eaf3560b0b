import Foundation
import Testing
@testable import AppHost
@testable import TouchTracker

/// Issue 52: a lesson's check lines read numbers by the script's one grammar, with `@PAD` or without:
/// `1e3` and `0x10` were taken with `@pad` (Swift's `Double`) and refused without it; `nan` was refused
/// quoting `'null'` and `1e308` as `'1e+308'`. The refusal quotes what the person wrote.
@Suite struct LessonCheckNumberTests {
    static func lesson(_ check: String) -> String {
        "playground 1\npad pad 24 24 360 260\nrecognizer tap tap on pad\nchecks\n\(check)\nwait 1\nexpect tap ended\n"
    }

    @Test(arguments: ["1e3", "0x10", "nan", "1e308", "inf", "-infinity", "1_000", "٣"])
    func aWordThatIsNoScriptNumberIsRefusedQuotedAsWritten(word: String) throws {
        let withPad = PlaygroundLessonParser.parse(Self.lesson("tap @pad \(word) 100"), file: "x.playground")
        let without = PlaygroundLessonParser.parse(Self.lesson("tap \(word) 100"), file: "x.playground")
        guard case .failure(let a) = withPad, case .failure(let b) = without else {
            Issue.record("\(word) was taken: \(withPad) \(without)")
            return
        }
        #expect(a.line == 5 && a.description == b.description, "\(a) / \(b)")
        #expect(a.description.hasSuffix("got '\(word)'"), "\(a)")
    }

    @Test func aScriptNumberIsPlacedOnThePad() throws {
        let lesson = try PlaygroundLessonParser.parse(Self.lesson("tap @pad 100.5 +7"), file: "x.playground").get()
        let script = try #require(lesson.checks).script(in: lesson, file: "x.playground").get()
        #expect(script.steps.contains { "\($0)".contains("124.5") }, "\(script.steps.prefix(3))")
    }
}
