import AppHost
import Foundation
import TouchTracker

/// The language the app's words are drawn in (docs/command-line.md, "The language"): `--lang CODE` when
/// given; otherwise, in a window, the environment as gettext reads it (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
/// `LANG`: `LanguageChoice`); a headless run (a script, `touchtracker test`'s children) reads no environment,
/// so its screenshots match goldens made on any machine. English by default. Chosen once, before the app is
/// made; a language without a catalogue, or a bad catalogue, says so once on standard error.
enum InterfaceLanguage {
    static func choose(lang: String?, headless: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let languages = LanguageChoice.candidates(override: lang, environment: headless ? [:] : environment)
        if let notice = Localized.use(languages: languages) { writeStandardError("touchtracker: \(notice)\n") }
    }
}
