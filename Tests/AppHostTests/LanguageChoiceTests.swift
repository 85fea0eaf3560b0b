import Testing
@testable import AppHost

/// The language chosen as gettext chooses it (`LanguageChoice`): `--lang`, then `LANGUAGE` unless the
/// locale is `C`, then `LC_ALL`, `LC_MESSAGES`, `LANG`; each name tried whole, then as its language alone.
@Suite struct LanguageChoiceTests {
    static func chosen(_ env: [String: String], lang: String? = nil) -> [String] { LanguageChoice.candidates(override: lang, environment: env) }

    @Test func theLocaleVariablesInGettextsOrder() {
        #expect(Self.chosen([:]) == [])
        #expect(Self.chosen(["LANG": "zh_CN.UTF-8"]) == ["zh_CN", "zh"])
        #expect(Self.chosen(["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8"]) == ["zh_TW", "zh"])
        #expect(Self.chosen(["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_TW.UTF-8", "LC_ALL": "ja_JP.UTF-8"]) == ["ja_JP", "ja"])
        // An empty variable counts as unset.
        #expect(Self.chosen(["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == ["zh_CN", "zh"])
        #expect(Self.chosen(["LANG": "zh_CN.UTF-8@stroke"]) == ["zh_CN", "zh"])
        #expect(Self.chosen(["LANG": "zh"]) == ["zh"])
    }

    @Test func cAndPosixAndEnglishAreTheProgramsOwnWords() {
        for locale in ["C", "POSIX", "C.UTF-8", "en_US.UTF-8", "en"] {
            #expect(Self.chosen(["LANG": locale]) == [], "\(locale)")
        }
        // C wins over a later variable: LC_ALL is read first.
        #expect(Self.chosen(["LC_ALL": "C", "LANG": "zh_CN.UTF-8"]) == [])
    }

    @Test func languageIsAListReadOnlyWhenTheLocaleIsNotC() {
        #expect(Self.chosen(["LANG": "de_DE.UTF-8", "LANGUAGE": "zh_TW:zh_CN"]) == ["zh_TW", "zh", "zh_CN"])
        #expect(Self.chosen(["LANGUAGE": "zh_CN"]) == [], "no locale: C, and LANGUAGE is ignored as gettext ignores it")
        #expect(Self.chosen(["LANG": "C.UTF-8", "LANGUAGE": "zh_CN"]) == [])
        #expect(Self.chosen(["LANG": "zh_CN.UTF-8", "LANGUAGE": ""]) == ["zh_CN", "zh"])
        // English or C in the list ends it: what follows is never reached.
        #expect(Self.chosen(["LANG": "de_DE.UTF-8", "LANGUAGE": "fr:en:zh_CN"]) == ["fr"])
        #expect(Self.chosen(["LANG": "de_DE.UTF-8", "LANGUAGE": "::zh_CN::"]) == ["zh_CN", "zh"])
    }

    @Test func langOverridesTheEnvironment() {
        let env = ["LANG": "ja_JP.UTF-8", "LANGUAGE": "ko"]
        #expect(Self.chosen(env, lang: "zh_CN") == ["zh_CN", "zh"])
        #expect(Self.chosen(env, lang: "C") == [])
        #expect(Self.chosen(env, lang: "en") == [])
        #expect(Self.chosen([:], lang: "zh_TW:zh_CN") == ["zh_TW", "zh", "zh_CN"])
        #expect(Self.chosen(["LANG": "C"], lang: "zh_CN.UTF-8") == ["zh_CN", "zh"])
    }
}
