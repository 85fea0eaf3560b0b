/// `--grep` and `--grep-invert`'s patterns: regular expressions matched without backtracking, in time linear
/// in the path (a Thompson automaton: every state at once, one step a character), so no pattern can hang
/// the runner (`^s/(a+)+$` over 34 a's took minutes with a backtracking engine). The syntax is the common
/// part of regular expressions (docs/ci.md, "Which scripts"): characters, `.`, `[...]` and `[^...]` with
/// ranges, `\d` `\w` `\s` (and `\D` `\W` `\S`), `\` before any other character for itself, `^` and `$`,
/// `*` `+` `?` (a following `?`, lazy, changes nothing for a yes-or-no match), `{n}` `{n,}` `{n,m}` (n and m
/// at most 100), `|`, and groups `(...)` `(?:...)`. Anything else (a back-reference, a look-around, a flag)
/// is refused when the pattern is read, saying what. A pattern is at most 1000 characters.
public struct PathPattern: Sendable {
    public struct Refusal: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    public static let maximumLength = 1000
    public static let maximumCount = 100

    /// One character's test.
    enum Atom: Sendable {
        case any
        case literal(Character)
        case set([Item], negated: Bool)
        enum Item: Sendable { case range(Character, Character), digit(Bool), word(Bool), space(Bool) }

        func matches(_ c: Character) -> Bool {
            switch self {
            case .any: return c != "\n"
            case .literal(let l): return c == l
            case .set(let items, let negated): return items.contains { $0.matches(c) } != negated
            }
        }
    }

    /// The automaton's states: a character test, a fork, an anchor, the end.
    enum State: Sendable {
        case test(Atom, next: Int)
        case split(Int, Int)
        case jump(Int)
        case lineStart(next: Int)
        case lineEnd(next: Int)
        case accept
    }

    indirect enum Node: Sendable {
        case atom(Atom), empty, lineStart, lineEnd
        case sequence([Node]), choice([Node])
        case repeated(Node, min: Int, max: Int?)
    }

    let states: [State]
    let start: Int

    public init(_ pattern: String) throws {
        guard pattern.count <= Self.maximumLength else { throw Refusal(description: "is longer than \(Self.maximumLength) characters") }
        var parser = Parser(chars: Array(pattern))
        let tree = try parser.alternation()
        if parser.i < parser.chars.count { throw Refusal(description: "has a ')' that closes nothing") }
        var builder = Builder()
        let accept = builder.add(.accept)
        start = try builder.compile(tree, then: accept)
        states = builder.states
    }

    /// Whether some part of `text` matches (as `String.contains(Regex)`), in time linear in `text`.
    public func matches(in text: String) -> Bool {
        let chars = Array(text)
        var current: [Int] = []
        var seen = [Int](repeating: -1, count: states.count)
        var stamp = 0
        func add(_ s: Int, at pos: Int, to list: inout [Int]) -> Bool {
            var stack = [s]
            while let s = stack.popLast() {
                guard seen[s] != stamp else { continue }
                seen[s] = stamp
                switch states[s] {
                case .accept: return true
                case .test: list.append(s)
                case .split(let a, let b): stack.append(b); stack.append(a)
                case .jump(let n): stack.append(n)
                case .lineStart(let n): if pos == 0 { stack.append(n) }
                case .lineEnd(let n): if pos == chars.count { stack.append(n) }
                }
            }
            return false
        }
        for pos in 0...chars.count {
            stamp += 1
            var next: [Int] = []
            if pos > 0 {
                for s in current {
                    if case .test(let atom, let n) = states[s], atom.matches(chars[pos - 1]), add(n, at: pos, to: &next) { return true }
                }
            }
            // Unanchored: a match may start at any character.
            if add(start, at: pos, to: &next) { return true }
            current = next
        }
        return false
    }

    struct Parser {
        let chars: [Character]
        var i = 0

        func refuse(_ what: String) -> Refusal { Refusal(description: what) }
        var peek: Character? { i < chars.count ? chars[i] : nil }

        mutating func alternation() throws -> Node {
            var options = [try sequence()]
            while peek == "|" { i += 1; options.append(try sequence()) }
            return options.count == 1 ? options[0] : .choice(options)
        }

        mutating func sequence() throws -> Node {
            var items: [Node] = []
            while let c = peek, c != "|", c != ")" {
                var item = try atom()
                while let q = peek, "*+?{".contains(q) {
                    if case .lineStart = item { throw refuse("repeats an anchor ('\(q)' after '^')") }
                    if case .lineEnd = item { throw refuse("repeats an anchor ('\(q)' after '$')") }
                    let (lo, hi) = try quantifier()
                    item = .repeated(item, min: lo, max: hi)
                    if peek == "?" { i += 1 }   // lazy: the same yes or no
                    if peek == "+" { throw refuse("has a possessive quantifier ('+' after a repeat), which is not supported") }
                }
                items.append(item)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func quantifier() throws -> (Int, Int?) {
            let q = chars[i]; i += 1
            switch q {
            case "*": return (0, nil)
            case "+": return (1, nil)
            case "?": return (0, 1)
            default:
                let lo = try number()
                var hi: Int? = lo
                if peek == "," { i += 1; hi = peek == "}" ? nil : try number() }
                guard peek == "}" else { throw refuse("has a '{' that is not a count ({n}, {n,} or {n,m})") }
                i += 1
                if let hi, hi < lo { throw refuse("has a count {\(lo),\(hi)} whose largest is below its least") }
                return (lo, hi)
            }
        }

        mutating func number() throws -> Int {
            var digits = ""
            while let c = peek, c.isASCII, c.isNumber { digits.append(c); i += 1 }
            guard let n = Int(digits.prefix(4)), digits.count <= 3, n <= PathPattern.maximumCount else {
                throw refuse(digits.isEmpty ? "has a '{' that is not a count ({n}, {n,} or {n,m})" : "has a count above \(PathPattern.maximumCount)")
            }
            return n
        }

        mutating func atom() throws -> Node {
            let c = chars[i]; i += 1
            switch c {
            case ".": return .atom(.any)
            case "^": return .lineStart
            case "$": return .lineEnd
            case "*", "+", "?", "{": throw refuse("has '\(c)' with nothing to repeat")
            case "(":
                if peek == "?" {
                    guard i + 1 < chars.count, chars[i + 1] == ":" else { throw refuse("has a '(?' group (a look-around, a flag, a name), which is not supported") }
                    i += 2
                }
                let inner = try alternation()
                guard peek == ")" else { throw refuse("has a '(' that is not closed") }
                i += 1
                return inner
            case "[": return .atom(try bracket())
            case "\\": return .atom(try escape())
            default: return .atom(.literal(c))
            }
        }

        mutating func escape() throws -> Atom {
            guard let c = peek else { throw refuse("ends with a '\\'") }
            i += 1
            switch c {
            case "d": return .set([.digit(true)], negated: false)
            case "D": return .set([.digit(true)], negated: true)
            case "w": return .set([.word(true)], negated: false)
            case "W": return .set([.word(true)], negated: true)
            case "s": return .set([.space(true)], negated: false)
            case "S": return .set([.space(true)], negated: true)
            case "t": return .literal("\t")
            case "n": return .literal("\n")
            default:
                if c.isLetter || c.isNumber { throw refuse("has '\\\(c)', which is not supported (a back-reference, an anchor or a class of its own)") }
                return .literal(c)
            }
        }

        mutating func bracket() throws -> Atom {
            var negated = false
            if peek == "^" { negated = true; i += 1 }
            var items: [Atom.Item] = []
            var first = true
            while let c = peek, c != "]" || first {
                first = false
                i += 1
                var low: Character = c
                if c == "\\" {
                    guard let e = peek else { throw refuse("has a '[' that is not closed") }
                    i += 1
                    switch e {
                    case "d", "D": items.append(.digit(e == "d")); continue
                    case "w", "W": items.append(.word(e == "w")); continue
                    case "s", "S": items.append(.space(e == "s")); continue
                    case "t": low = "\t"
                    case "n": low = "\n"
                    default:
                        if e.isLetter || e.isNumber { throw refuse("has '\\\(e)', which is not supported") }
                        low = e
                    }
                }
                if peek == "-", i + 1 < chars.count, chars[i + 1] != "]" {
                    i += 1
                    var high = chars[i]; i += 1
                    if high == "\\" {
                        guard case .literal(let l) = try escape() else { throw refuse("has a range ending in a class") }
                        high = l
                    }
                    guard low <= high else { throw refuse("has a range '\(low)-\(high)' out of order") }
                    items.append(.range(low, high))
                } else {
                    items.append(.range(low, low))
                }
            }
            guard peek == "]" else { throw refuse("has a '[' that is not closed") }
            i += 1
            return .set(items, negated: negated)
        }
    }

    struct Builder {
        var states: [State] = []
        static let maximumStates = 100_000

        mutating func add(_ s: State) -> Int { states.append(s); return states.count - 1 }

        /// The states of `node`, leading to `next`; returns its first state.
        mutating func compile(_ node: Node, then next: Int) throws -> Int {
            guard states.count < Self.maximumStates else { throw Refusal(description: "is too large once its counts are spelled out") }
            switch node {
            case .empty: return next
            case .atom(let a): return add(.test(a, next: next))
            case .lineStart: return add(.lineStart(next: next))
            case .lineEnd: return add(.lineEnd(next: next))
            case .sequence(let items):
                var target = next
                for item in items.reversed() { target = try compile(item, then: target) }
                return target
            case .choice(let options):
                var firsts: [Int] = []
                for o in options { firsts.append(try compile(o, then: next)) }
                var target = firsts.last!
                for f in firsts.dropLast().reversed() { target = add(.split(f, target)) }
                return target
            case .repeated(let inner, let lo, let hi):
                var target = next
                if let hi {
                    // The optional copies, each able to end the repeat.
                    for _ in 0..<(hi - lo) {
                        let body = try compile(inner, then: target)
                        target = add(.split(body, next))
                    }
                } else {
                    // A loop: a fork to the body (which comes back to the fork) or on.
                    let fork = add(.split(0, next))
                    let body = try compile(inner, then: fork)
                    states[fork] = .split(body, next)
                    target = fork
                }
                for _ in 0..<lo { target = try compile(inner, then: target) }
                return target
            }
        }
    }
}

extension PathPattern.Atom.Item {
    func matches(_ c: Character) -> Bool {
        switch self {
        case .range(let lo, let hi): return lo <= c && c <= hi
        case .digit(let yes): return (c.isASCII && c.isNumber) == yes
        case .word(let yes): return (c.isLetter || c.isNumber || c == "_") == yes
        case .space(let yes): return c.isWhitespace == yes
        }
    }
}
