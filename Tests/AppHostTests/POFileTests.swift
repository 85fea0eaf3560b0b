import Foundation
import Testing
@testable import AppHost

/// The PO reader (`POFile`) and the lookup over it (`Catalogue`): what GNU gettext's format allows that the
/// catalogues use, and every bad file a message naming its file and line.
@Suite struct POFileTests {
    static func read(_ text: String) throws(POFile.Problem) -> POFile { try POFile(text: text, file: "t.po") }

    static func problem(_ text: String) -> POFile.Problem? {
        do { _ = try read(text); return nil } catch { return error }
    }

    @Test func escapesMultiLineStringsAndContexts() throws {
        let file = try Self.read(#"""
            # a translator's comment
            msgid ""
            msgstr ""
            "Language: zh_CN\n"
            "Plural-Forms: nplurals=1; plural=0;\n"

            #: Assets/Exercises/x.playground
            msgctxt "lesson"
            msgid ""
            "One tap must say \"tap\";\n"
            "a double tap\tnothing else. \\ \101\x42"
            msgstr "第一行\n第二行"

            msgid "tap"
            msgstr "轻击"

            msgctxt "lesson"
            msgid "tap"
            msgstr "轻击（课）"
            """#)
        #expect(file.header["Language"] == "zh_CN")
        let c = Catalogue(file, language: "zh_CN")
        #expect(c.count == 3)
        #expect(c.text("One tap must say \"tap\";\na double tap\tnothing else. \\ AB", context: "lesson") == "第一行\n第二行")
        #expect(c.text("tap") == "轻击")
        #expect(c.text("tap", context: "lesson") == "轻击（课）")
        #expect(c.text("a teacher's own words") == "a teacher's own words")
        #expect(c.text("tap", context: "other") == "tap")
    }

    @Test func fuzzyUntranslatedAndObsoleteEntriesAreNotUsed() throws {
        let file = try Self.read("""
            msgid "a"
            msgstr ""

            #, fuzzy
            msgid "b"
            msgstr "乙"

            #, c-format
            msgid "c"
            msgstr "丙"

            #~ msgid "d"
            #~ msgstr "丁"
            """)
        let c = Catalogue(file, language: "zh_CN")
        #expect(c.count == 1)
        #expect(c.text("a") == "a" && c.text("b") == "b" && c.text("c") == "丙" && c.text("d") == "d")
        #expect(file.entries.map(\.isFuzzy) == [false, true, false])
    }

    @Test func pluralForms() throws {
        let one = Catalogue(try Self.read(#"""
            msgid ""
            msgstr "Plural-Forms: nplurals=1; plural=0;\n"

            msgid "%d station"
            msgid_plural "%d stations"
            msgstr[0] "%d 个站"
            """#), language: "zh_CN")
        #expect(one.text("%d station", plural: "%d stations", count: 1) == "%d 个站")
        #expect(one.text("%d station", plural: "%d stations", count: 5) == "%d 个站")
        #expect(Catalogue.english.text("%d station", plural: "%d stations", count: 1) == "%d station")
        #expect(Catalogue.english.text("%d station", plural: "%d stations", count: 2) == "%d stations")
        let two = Catalogue(try Self.read(#"""
            msgid "a"
            msgid_plural "as"
            msgstr[0] "x"
            msgstr[1] "xs"
            """#), language: "de")
        #expect(two.text("a", plural: "as", count: 1) == "x" && two.text("a", plural: "as", count: 0) == "xs")
    }

    @Test func aBadFileNamesItsLine() {
        let cases: [(String, Int, String)] = [
            ("msgid \"a\"\nmsgstr \"b\" x", 2, "double quotes"),
            ("msgid \"a\"\n", 1, "without a msgstr"),
            ("msgstr \"b\"", 1, "without a msgid"),
            ("msgid \"a\"\nmsgstr \"b\"\n\"c\n", 3, "double quotes"),
            ("\"loose\"", 1, "outside any msgid"),
            ("msgid \"a\"\nmsgstr \"b\"\nmsgid \"a\"\nmsgstr \"c\"", 3, "a second entry"),
            ("msgid \"a\\q\"\nmsgstr \"b\"", 1, "unknown escape"),
            ("msgid \"a\"\nmsgstr \"b\\\"", 2, "lone backslash"),
            ("msgid \"a\" \"b\"\nmsgstr \"\"", 1, "unescaped"),
            ("msgid \"a\"\nmsgstr[0] \"b\"", 2, "without msgid_plural"),
            ("msgid \"a\"\nmsgid_plural \"as\"\nmsgstr[1] \"b\"", 3, "out of order"),
            ("msgctxt \"c\"\n\nmsgstr \"b\"", 3, "without a msgid"),
            ("msgctxt \"c\"\n", 1, "msgctxt without a msgid"),
            ("msgid \"a\"\nmsgtxt \"b\"", 2, "not a PO keyword"),
            ("msgid \"\\xff\"\nmsgstr \"\"", 1, "above 0x7F"),
            ("msgid", 1, "a keyword and a quoted string"),
        ]
        for (text, line, words) in cases {
            let p = Self.problem(text)
            #expect(p?.line == line && p?.message.contains(words) == true, "\(text.debugDescription): \(String(describing: p))")
            #expect(p?.description.hasPrefix("t.po:\(line): ") == true)
        }
    }

    @Test func aMissingOrBadCatalogueIsEnglishWithOneNotice() throws {
        let folder = "/tmp/po-tests-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("msgid \"a\"\nmsgstr \"甲\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/zh.po"))
        try Data("msgid \"a\"\n".utf8).write(to: URL(fileURLWithPath: folder + "/ja.po"))
        try Data([0x6D, 0xFF]).write(to: URL(fileURLWithPath: folder + "/ko.po"))
        let zh = Catalogue.load(languages: ["zh_CN", "zh"], folder: folder)
        #expect(zh.catalogue.language == "zh" && zh.catalogue.text("a") == "甲" && zh.notice == nil)
        let ja = Catalogue.load(languages: ["ja"], folder: folder)
        #expect(ja.catalogue.language == nil && ja.notice == "\(folder)/ja.po:1: msgid without a msgstr: the interface stays in English")
        #expect(Catalogue.load(languages: ["ko"], folder: folder).notice == "\(folder)/ko.po:0: is not UTF-8: the interface stays in English")
        #expect(Catalogue.load(languages: ["fr"], folder: folder).notice == "no catalogue for fr in \(folder): the interface stays in English")
        #expect(Catalogue.load(languages: ["fr"], folder: nil).notice?.contains("no folder of catalogues") == true)
        #expect(Catalogue.load(languages: [], folder: nil).notice == nil)
    }
}
