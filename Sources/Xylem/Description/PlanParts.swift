// Parts of a compiled plan that say what a document must hold: the root element a description
// names, and the lines a value must have.

/// The element a description names for its type, resolved for matching a document's root.
struct RootElement: Sendable {
    /// The name as the description writes it, for messages.
    let written: String
    /// The match keys: the name's own namespace, then each alternate URI's.
    let keys: [[UInt8]]

    /// The name with its namespace, for messages: `<feed>` in `http://www.w3.org/2005/Atom`.
    var shown: String { RootElement.shown(key: keys.first ?? Array(written.utf8)) }

    /// An expat key (`uri\u{1}local`, or `local`), shown as `<local>` with its namespace.
    static func shown(key: [UInt8]) -> String {
        guard let separator = key.firstIndex(of: expatNameSeparator) else {
            return "<\(String(decoding: key, as: UTF8.self))> (no namespace)"
        }
        let uri = String(decoding: key[..<separator], as: UTF8.self)
        let rest = key[(separator + 1)...]
        let local = String(decoding: rest.prefix { $0 != expatNameSeparator }, as: UTF8.self)
        return "<\(local)> in \(uri)"
    }
}

/// Which lines of a description are required: one bit per required line, and the line's name.
struct RequiredLines: Sendable {
    /// The bits of every required line.
    let mask: UInt64
    /// The name of each bit's line (bit `index` is `1 << index`).
    let names: [String]

    static let none = RequiredLines(mask: 0, names: [])

    /// The names of the lines whose bits `seen` lacks.
    func missing(in seen: UInt64) -> [String] {
        names.indices.filter { seen & (1 << UInt64($0)) == 0 }.map { names[$0] }
    }
}
