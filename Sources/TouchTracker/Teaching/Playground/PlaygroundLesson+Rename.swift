/// Renaming a recognizer (the inspector's name field): the name is checked as the file's parser checks a new
/// one (a word of ASCII letters, digits and `_` starting with a lowercase letter, at most 40; unique across
/// pads and recognizers; one the printed Swift can use: `PlaygroundCode.refusal(ofName:)`), and every
/// relation naming the recognizer follows it, so the lesson saved reads back the same.
extension PlaygroundLesson {
    /// The longest name, in characters (ASCII).
    public static let longestName = 40

    /// Why `name` is not a word the format takes as a name (nil: it is), in the person's language (`tr`
    /// inside: the lesson reader asks in English, `Localized.inEnglish`).
    public static func wordProblem(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first),
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }),
              name.utf8.count <= longestName else {
            return tr("a name is a word of letters, digits and _ (at most {n}, ASCII), starting with a lowercase letter", ["n": String(longestName)])
        }
        return nil
    }

    /// Renames recognizer `old` to `new` and every relation naming it; refused (nothing changed) when `new`
    /// is not a name the lesson can take.
    public mutating func renameRecognizer(_ old: String, to new: String) -> Result<Void, EditRefusal> {
        guard let i = recognizers.firstIndex(where: { $0.name == old }) else { return .failure(EditRefusal { tr("no recognizer is named {name}", ["name": old]) }) }
        guard new != old else { return .success(()) }
        if Self.wordProblem(new) != nil {
            return .failure(EditRefusal { "'\(new.prefix(Self.longestName))': " + (Self.wordProblem(new) ?? "") })
        }
        // Checked against the lesson without the recognizer: its old name is free, and no longer clashes.
        var others = self
        others.recognizers.remove(at: i)
        guard others.pad(new) == nil && others.recognizer(new) == nil else {
            return .failure(EditRefusal { tr("'{name}' is already the name of a pad or recognizer", ["name": new]) })
        }
        if let why = PlaygroundCode.refusal(ofName: new, isRecognizer: true, in: others) { return .failure(why) }
        recognizers[i].name = new
        relations = relations.map { $0.renaming(old, to: new) }
        return .success(())
    }
}

extension PlaygroundLesson.Relation {
    /// The relation with recognizer `old` called `new`.
    func renaming(_ old: String, to new: String) -> Self {
        func n(_ s: String) -> String { s == old ? new : s }
        switch self {
        case .requireToFail(let a, let b): return .requireToFail(n(a), n(b))
        case .simultaneous(let a, let b): return .simultaneous(n(a), n(b))
        case .cannotPrevent(let a): return .cannotPrevent(n(a))
        case .cannotBePrevented(let a): return .cannotBePrevented(n(a))
        case .shouldNotBegin(let a): return .shouldNotBegin(n(a))
        case .shouldNotReceive(let a): return .shouldNotReceive(n(a))
        }
    }
}
