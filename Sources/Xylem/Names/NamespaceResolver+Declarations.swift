// What expat's namespace mode refuses outside start tags, which Xylem (running expat without
// namespaces) refuses itself: colons in the names of entities, notations and processing
// instructions, and names in the document type declaration that are not qualified names.
//
// In a DTD, expat's namespace-aware tokenizer reads a name as plain (no colon), prefixed (one
// colon, neither first nor last) or a mere name token (any other colon); each place in a
// declaration accepts some of these. Xylem sees the names through expat's declaration handlers
// (see ExpatDriver+Declarations) and applies the same rules, with expat's error codes.
//
// Not seen, and so still accepted where expat's namespace mode refuses them (each needs a part of
// the DTD expat did not read, or a reference inside an entity's value): entity and attribute-list
// declarations after a reference to a parameter entity that is not read (expat reports none of
// them), a reference with a colon to such a parameter entity, a reference with a colon inside an
// entity's value, and one in an attribute value to an entity expat passes over because the DTD
// was not read whole.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension NamespaceResolver {
    /// How expat's namespace-aware tokenizer reads a name in a declaration.
    enum DeclaredNameForm {
        /// No colon.
        case plain
        /// One colon, neither first nor last.
        case prefixed
        /// A colon elsewhere: a name token, which no declaration takes where a name is due.
        case nameToken
    }

    /// The form of a name (one expat accepted without namespaces, so made of name characters).
    static func form(of name: UnsafeBufferPointer<UInt8>) -> DeclaredNameForm {
        guard let colon = name.firstIndex(of: UInt8(ascii: ":")) else { return .plain }
        let after = colon + 1
        guard colon > 0, after < name.count, name[after...].firstIndex(of: UInt8(ascii: ":")) == nil else {
            return .nameToken
        }
        return .prefixed
    }

    /// Where a name appears in a document type declaration, for the reason given when it is refused.
    enum DeclaredNamePlace: String {
        case doctype = "the document type name"
        case elementType = "the element type name"
        case contentParticle = "the element name in a content model"
        case attributeList = "the element name of an attribute-list declaration"
        case attribute = "the attribute name of an attribute-list declaration"
    }

    /// A name where a plain or prefixed name is due (the document type, element types and
    /// attributes in declarations): refused when it is a name token. In a content model, a name
    /// token followed by `?`, `*` or `+` is an invalid token rather than misplaced.
    static func refusal(declaredName name: UnsafePointer<CChar>, at place: DeclaredNamePlace, quantified: Bool = false)
        -> Refusal?
    {
        let bytes = buffer(name)
        guard form(of: bytes) == .nameToken else { return nil }
        if quantified {
            return Refusal(
                code: 4,
                reason: "not well-formed: \(place.rawValue) \"\(text(bytes))\" is not a qualified name")
        }
        return Refusal(code: 2, reason: "syntax error: \(place.rawValue) \"\(text(bytes))\" is not a qualified name")
    }

    /// Names that may have no colon at all: entities, and notations where they are declared,
    /// named by an unparsed entity (`NDATA`) or listed by a `NOTATION` attribute type.
    enum UnqualifiedNamePlace: String {
        case entity = "the entity name"
        case notation = "the notation name"
    }

    static func refusal(unqualifiedName name: UnsafePointer<CChar>, at place: UnqualifiedNamePlace) -> Refusal? {
        guard strchr(name, Int32(UInt8(ascii: ":"))) != nil else { return nil }
        return Refusal(
            code: 2,
            reason:
                "syntax error: \(place.rawValue) \"\(String(cString: name))\" has a colon, which names in a namespace-aware document may not"
        )
    }

    /// A reference to an entity whose name has a colon, which expat's namespace-aware tokenizer
    /// refuses as it reads it.
    static func refusal(entityReference name: UnsafePointer<CChar>) -> Refusal? {
        guard strchr(name, Int32(UInt8(ascii: ":"))) != nil else { return nil }
        return entityReferenceRefusal(String(cString: name))
    }

    static func entityReferenceRefusal(_ name: String) -> Refusal {
        Refusal(
            code: 4,
            reason:
                "not well-formed: the entity reference &\(name); has a colon, which names in a namespace-aware document may not"
        )
    }

    static func refusal(processingInstructionTarget target: UnsafePointer<CChar>) -> Refusal? {
        guard strchr(target, Int32(UInt8(ascii: ":"))) != nil else { return nil }
        return Refusal(
            code: 4,
            reason:
                "not well-formed: the processing instruction target \"\(String(cString: target))\" has a colon, which names in a namespace-aware document may not"
        )
    }

    private static func buffer(_ name: UnsafePointer<CChar>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: UnsafeRawPointer(name).assumingMemoryBound(to: UInt8.self), count: strlen(name))
    }
}
