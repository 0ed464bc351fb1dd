// Namespace bindings in scope, for the resolver (prefixes and URIs as bytes) and for raw XML
// captures (as strings): declarations stack up as elements open and come off as they close, and
// each prefix's innermost binding is indexed, so that a prefix is found in one lookup however many
// are declared (a start tag may declare thousands, and every prefixed name is looked up).

/// A stack of namespace bindings with each prefix's innermost one indexed.
struct PrefixScopes<Name: Hashable> {
    /// A declaration in force: its prefix, its URI, and the depth of the element that made it.
    struct Binding {
        let prefix: Name
        let uri: Name
        let depth: Int
        /// The index of the binding of the same prefix this one hides, or -1.
        fileprivate let hidden: Int
    }

    private(set) var bindings: [Binding] = []
    private var innermost: [Name: Int] = [:]

    /// The innermost binding's URI for `prefix`, or nil when none is in scope.
    func uri(for prefix: Name) -> Name? {
        innermost[prefix].map { bindings[$0].uri }
    }

    /// Binds `prefix` to `uri`, hiding any outer binding of it until this one is removed.
    mutating func bind(_ prefix: Name, to uri: Name, depth: Int) {
        let hidden = innermost[prefix] ?? -1
        innermost[prefix] = bindings.count
        bindings.append(Binding(prefix: prefix, uri: uri, depth: depth, hidden: hidden))
    }

    /// The binding made last, if any.
    var last: Binding? { bindings.last }

    /// Removes the binding made last; the one it hid is in scope again.
    @discardableResult
    mutating func removeLast() -> Binding {
        let last = bindings.removeLast()
        innermost[last.prefix] = last.hidden >= 0 ? last.hidden : nil
        return last
    }

    /// Removes every binding.
    mutating func removeAll() {
        bindings.removeAll(keepingCapacity: true)
        innermost.removeAll(keepingCapacity: true)
    }
}
