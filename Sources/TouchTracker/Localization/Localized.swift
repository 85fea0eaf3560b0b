import AppHost
import Foundation
import Synchronization

/// The app's words in the person's language: the one catalogue in use (`Catalogue`, English until the
/// command line chooses one with `use(languages:)`), and the two ways the app asks it: `tr(_:)` for the
/// app's own words, `Localized.lesson(_:)` for what a lesson file says (its title, task, switch, labels,
/// `say`s: `LessonTexts`). Only what is drawn asks: the dump, the action log, scripts and files keep the
/// English (docs/translating.md).
public enum Localized {
    /// The catalogues' file name stem in the assets: `Assets/po/LANGUAGE.po`.
    public static let folderName = "po"
    /// A lesson's texts are the catalogue's entries of this context (`msgctxt "lesson"`), apart from the
    /// app's own words of the same spelling.
    public static let lessonContext = "lesson"

    private static let current = Mutex(Catalogue.english)

    /// A catalogue for the current task alone (`$scoped.withValue(c) { ... }`): tests draw in a language
    /// without changing the one other tests, running at the same time, draw in.
    @TaskLocal public static var scoped: Catalogue?

    /// The catalogue in use (English: none): the task's, else the one the command line chose.
    public static var catalogue: Catalogue { scoped ?? current.withLock { $0 } }

    /// Uses `catalogue` from now on (the command line at start; tests).
    public static func use(_ catalogue: Catalogue) { current.withLock { $0 = catalogue } }

    /// Finds and uses the catalogue of the first of `languages` in the assets' `po` folder (`AssetLocator`,
    /// or `folder`); returns the notice to tell once when the words stay in English though a language was
    /// asked for.
    @discardableResult
    public static func use(languages: [String], folder: String? = nil) -> String? {
        let loaded = Catalogue.load(languages: languages, folder: folder ?? AssetLocator.path(of: folderName))
        use(loaded.catalogue)
        return loaded.notice
    }

    /// `body` with the English catalogue (none): what a layout measures, a dump reports or a log keeps when
    /// the same code also gives the words drawn (`tr` inside `body` gives the English msgid). A layout made
    /// in English is the same in every language, so the frames a script taps do not move (docs/translating.md).
    public static func inEnglish<T>(_ body: () throws -> T) rethrows -> T { try $scoped.withValue(.english, operation: body) }

    /// An app word made by `trLater` (English), as drawn: its translation, or the text itself (a name).
    public static func shown(_ text: String) -> String { catalogue.text(text) }

    /// A lesson's text as drawn: its translation, or the text itself (a teacher's own words).
    public static func lesson(_ text: String) -> String { catalogue.text(text, context: lessonContext) }

    /// A lesson's task as drawn, line by line: the task is one entry (its lines joined by newlines, so a
    /// sentence that goes on over two lines is translated whole), its translation split again at newlines.
    public static func lesson(task: [String]) -> [String] {
        guard !task.isEmpty else { return [] }
        let joined = LessonTexts.task(task)
        let shown = lesson(joined)
        return shown == joined ? task : shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// A station view's arguments as the view uses them: those that are words a person reads
    /// (`LessonTexts.viewTextKeys`) translated, the rest (names, numbers, colours) as written.
    public static func lesson(viewArguments: [String: String]) -> [String: String] {
        var out = viewArguments
        for key in LessonTexts.viewTextKeys { if let v = out[key] { out[key] = lesson(v) } }
        return out
    }
}

/// The app's own words (`text` as written in the source: the catalogue's msgid) in the person's language.
/// docs/translating.md: the template holds every literal `tr` is called with in the sources, and every lesson text.
public func tr(_ text: String) -> String { Localized.catalogue.text(text) }

/// An app word kept in English where it is made (a title the dump reports, a layout measures) and translated
/// where it is drawn (`Localized.shown`): gettext's `gettext_noop`. The template holds its literal as it
/// holds `tr`'s.
public func trLater(_ text: String) -> String { text }

/// The app's own words with values: `text` (the msgid, its `{NAME}` placeholders as written) translated,
/// then each `{NAME}` filled with its value, so a translation may put the values where its language does.
public func tr(_ text: String, _ values: [String: String]) -> String { Localized.filled(tr(text), values) }

extension Localized {
    /// `text` with each `{NAME}` of `values` replaced by its value, in one pass: a value is never read for
    /// placeholders itself, and a `{` that starts no known name stays as written. (Foundation's
    /// `replacingOccurrences` a name costs tens of microseconds, and views fill their texts every frame.)
    static func filled(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                out += value
                rest = rest[rest.index(after: close)...]
            } else {
                out += "{"
                rest = rest[afterOpen...]
            }
        }
        out += rest
        return out
    }
}
