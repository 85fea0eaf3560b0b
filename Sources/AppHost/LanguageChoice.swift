/// The languages a program's words are shown in, chosen as GNU gettext chooses them
/// (gettext's manual, "The LANGUAGE variable" and "Locale Environment Variables"):
/// 1. the locale of messages is the first set and non-empty of `LC_ALL`, `LC_MESSAGES`, `LANG`; none set is `C`;
/// 2. a locale of `C` or `POSIX` (`C.UTF-8` too) is the program's own words, English: `LANGUAGE` is then
///    ignored, as gettext ignores it;
/// 3. otherwise `LANGUAGE`, a colon-separated list of languages in order of preference, when set and
///    non-empty; else the locale itself;
/// 4. each language is tried as written without its codeset and modifier (`zh_CN.UTF-8@x` → `zh_CN`), then
///    as its language alone (`zh`); a `C` or `POSIX` in the list ends it (English from there on).
///
/// A language given on the command line (`--lang`) overrides all of it, read the same way (a colon list,
/// `C` or `en` the program's own words). English (`en`, `en_GB`, ...) is the program's own words and needs
/// no catalogue: it ends the list as `C` does.
public enum LanguageChoice {
    /// The catalogue names to try, most preferred first (`["zh_CN", "zh"]`); empty: English.
    public static func candidates(override: String? = nil, environment: [String: String]) -> [String] {
        if let override { return names(in: override) }
        func value(_ key: String) -> String? { environment[key].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG") ?? "C"
        if isProgramsOwn(locale) { return [] }
        return names(in: value("LANGUAGE") ?? locale)
    }

    /// The names a colon list of languages stands for, in order, each once; up to the first `C`, `POSIX` or
    /// English.
    public static func names(in list: String) -> [String] {
        var out: [String] = []
        for item in list.split(separator: ":").map(String.init) where !item.isEmpty {
            if isProgramsOwn(item) { break }
            for name in expanded(item) where !out.contains(name) { out.append(name) }
        }
        return out
    }

    /// `zh_CN.UTF-8@variant` → `["zh_CN", "zh"]`; `zh` → `["zh"]`.
    public static func expanded(_ locale: String) -> [String] {
        let bare = String(locale.prefix { $0 != "." && $0 != "@" })
        guard !bare.isEmpty else { return [] }
        let language = String(bare.prefix { $0 != "_" })
        return language == bare ? [bare] : [bare, language]
    }

    /// Whether `locale` is the program's own words: `C`, `POSIX` (with any codeset) or English.
    public static func isProgramsOwn(_ locale: String) -> Bool {
        let bare = locale.prefix { $0 != "." && $0 != "@" }
        return bare == "C" || bare == "POSIX" || bare.prefix { $0 != "_" } == "en"
    }
}
