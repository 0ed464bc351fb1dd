// Text and references: what stands between tags, inside or outside the root element.

extension RepairFilter {
    static let lessThanSign: UInt32 = 0x3C
    static let ampersand: UInt32 = 0x26
    static let greaterThanSign: UInt32 = 0x3E

    static func isSpace(_ scalar: UInt32) -> Bool {
        scalar == 0x20 || scalar == 0x0A || scalar == 0x09 || scalar == 0x0D
    }

    /// Whether a name may start with the character (letters, '_', ':', and any non-ASCII one).
    static func isNameStart(_ scalar: UInt32) -> Bool {
        (scalar >= 0x61 && scalar <= 0x7A) || (scalar >= 0x41 && scalar <= 0x5A) || scalar == 0x5F || scalar == 0x3A
            || scalar >= 0x80
    }

    /// Whether the character may stand inside a name.
    static func isNameCharacter(_ scalar: UInt32) -> Bool {
        isNameStart(scalar) || (scalar >= 0x30 && scalar <= 0x39) || scalar == 0x2D || scalar == 0x2E
    }

    /// The bytes of a name character as the document has them.
    func nameBytes(_ scalar: UInt32) -> [UInt8] {
        if scalar < 0x80 || form == .singleByte { return [UInt8(truncatingIfNeeded: scalar)] }
        return Array(String(Character(Unicode.Scalar(scalar) ?? "?")).utf8)
    }

    func text(_ scalar: UInt32) -> Bool {
        switch scalar {
        case Self.lessThanSign:
            markHere()
            runCount = 0
            state = .lessThan
        case Self.ampersand where !openNames.isEmpty:
            markHere()
            scratch.removeAll(keepingCapacity: true)
            referenceReturn = .text
            state = .reference
        case _ where openNames.isEmpty:
            outsideRoot(scalar)
        case 0x5D:
            runCount += 1
            emit(scalar)
        case Self.greaterThanSign where runCount >= 2:
            // "]]>" may not appear in text.
            markHere()
            emit("&gt;")
            runCount = 0
            repair(code: 4, reason: "']]>' in text: its '>' written as &gt;")
        default:
            runCount = 0
            emit(scalar)
        }
        return true
    }

    /// Text before or after the root element, where only white space may stand.
    private func outsideRoot(_ scalar: UInt32) {
        if Self.isSpace(scalar) { return emit(scalar) }
        if scalar == 0xFEFF, unitOffset == 0 {
            // A byte order mark, which the XML declaration may follow.
            emit(scalar)
            wroteAnything = false
            return
        }
        markHere()
        let place = rootEnded ? "after" : "before"
        repair(
            code: rootEnded ? 9 : 2, reason: "text \(place) the root element removed", merging: "outside-root")
    }

    func lessThan(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x2F:
            name.removeAll(keepingCapacity: true)
            scratch.removeAll(keepingCapacity: true)
            tagHadGarbage = false
            state = .endName
        case 0x21:
            scratch.removeAll(keepingCapacity: true)
            state = .bang
        case 0x3F:
            scratch.removeAll(keepingCapacity: true)
            state = .processingTarget
        case _ where Self.isNameStart(scalar):
            startTagBegins(with: scalar)
        default:
            startsNoMarkup(escaped: "&lt;", written: "<")
            return false
        }
        return true
    }

    /// A '<' (or '<?') that starts no markup: text, escaped, inside the root element; removed
    /// outside it, where text may not stand.
    func startsNoMarkup(escaped: StaticString, written: String) {
        state = .text
        if openNames.isEmpty {
            repair(
                code: rootEnded ? 9 : 2, reason: "a '\(written)' outside any markup removed", merging: "outside-root")
        } else {
            emit(escaped)
            repair(code: 4, reason: "a '\(written)' that starts no markup written as \(escaped)")
        }
    }

    // MARK: References

    /// Collects a reference after '&' in text or an attribute value, and writes it, mended.
    func reference(_ scalar: UInt32) -> Bool {
        if scalar == 0x3B {
            state = referenceReturn
            resolveReference()
            return true
        }
        let isNumeric = scratch.first == 0x23
        let fits: Bool
        if scratch.isEmpty {
            fits = scalar == 0x23 || Self.isNameStart(scalar)
        } else if isNumeric {
            fits = (scalar >= 0x30 && scalar <= 0x39) || (scalar < 0x80 && isHexReferenceCharacter(scalar))
        } else {
            fits = Self.isNameCharacter(scalar)
        }
        if fits && scratch.count < 64 {
            scratch.append(contentsOf: nameBytes(scalar))
            return true
        }
        // A bare '&': written as &amp;, then what followed it is read again.
        state = referenceReturn
        emit("&amp;")
        emit(bytes: scratch)
        repair(code: 4, reason: "a bare '&' written as &amp;")
        return false
    }

    /// Writes the reference collected in `scratch` with its `;`: as written, or with its `&`
    /// escaped, so that it reads as text.
    private func emitCollectedReference(escaped: Bool) {
        if escaped { emit("&amp;") } else { emit("&") }
        emit(bytes: scratch)
        emit(";")
    }

    private func isHexReferenceCharacter(_ scalar: UInt32) -> Bool {
        if scratch.count == 1 { return scalar == 0x78 }
        guard scratch.count >= 2, scratch[1] == 0x78 else { return false }
        return (scalar >= 0x61 && scalar <= 0x66) || (scalar >= 0x41 && scalar <= 0x46)
    }

    private static let predefinedEntities: [[UInt8]] = ["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) }

    private func resolveReference() {
        if scratch.first == 0x23 {
            return resolveCharacterReference(String(decoding: scratch, as: UTF8.self))
        }
        // XML's own five are the most common by far: compared as bytes, before anything else.
        if Self.predefinedEntities.contains(scratch) {
            return emitCollectedReference(escaped: false)
        }
        let written = String(decoding: scratch, as: UTF8.self)
        // With an external subset or parameter entities, a name the internal subset does not
        // declare is not an error (expat skips it): it is left as it is.
        if declaredEntities.contains(scratch) || (htmlEntitiesDeclared && HTMLEntities.names.contains(written))
            || entitiesMayBeDeclaredElsewhere
        {
            return emitCollectedReference(escaped: false)
        }
        if written.isEmpty {
            emit("&amp;;")
            return repair(code: 4, reason: "a bare '&' written as &amp;")
        }
        if let scalars = HTMLNamedReferences.scalars(named: written) {
            for scalar in scalars where !Self.isForbidden(scalar) { emitReference(scalar) }
            let shown = scalars.map { Self.shown($0) }.joined(separator: " ")
            return repair(code: 11, reason: "undefined entity &\(written); read as HTML's \(shown)")
        }
        emitCollectedReference(escaped: true)
        repair(code: 11, reason: "undefined entity &\(written); kept as text")
    }

    private func resolveCharacterReference(_ written: String) {
        let hex = written.hasPrefix("#x")
        let digits = written.dropFirst(hex ? 2 : 1)
        if let value = UInt32(digits, radix: hex ? 16 : 10), value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value),
            !Self.isForbidden(value), value != 0
        {
            return emitCollectedReference(escaped: false)
        }
        if digits.isEmpty {
            emitCollectedReference(escaped: true)
            return repair(code: 4, reason: "a bare '&' written as &amp;")
        }
        repair(code: 14, reason: "reference &\(written); to a character XML does not allow removed")
    }
}

extension HTMLEntities {
    /// The names of the HTML 4 entities the DTDs of ``table`` declare.
    static let names: Set<String> = Set(table.map { "\($0.name)" })
}
