// The writer's namespace bindings in scope, innermost last, and the choice of prefix for a name:
// reuse a binding in scope, else declare the preferred prefix if it is free, else generate one.

/// The namespace URI reserved for `xmlns` declarations; no element or attribute may use it.
let xmlnsNamespaceURI = "http://www.w3.org/2000/xmlns/"

/// Whether `uri` is the `xml` namespace. Every name is checked, so lengths are compared first.
@inline(__always)
func isXMLNamespace(_ uri: String) -> Bool {
    uri.utf8.count == 36 && uri == xmlNamespaceURI
}

/// Whether `uri` is the reserved `xmlns` namespace, lengths first as above.
@inline(__always)
func isXMLNSNamespace(_ uri: String) -> Bool {
    uri.utf8.count == 29 && uri == xmlnsNamespaceURI
}

struct NamespaceScope {
    /// Every declaration of the open elements, outermost first. Each element's own declarations
    /// start at the count recorded when it was started.
    private(set) var bindings: [(prefix: String, uri: String)] = []
    /// Changes whenever a binding is added or removed, so that remembered choices can tell they
    /// may be out of date.
    private var version = 0
    /// The last choices of a prefix in scope, by name representation (``haveSameRepresentation``):
    /// a document writes a few namespaces over and over, and choosing again means scanning the
    /// bindings and comparing strings for every name.
    private var remembered: [RememberedChoice] = []
    private var nextRemembered = 0

    private struct RememberedChoice {
        let uri: String
        let preferred: String
        let isElement: Bool
        let prefix: String
        let version: Int
    }

    /// The URI `prefix` is bound to, or nil when it is not bound. The default namespace is
    /// "no namespace" until declared, and `xml` is bound by definition.
    func uri(for prefix: String) -> String? {
        var index = bindings.count
        while index > 0 {
            index -= 1
            if quicklyEqual(bindings[index].prefix, prefix) { return bindings[index].uri }
        }
        if prefix.isEmpty { return "" }
        if prefix == "xml" { return xmlNamespaceURI }
        return nil
    }

    /// Whether `prefix` is declared by the innermost element, whose declarations begin at `start`.
    func isDeclared(_ prefix: String, since start: Int) -> Bool {
        bindings[start...].contains { quicklyEqual($0.prefix, prefix) }
    }

    /// A prefix in scope that means `uri`, innermost first; the default namespace counts only when
    /// `allowDefault` (it never applies to attributes).
    func prefix(for uri: String, allowDefault: Bool) -> String? {
        for binding in bindings.reversed() where quicklyEqual(binding.uri, uri) {
            if binding.prefix.isEmpty && !allowDefault { continue }
            // A later declaration of the same prefix may have rebound it.
            if let bound = self.uri(for: binding.prefix), quicklyEqual(bound, uri) { return binding.prefix }
        }
        return nil
    }

    /// The prefix to write a name in `uri` with, and whether it must be declared on the current
    /// element. `uri` is not empty, not the `xml` namespace and not the `xmlns` namespace.
    ///
    /// The preferred prefix wins when it already means `uri`; otherwise a binding in scope is
    /// reused, so that declarations made once high up are never repeated below; otherwise the
    /// preferred prefix is declared when nothing binds it, and a fresh `nsN` prefix when it is
    /// taken. Elements may also redeclare the default namespace; attributes always need a prefix.
    mutating func choosePrefix(uri: String, preferred: String, isElement: Bool) -> (prefix: String, declare: Bool) {
        for choice in remembered
        where choice.version == version && choice.isElement == isElement
            && haveSameRepresentation(choice.uri, uri) && haveSameRepresentation(choice.preferred, preferred)
        {
            return (choice.prefix, false)
        }
        let usable = preferred != "xml" && preferred != "xmlns" && (isElement || !preferred.isEmpty)
        if usable, let bound = self.uri(for: preferred), quicklyEqual(bound, uri) {
            remember(uri: uri, preferred: preferred, isElement: isElement, prefix: preferred)
            return (preferred, false)
        }
        if let inScope = prefix(for: uri, allowDefault: isElement) {
            remember(uri: uri, preferred: preferred, isElement: isElement, prefix: inScope)
            return (inScope, false)
        }
        if usable && (preferred.isEmpty || self.uri(for: preferred) == nil) { return (preferred, true) }
        return (generatedPrefix(), true)
    }

    /// The first of `ns1`, `ns2`, … that nothing in scope binds.
    func generatedPrefix() -> String {
        var number = 1
        while uri(for: "ns\(number)") != nil { number += 1 }
        return "ns\(number)"
    }

    /// Remembers a choice of a prefix in scope, in place of the oldest of four.
    private mutating func remember(uri: String, preferred: String, isElement: Bool, prefix: String) {
        let choice = RememberedChoice(
            uri: uri, preferred: preferred, isElement: isElement, prefix: prefix, version: version)
        if remembered.count < 4 {
            remembered.append(choice)
        } else {
            remembered[nextRemembered] = choice
            nextRemembered = (nextRemembered + 1) % 4
        }
    }

    mutating func bind(prefix: String, uri: String) {
        bindings.append((prefix, uri))
        version += 1
    }

    /// Drops the declarations of elements that have ended.
    mutating func unwind(to count: Int) {
        if count < bindings.count {
            bindings.removeSubrange(count...)
            version += 1
        }
    }
}
