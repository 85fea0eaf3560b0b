import Foundation

/// One language's translations, read from a PO file (`POFile`), and their lookup: a text with no
/// translation, in a catalogue or in English (`Catalogue.english`, no file), is shown as it is, so a text
/// the catalogue does not know (a teacher's own lesson) passes through unchanged.
///
/// `load(languages:folder:)` finds `FOLDER/LANGUAGE.po` for the first of the languages that has one
/// (`LanguageChoice`); a missing catalogue or a bad one leaves the program in English, with one notice
/// that says why (the program writes it once).
public struct Catalogue: Sendable {
    /// The catalogue's language (`zh_CN`); nil for English, the program's own words.
    public let language: String?
    /// Where it was read from; nil for English.
    public let path: String?
    private let entries: [POFile.Key: POFile.Entry]
    /// How many forms a plural entry has (`Plural-Forms: nplurals=N`): 1 for languages without plurals.
    private let pluralCount: Int

    /// No catalogue: every text as the program writes it.
    public static let english = Catalogue(language: nil, path: nil, entries: [:], pluralCount: 2)

    private init(language: String?, path: String?, entries: [POFile.Key: POFile.Entry], pluralCount: Int) {
        self.language = language; self.path = path; self.entries = entries; self.pluralCount = pluralCount
    }

    /// The catalogue of `file` in `language`: its translated entries (fuzzy and empty ones left out).
    public init(_ file: POFile, language: String, path: String? = nil) {
        let forms = file.header["Plural-Forms"].flatMap { h in
            h.split(separator: ";").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("nplurals=") }.flatMap { Int($0.dropFirst("nplurals=".count)) }
        }
        self.init(language: language, path: path, entries: file.translations, pluralCount: Swift.max(1, forms ?? 2))
    }

    /// How many texts it translates.
    public var count: Int { entries.count }

    /// `text` in the catalogue's language (in `context`, its `msgctxt`), or `text` itself.
    public func text(_ text: String, context: String? = nil) -> String {
        entries[POFile.Key(context: context, text)]?.forms.first ?? text
    }

    /// The singular or plural text for `count`, translated: a language of one form (`nplurals=1`, Chinese)
    /// has one text for every count; otherwise the first form is for 1 and the second for any other count
    /// (English's rule, which the catalogues of two forms here use: `plural=(n != 1)`).
    public func text(_ singular: String, plural: String, count: Int, context: String? = nil) -> String {
        let index = pluralCount == 1 ? 0 : (count == 1 ? 0 : 1)
        guard let e = entries[POFile.Key(context: context, singular)], e.plural == plural else { return count == 1 ? singular : plural }
        return e.forms[Swift.min(index, e.forms.count - 1)]
    }

    /// The catalogue of the first of `languages` with a file `FOLDER/LANGUAGE.po` (`folder` nil: none was
    /// found), and a notice when the words stay in English though a language was asked for: no catalogue for
    /// it, or its file is bad (`file:line: message`). English asked for (no languages) is no notice.
    public static func load(languages: [String], folder: String?) -> (catalogue: Catalogue, notice: String?) {
        guard !languages.isEmpty else { return (.english, nil) }
        guard let folder else { return (.english, "no folder of catalogues was found: the interface stays in English") }
        for language in languages {
            let path = (folder as NSString).appendingPathComponent(language + ".po")
            guard FileManager.default.fileExists(atPath: path) else { continue }
            do {
                return (Catalogue(try POFile(path: path), language: language, path: path), nil)
            } catch {
                return (.english, "\(error.description): the interface stays in English")
            }
        }
        return (.english, "no catalogue for \(languages.joined(separator: ", ")) in \(folder): the interface stays in English")
    }
}
