import Foundation
import Testing
import TestSupport
@testable import ScriptSuite

/// `--grep`'s patterns (issue 52): the same answers as Swift's `Regex` on the syntax they share, in time
/// linear in the path whatever the pattern (a backtracking engine took minutes on `^s/(a+)+$` over 34 a's).
@Suite struct PathPatternTests {
    static let paths = ["checks/menu.tts", "checks/drawing.tts", "s/aaaa.tts", "s/aaab", "lab/15-tap-chain.playground",
                        "a", "", "x/y/z.txt", "checks/MENU2.tts", "ab", "abab", "tab\there", "a.b", "[x]"]
    static let patterns = ["menu|drawing", "^checks/", "tts$", "^s/(a+)+$", "^s/(a+)+\\.tts$", "a.b", "a\\.b", "[0-9]+-",
                           "\\d\\d", "[^a-z/.]", "(ab){2}", "(ab){1,}", "^(ab){0,1}$", "b?a*$", "\\w+/\\w+\\.txt", "\\s",
                           "(?:menu)", "", "^$", "\\[x\\]", "[\\]x]", "a{2,3}", "^(a|b)*$", "M[A-Z]+\\d", ".*", "\\Stab",
                           "^[a-c]+$", "(a*)*b", "[-a]b", "x$|^y", "tap.*?chain"]

    @Test func answersAsRegexDoesOnTheSharedSyntax() throws {
        for pattern in Self.patterns {
            let ours = try PathPattern(pattern)
            let regex = try Regex(pattern)
            for path in Self.paths {
                #expect(ours.matches(in: path) == path.contains(regex), "'\(pattern)' on '\(path)'")
            }
        }
    }

    @Test func theCatastrophicPatternIsLinear() throws {
        let pattern = try PathPattern("^s/(a+)+$")
        let path = "s/" + String(repeating: "a", count: 34) + ".tts"
        let clock = ContinuousClock()
        var answer = true
        let took = clock.measure { answer = pattern.matches(in: path) }
        #expect(answer == false)
        #expect(took < .seconds(1), "\(took)")
        // 3,400 a's: still a fraction of a second.
        let long = "s/" + String(repeating: "a", count: 3400) + "!"
        #expect(clock.measure { _ = pattern.matches(in: long) } < .seconds(2))
    }

    /// Through the runner: `--list --grep` over a script named with 34 a's answers at once.
    @Test func theRunnerListsAtOnce() throws {
        let folder = ScratchFolder("tt-grep")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("s"), withIntermediateDirectories: true)
        let name = String(repeating: "a", count: 34)
        try "window 100 100\n".write(to: folder.appendingPathComponent("s/\(name).tts"), atomically: true, encoding: .utf8)
        let clock = ContinuousClock()
        var run: CapturedRun?
        let took = try clock.measure { run = try Binary.capture(["test", "s", "--list", "--grep", "^s/(a+)+$", "--pass-with-no-tests"], in: folder.url) }
        #expect(run?.code == 0 && run?.stdout == "0 scripts\n", "\(run?.stdout ?? "") \(run?.stderr ?? "")")
        let matching = try Binary.capture(["test", "s", "--list", "--grep", "^s/(a+)+\\.tts$"], in: folder.url)
        #expect(matching.stdout == "s/\(name).tts\n1 script\n", "\(matching.stdout)")
        #expect(took < .seconds(10), "\(took)")
    }

    @Test func whatIsNotSupportedIsRefusedSayingWhat() {
        for (pattern, why) in [("(?=a)", "has a '(?' group (a look-around, a flag, a name), which is not supported"),
                               ("(a)\\1", "has '\\1', which is not supported (a back-reference, an anchor or a class of its own)"),
                               ("a{101}", "has a count above 100"), ("*a", "has '*' with nothing to repeat"),
                               ("[a", "has a '[' that is not closed"), ("a)", "has a ')' that closes nothing"),
                               ("a{2,1}", "has a count {2,1} whose largest is below its least")] {
            #expect(throws: PathPattern.Refusal(description: why), "\(pattern)") { try PathPattern(pattern) }
        }
    }
}
