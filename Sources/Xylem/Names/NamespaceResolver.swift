// Namespace processing in Xylem rather than in expat. Expat's namespace mode copies the namespace
// URI into every element name and every prefixed attribute name it reports (and back again at
// every end tag), and checks expanded attribute names for duplicates through a hash table: on an
// Atom feed that is 4 % of expat's instructions, and Xylem then scanned each URI again to find the
// separators. Here expat runs without namespaces and reports names as written ("gd:rating"); the
// resolver keeps the bindings the document declares and turns each qualified name into the form
// expat's namespace mode would have given ("uri\u{1}rating\u{1}gd"), measured once per distinct
// name and reused while the bindings stand (ExpandedNameCache). It also enforces what expat's
// namespace mode enforced, with its error codes and in its order: declared prefixes, the reserved
// xml and xmlns prefixes and names, no undeclared prefixes, at most one colon in a name and a
// name-start character after it, and no two attributes with the same expanded name; names
// outside start tags are checked in NamespaceResolver+Declarations. A read may accept undeclared
// prefixes instead (UndeclaredPrefixPolicy), at no cost until one is met. Scripts/w3c-namespaces.sh
// compares the outcome with expat's namespace mode on the W3C conformance suite.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Namespace bindings in force and the expanded names resolved with them.
struct NamespaceResolver: ~Copyable {
    /// Why a start tag was refused, with expat's error code for the same fault.
    struct Refusal: Error {
        let code: Int
        let reason: String

        /// A name with a colon out of place, as expat's namespace-aware tokenizer refused it.
        static func notQualified(_ name: String) -> Refusal {
            Refusal(
                code: 4,
                reason:
                    "not well-formed: the name \"\(name)\" is not a qualified name (one colon at most, between a prefix and a local name)"
            )
        }
    }

    static let xmlNamespace = Array("http://www.w3.org/XML/1998/namespace".utf8)
    static let xmlnsNamespace = Array("http://www.w3.org/2000/xmlns/".utf8)

    /// The declarations in force: prefix (empty for the default namespace) and URI (empty when it
    /// undeclares the default namespace).
    private var scopes = PrefixScopes<[UInt8]>()
    private var depth = 0
    /// Attribute names known to be plain, or prefixed with their expanded forms, by address (see
    /// AttributeNameMemo).
    private var knownAttributeNames = AttributeNameMemo()
    private var elements = ExpandedNameCache()
    private var attributeNames = ExpandedNameCache()
    /// The attribute list handed on when a start tag's must differ from expat's.
    private var scratch: UnsafeMutablePointer<UnsafePointer<CChar>?>
    private var scratchCapacity = 64

    /// The vocabularies undeclared prefixes are read as, or nil when they are refused (see
    /// ``XMLReader/UndeclaredPrefixPolicy``).
    private let lenientVocabularies: [XMLVocabulary]?

    init(undeclaredPrefixes: XMLReader.UndeclaredPrefixPolicy = .reject) {
        scratch = .allocate(capacity: scratchCapacity)
        if case .resolve(let vocabularies) = undeclaredPrefixes {
            lenientVocabularies = vocabularies
        } else {
            lenientVocabularies = nil
        }
    }

    deinit {
        scratch.deallocate()
    }

    /// Changes whenever expanded attribute names handed out before may have been freed.
    var attributeNamesGeneration: Int { attributeNames.generation }

    /// Forgets the attribute names known by address: an external entity's parser, which interned
    /// some of them, has been freed.
    func forgetNameAddresses() {
        knownAttributeNames.removeAll()
    }

    // MARK: Tags

    /// Resolves a start tag: reports its declarations to `declare` (prefix or nil for the default
    /// namespace, URI or nil when the default namespace is undeclared), then returns its expanded
    /// name and its attributes with prefixed names expanded and declarations left out.
    @inline(__always)
    mutating func start(
        _ rawName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>,
        declare: (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    ) throws(Refusal) -> (
        name: ExpatName, memo: UnsafeMutablePointer<TableLookupMemo>,
        attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) {
        depth += 1
        // Names of the last tag may go now; this tag's stay until the next one.
        elements.beginTag()
        attributeNames.beginTag()
        do {
            var rewritten = false
            if attributes[0] != nil {
                // Prefixed attributes (a GData entry's gd:etag) are common and declarations rare:
                // only a tag that declares something pays for the declarations' pass.
                var declares = false
                var position = 0
                while let name = attributes[position] {
                    switch knownRole(of: name).role {
                    case .plain: break
                    case .prefixed: rewritten = true
                    case .declaration: rewritten = true; declares = true
                    }
                    position += 2
                }
                if declares { try declareAll(attributes, declare: declare) }
            }
            let (name, memo) = try element(rawName)
            guard rewritten else { return (name, memo, attributes) }
            return (name, memo, try rewrite(attributes, of: name))
        } catch {
            throw Self.malformedName(in: rawName, attributes) ?? error
        }
    }

    /// The first name of a refused start tag that expat's namespace-aware tokenizer would have
    /// refused (see `split`), or nil. Expat reads the whole tag before it binds or resolves
    /// anything, so such a name is the fault, wherever in the tag it is; looked for only once
    /// the tag is refused for another reason, so that accepted tags do not pay for it.
    @inline(never)
    private static func malformedName(
        in rawName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) -> Refusal? {
        func bytes(_ name: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
        }
        do throws(Refusal) {
            _ = try split(bytes(rawName))
            var position = 0
            while let name = attributes[position] {
                position += 2
                switch role(of: name) {
                case .plain: break
                case .prefixed: _ = try split(bytes(name))
                case .declaration(let prefix?):
                    let prefix = bytes(prefix)
                    if prefix.isEmpty || prefix.contains(UInt8(ascii: ":")) || !startsName(prefix) {
                        throw Refusal.notQualified("xmlns:" + text(prefix))
                    }
                case .declaration(nil): break
                }
            }
            return nil
        } catch {
            return error
        }
    }

    /// Ends the scope of the element whose end tag was just handled: its declarations are
    /// reported to `undeclare`, the last first, as expat reports them.
    @inline(__always)
    mutating func endScope(undeclare: (UnsafePointer<CChar>?) -> Void) {
        if let last = scopes.last, last.depth == depth { undeclareAll(undeclare) }
        depth -= 1
    }

    @inline(never)
    private mutating func undeclareAll(_ undeclare: (UnsafePointer<CChar>?) -> Void) {
        while let last = scopes.last, last.depth == depth {
            scopes.removeLast()
            if last.prefix.isEmpty {
                undeclare(nil)
            } else {
                last.prefix.withUnsafeBufferPointer { prefix in
                    withCString(prefix) { undeclare($0) }
                }
            }
        }
        elements.removeAll()
        attributeNames.removeAll()
    }

    // MARK: Names

    /// What an attribute name is to namespaces. A start tag with a declaration or a prefixed
    /// name has its attribute list rewritten; most have neither, and are handed on as expat gave
    /// them.
    private enum AttributeRole: Equatable {
        case plain
        case prefixed
        /// `xmlns` (no prefix: the default namespace) or `xmlns:prefix` (the prefix may be empty,
        /// which the declaration refuses).
        case declaration(prefix: UnsafePointer<CChar>?)
    }

    /// An attribute name's role, found by its address when the name was seen before (a prefixed
    /// one with its expanded form while the attribute-name cache still holds it), otherwise by
    /// scanning it, remembering it if plain.
    @inline(__always)
    private func knownRole(of name: UnsafePointer<CChar>) -> (role: AttributeRole, expanded: ExpatName?) {
        switch knownAttributeNames.known(name, generation: attributeNames.generation) {
        case .plain: return (.plain, nil)
        case .prefixed(let expanded): return (.prefixed, expanded)
        case nil: break
        }
        let role = Self.role(of: name)
        if role == .plain { knownAttributeNames.rememberPlain(name) }
        return (role, nil)
    }

    @inline(__always)
    private static func role(of name: UnsafePointer<CChar>) -> AttributeRole {
        if strchr(name, Int32(UInt8(ascii: ":"))) == nil {
            return strcmp(name, "xmlns") == 0 ? .declaration(prefix: nil) : .plain
        }
        return strncmp(name, "xmlns:", 6) == 0 ? .declaration(prefix: name + 6) : .prefixed
    }

    /// The expanded name of an element.
    @inline(__always)
    private mutating func element(_ rawName: UnsafePointer<CChar>) throws(Refusal) -> (
        ExpatName, UnsafeMutablePointer<TableLookupMemo>
    ) {
        let raw = UnsafeRawPointer(rawName).assumingMemoryBound(to: UInt8.self)
        let length = strlen(rawName)
        let hash = ExpatName.plainHash(raw, length: length)
        if let cached = elements.lookup(raw, length: length, hash: hash) { return cached }
        return try resolveElement(raw, length: length, hash: hash)
    }

    @inline(never)
    private mutating func resolveElement(
        _ raw: UnsafePointer<UInt8>, length: Int, hash: UInt64
    ) throws(Refusal) -> (ExpatName, UnsafeMutablePointer<TableLookupMemo>) {
        let name = UnsafeBufferPointer(start: raw, count: length)
        let (prefix, local) = try Self.split(name)
        let uri: [UInt8]?
        if let prefix {
            guard let bound = self.uri(for: prefix) ?? undeclared(prefix) else {
                throw Refusal(
                    code: 27, reason: "undeclared namespace prefix \"\(Self.text(prefix))\" in <\(Self.text(name))>")
            }
            uri = bound
        } else {
            uri = self.uri(for: UnsafeBufferPointer(start: raw, count: 0)).flatMap { $0.isEmpty ? nil : $0 }
        }
        return Self.withOptionalBuffer(uri) { uri in
            elements.insert(raw, length: length, hash: hash, uri: uri, local: local, prefix: prefix)
        }
    }

    /// The expanded name of a prefixed attribute, remembered by its address for the next tag.
    private mutating func rememberedAttribute(_ rawName: UnsafePointer<CChar>, in element: ExpatName) throws(Refusal)
        -> ExpatName
    {
        let expanded = try attribute(rawName, in: element)
        knownAttributeNames.rememberPrefixed(rawName, as: expanded, generation: attributeNames.generation)
        return expanded
    }

    /// The expanded name of a prefixed attribute.
    private mutating func attribute(_ rawName: UnsafePointer<CChar>, in element: ExpatName) throws(Refusal) -> ExpatName
    {
        let raw = UnsafeRawPointer(rawName).assumingMemoryBound(to: UInt8.self)
        let length = strlen(rawName)
        let hash = ExpatName.plainHash(raw, length: length)
        if let cached = attributeNames.lookup(raw, length: length, hash: hash) { return cached.0 }
        let name = UnsafeBufferPointer(start: raw, count: length)
        let (prefix, local) = try Self.split(name)
        guard let prefix, let uri = uri(for: prefix) ?? undeclared(prefix), !uri.isEmpty else {
            throw Refusal(
                code: 27, reason: "undeclared namespace prefix in an attribute of <\(Self.qualifiedName(element))>")
        }
        return uri.withUnsafeBufferPointer { uri in
            attributeNames.insert(raw, length: length, hash: hash, uri: uri, local: local, prefix: prefix).0
        }
    }

    /// The URI an undeclared prefix is read as, or nil when the read refuses undeclared prefixes.
    private func undeclared(_ prefix: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let lenientVocabularies else { return nil }
        return Self.lenientURI(for: prefix, in: lenientVocabularies)
    }

    /// The URI bound to a prefix (empty: the default namespace), innermost first; the xml
    /// prefix is bound without a declaration.
    private func uri(for prefix: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        if let uri = scopes.uri(for: Array(prefix)) { return uri }
        if prefix.elementsEqual("xml".utf8) { return Self.xmlNamespace }
        return nil
    }

    /// Splits a qualified name at its colon, as expat's namespace mode requires it: at most one,
    /// neither first nor last, and a character that may start a name after it.
    static func split(
        _ name: UnsafeBufferPointer<UInt8>
    ) throws(Refusal) -> (prefix: UnsafeBufferPointer<UInt8>?, local: UnsafeBufferPointer<UInt8>) {
        guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else { return (nil, name) }
        let after = colon + 1
        let valid =
            colon > 0 && after < name.count && name[after...].firstIndex(of: UInt8(ascii: ":")) == nil
            && startsName(UnsafeBufferPointer(rebasing: name[after...]))
        guard valid else {
            throw .notQualified(text(name))
        }
        return (UnsafeBufferPointer(rebasing: name[..<colon]), UnsafeBufferPointer(rebasing: name[after...]))
    }

    /// Whether the first character of `bytes` may start a name where expat's namespace mode
    /// wants one (after a colon): an ASCII letter or "_", or a non-ASCII character of expat's
    /// name-start class, which expat itself is asked about (see ExpatNameStart).
    static func startsName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        if first < 0x80 {
            return first == UInt8(ascii: "_")
                || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        }
        let length = min(bytes.count, ExpatNameStart.characterLength(lead: first))
        return ExpatNameStart.accepts(UnsafeBufferPointer(rebasing: bytes[..<length]))
    }

    // MARK: Declarations

    /// Declares, in document order, the namespaces a start tag's attributes declare.
    @inline(never)
    private mutating func declareAll(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>,
        declare: (UnsafePointer<CChar>?, UnsafePointer<CChar>?) -> Void
    ) throws(Refusal) {
        var position = 0
        var changed = false
        while let name = attributes[position], let value = attributes[position + 1] {
            position += 2
            guard case .declaration(let prefix) = Self.role(of: name) else { continue }
            if let prefix, prefix[0] == 0 { throw .notQualified("xmlns:") }
            let prefixBytes =
                prefix.map {
                    Array(
                        UnsafeBufferPointer(
                            start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0)))
                } ?? []
            let uriBytes = Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(value).assumingMemoryBound(to: UInt8.self), count: strlen(value)))
            // The tokenizer's refusals come before the declaration's: a prefix is a name that
            // starts as one must after a colon, and has no colon of its own.
            if !prefixBytes.isEmpty,
                prefixBytes.contains(UInt8(ascii: ":")) || !prefixBytes.withUnsafeBufferPointer(Self.startsName)
            {
                throw .notQualified("xmlns:" + Self.text(prefixBytes))
            }
            try Self.checkDeclaration(prefix: prefixBytes, uri: uriBytes, hasPrefix: prefix != nil)
            let current = scopes.uri(for: prefixBytes) ?? (prefixBytes.isEmpty ? [] : nil)
            if current != uriBytes { changed = true }
            scopes.bind(prefixBytes, to: uriBytes, depth: depth)
            declare(prefix, uriBytes.isEmpty ? nil : value)
        }
        if changed {
            elements.removeAll()
            attributeNames.removeAll()
        }
    }

    /// The rules expat's namespace mode applies to a declaration, in the order it applies them:
    /// undeclaring a prefix first, then the reserved prefixes, then the reserved namespace names.
    private static func checkDeclaration(prefix: [UInt8], uri: [UInt8], hasPrefix: Bool) throws(Refusal) {
        if hasPrefix && uri.isEmpty {
            throw Refusal(
                code: 28, reason: "the prefix \(text(prefix)) must not be undeclared (xmlns:\(text(prefix))=\"\")")
        }
        if prefix.elementsEqual("xmlns".utf8) {
            throw Refusal(code: 39, reason: "the prefix xmlns must not be declared or undeclared")
        }
        if prefix.elementsEqual("xml".utf8) {
            guard uri == xmlNamespace else {
                throw Refusal(
                    code: 38, reason: "the prefix xml must not be undeclared or bound to another namespace name")
            }
            return
        }
        if uri == xmlNamespace || uri == xmlnsNamespace {
            throw Refusal(code: 40, reason: "no prefix may be bound to the reserved namespace name \(text(uri))")
        }
    }

    // MARK: Attributes

    /// The attribute list without declarations, with prefixed names expanded, checked for two
    /// attributes with one expanded name.
    @inline(never)
    private mutating func rewrite(
        _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, of element: ExpatName
    ) throws(Refusal) -> UnsafeMutablePointer<UnsafePointer<CChar>?> {
        var count = 0
        while attributes[count] != nil { count += 2 }
        if count + 1 > scratchCapacity {
            scratch.deallocate()
            scratchCapacity = count + 1
            scratch = .allocate(capacity: scratchCapacity)
        }
        var written = 0
        var expandedStart = -1
        var expandedCount = 0
        var position = 0
        while let name = attributes[position], let value = attributes[position + 1] {
            position += 2
            let (role, remembered) = knownRole(of: name)
            switch role {
            case .declaration:
                continue
            case .prefixed:
                let expanded: ExpatName
                if let remembered {
                    expanded = remembered
                } else {
                    expanded = try rememberedAttribute(name, in: element)
                }
                if expandedStart < 0 { expandedStart = written }
                expandedCount += 1
                if expandedCount <= Self.pairwiseLimit {
                    try checkUnique(expanded, against: written, from: expandedStart)
                }
                scratch[written] = UnsafeRawPointer(expanded.base).assumingMemoryBound(to: CChar.self)
            case .plain:
                scratch[written] = name
            }
            scratch[written + 1] = value
            written += 2
        }
        scratch[written] = nil
        if expandedCount > Self.pairwiseLimit { try checkAllUnique(written) }
        return scratch
    }

    /// Up to this many prefixed attributes are compared pairwise; more (hostile input, as many
    /// as `maxAttributes`) through a set, so that the check stays linear.
    private static let pairwiseLimit = 8

    private func checkAllUnique(_ written: Int) throws(Refusal) {
        var seen = Set<[UInt8]>()
        var position = 0
        while position < written, let name = scratch[position] {
            let measured = ExpatName(name)
            if measured.keyLength != measured.fullLength, !seen.insert(Array(measured.key)).inserted {
                throw Refusal(
                    code: 8,
                    reason: "duplicate attribute \(Self.qualifiedName(measured)) (two prefixes bound to one namespace)")
            }
            position += 2
        }
    }

    /// Two prefixed attributes whose prefixes are bound to one URI and whose local names agree
    /// are the same attribute (a plain duplicate, expat finds itself).
    private func checkUnique(_ name: ExpatName, against written: Int, from start: Int) throws(Refusal) {
        var position = start
        while position < written {
            if let other = scratch[position] {
                let otherName = ExpatName(other)
                if otherName.keyLength == name.keyLength, otherName.keyLength != otherName.fullLength,
                    NameTableView.bytesEqual(otherName.base, name.base, name.keyLength)
                {
                    throw Refusal(
                        code: 8,
                        reason: "duplicate attribute \(Self.qualifiedName(name)) (two prefixes bound to one namespace)")
                }
            }
            position += 2
        }
    }

    // MARK: Text

    static func text<C: Collection<UInt8>>(_ bytes: C) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private static func qualifiedName(_ name: ExpatName) -> String {
        ExpatNameParts(bytes: name.full).qualifiedName
    }

    private func withCString<Result>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> Result)
        -> Result
    {
        var terminated = Array(bytes)
        terminated.append(0)
        return terminated.withUnsafeBufferPointer {
            body(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self))
        }
    }

    private static func withOptionalBuffer<Result>(_ bytes: [UInt8]?, _ body: (UnsafeBufferPointer<UInt8>?) -> Result)
        -> Result
    {
        guard let bytes else { return body(nil) }
        return bytes.withUnsafeBufferPointer { body($0) }
    }
}
