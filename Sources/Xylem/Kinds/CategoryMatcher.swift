// Which registered kind a category names, found from the category's scheme and term bytes as
// expat hands them over: hash tables built once per registry, so that choosing an entry's kind
// makes no String and compares no String for every registered kind.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The category rules of a ``KindSelector``'s choices, as byte tables.
struct CategoryMatcher {
    /// "scheme" 0x02 "term" → the first choice registered with exactly that scheme and term.
    private let exact: NameTable
    /// scheme → the first choice registered with that scheme and any term.
    private let schemeOnly: NameTable
    /// term → the first choice registered with that term and any scheme.
    private let termOnly: NameTable
    /// The schemes that some choice is registered under with an exact term.
    private let decisive: NameTable

    /// Separates scheme and term in `exact`'s keys; it cannot occur in XML text.
    private static let joiner: UInt8 = 0x02

    init(choices: [KindSelector.Choice]) {
        var exact: [(key: [UInt8], value: Int32)] = []
        var schemeOnly: [(key: [UInt8], value: Int32)] = []
        var termOnly: [(key: [UInt8], value: Int32)] = []
        var decisive: [(key: [UInt8], value: Int32)] = []
        for (index, choice) in choices.enumerated() {
            let value = Int32(index)
            switch (choice.scheme, choice.term) {
            case (let scheme?, let term?):
                exact.append((Array(scheme.utf8) + [Self.joiner] + Array(term.utf8), value))
                decisive.append((Array(scheme.utf8), 0))
            case (let scheme?, nil):
                schemeOnly.append((Array(scheme.utf8), value))
            case (nil, let term?):
                termOnly.append((Array(term.utf8), value))
            case (nil, nil):
                continue
            }
        }
        // NameTable keeps the first value of a key given twice: the first registration wins,
        // as it does when choices are tried in order.
        self.exact = NameTable(exact)
        self.schemeOnly = NameTable(schemeOnly)
        self.termOnly = NameTable(termOnly)
        self.decisive = NameTable(decisive)
    }

    /// The best choice for a category with these attribute values (NUL-terminated, from expat):
    /// its index (-1 for the default) and score (2 exact or decisive, 1 through a wildcard), or
    /// nil when no rule matches.
    func match(scheme: UnsafePointer<CChar>?, term: UnsafePointer<CChar>?) -> (index: Int, score: Int)? {
        if let scheme, let term, !exact.isEmpty, let index = lookupJoined(scheme, term) {
            return (Int(index), 2)
        }
        var best: Int32?
        if let scheme, let index = schemeOnly.lookup(ExpatName(scheme)) { best = index }
        if let term, let index = termOnly.lookup(ExpatName(term)) { best = min(best ?? index, index) }
        // A kind category decides even through a wildcard, or for the default when no kind is
        // registered for its term, so that the rest of the element is read live.
        if let scheme, decisive.lookup(ExpatName(scheme)) != nil { return (best.map(Int.init) ?? -1, 2) }
        return best.map { (Int($0), 1) }
    }

    private func lookupJoined(_ scheme: UnsafePointer<CChar>, _ term: UnsafePointer<CChar>) -> Int32? {
        let schemeLength = strlen(scheme)
        let termLength = strlen(term)
        let count = schemeLength + 1 + termLength + 1
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: count) { key in
            let base = key.baseAddress!
            base.update(from: scheme, count: schemeLength)
            base[schemeLength] = CChar(bitPattern: Self.joiner)
            (base + schemeLength + 1).update(from: term, count: termLength)
            base[count - 1] = 0
            return exact.lookup(ExpatName(base))
        }
    }
}
