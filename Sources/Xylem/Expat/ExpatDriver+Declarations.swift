// The declarations of a DTD and the entity references expat passes over, checked for the names
// that expat's namespace mode refuses (see NamespaceResolver+Declarations). The sinks install
// the handlers and forward here; nothing is kept.

import CExpat

extension ExpatDriver {
    /// Stops the parse with a refusal of NamespaceResolver's, as expat's namespace mode would.
    func refuse(_ refusal: NamespaceResolver.Refusal) {
        fail(.malformed(code: refusal.code, reason: refusal.reason))
    }

    /// `<!NOTATION name …>`.
    func notationDeclared(_ name: UnsafePointer<XML_Char>?) {
        guard failure == nil, let name else { return }
        if let refusal = NamespaceResolver.refusal(unqualifiedName: name, at: .notation) { refuse(refusal) }
    }

    /// `<!ELEMENT name model>`: the element type and every name in its content model. Frees the
    /// model, which expat hands over.
    func elementDeclared(_ name: UnsafePointer<XML_Char>?, _ model: UnsafeMutablePointer<XML_Content>?) {
        defer { if let model { XML_FreeContentModel(parser, model) } }
        guard failure == nil, let name else { return }
        if let refusal = NamespaceResolver.refusal(declaredName: name, at: .elementType)
            ?? model.flatMap({ Self.contentRefusal($0) })
        {
            refuse(refusal)
        }
    }

    /// The first name in a content model (in document order) that expat's namespace mode refuses.
    private static func contentRefusal(_ particle: UnsafeMutablePointer<XML_Content>) -> NamespaceResolver.Refusal? {
        if particle.pointee.type == XML_CTYPE_NAME, let name = particle.pointee.name {
            return NamespaceResolver.refusal(
                declaredName: name, at: .contentParticle, quantified: particle.pointee.quant != XML_CQUANT_NONE)
        }
        guard let children = particle.pointee.children else { return nil }
        for index in 0..<Int(particle.pointee.numchildren) {
            if let refusal = contentRefusal(children + index) { return refusal }
        }
        return nil
    }

    /// One attribute of `<!ATTLIST element attribute type default>`: both names, and the
    /// notations a `NOTATION (…)` type lists.
    func attributeDeclared(
        element: UnsafePointer<XML_Char>?, attribute: UnsafePointer<XML_Char>?, type: UnsafePointer<XML_Char>?
    ) {
        guard failure == nil, let element, let attribute else { return }
        if let refusal = NamespaceResolver.refusal(declaredName: element, at: .attributeList)
            ?? NamespaceResolver.refusal(declaredName: attribute, at: .attribute)
            ?? type.flatMap(Self.notationTypeRefusal)
        {
            refuse(refusal)
        }
    }

    /// Expat spells a notation type `NOTATION(a|b)`.
    private static func notationTypeRefusal(_ type: UnsafePointer<XML_Char>) -> NamespaceResolver.Refusal? {
        let spelled = String(cString: type)
        guard spelled.hasPrefix("NOTATION("), spelled.hasSuffix(")") else { return nil }
        for notation in spelled.dropFirst(9).dropLast().split(separator: "|") {
            let refusal = String(notation).withCString {
                NamespaceResolver.refusal(unqualifiedName: $0, at: .notation)
            }
            if let refusal { return refusal }
        }
        return nil
    }

    /// An entity reference expat passes over (its declaration is in a part of the DTD not read).
    func entitySkipped(_ name: UnsafePointer<XML_Char>?) {
        guard failure == nil, let name else { return }
        if let refusal = NamespaceResolver.refusal(entityReference: name) { refuse(refusal) }
    }
}
