// Start and end tags: names, attributes, and the stack of open elements that decides what an end
// tag closes. A start tag is written as it is read; an end tag once it is whole, when it is known
// whether it closes the innermost element, an ancestor (the elements inside are closed first), or
// nothing (it is removed).

extension RepairFilter {
    // MARK: Start tags

    func startTagBegins(with scalar: UInt32) {
        if rootEnded {
            // A second root element: XML allows one, so the rest of the document is dropped.
            state = .droppingRest
            repair(code: 9, reason: "content after the root element ignored")
            writeMarker()
            return
        }
        if !rootStarted {
            rootStarted = true
            writePrologMarker()
        }
        name.removeAll(keepingCapacity: true)
        if scalar < 0x80 { name.append(UInt8(scalar)) } else { name.append(contentsOf: nameBytes(scalar)) }
        attributeNames.removeAll()
        tagHadGarbage = false
        // An attribute must follow white space, which the name may lack when garbage follows it.
        needsSpace = true
        emit("<")
        emit(scalar)
        state = .startName
    }

    func startName(_ scalar: UInt32) -> Bool {
        if Self.isNameCharacter(scalar) {
            name.append(contentsOf: nameBytes(scalar))
            emit(scalar)
            return true
        }
        state = .inTag
        return false
    }

    func inTag(_ scalar: UInt32) -> Bool {
        switch scalar {
        case _ where Self.isSpace(scalar):
            needsSpace = false
            emit(scalar)
        case Self.greaterThanSign:
            finishStartTag(empty: false)
        case 0x2F:
            state = .tagSlash
        case Self.lessThanSign:
            unclosedStartTag()
            return false
        case _ where Self.isNameStart(scalar):
            if needsSpace {
                emit(" ")
                if !tagHadGarbage {
                    repair(code: 4, reason: "no white space between two attributes of <\(shownName)>: a space added")
                }
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: nameBytes(scalar))
            spaceAfterName.removeAll(keepingCapacity: true)
            state = .attributeName
        default:
            garbageInTag(scalar)
        }
        return true
    }

    var shownName: String { String(decoding: name, as: UTF8.self) }

    private func garbageInTag(_ scalar: UInt32) {
        if !tagHadGarbage {
            tagHadGarbage = true
            repair(code: 4, reason: "characters that are not attributes removed from <\(shownName)>")
        }
        if scalar == 0x0A || scalar == 0x0D { emit(scalar) }
    }

    /// A '<' inside a start tag: the tag was never closed.
    private func unclosedStartTag() {
        repair(code: 4, reason: "start tag <\(shownName)> not closed: '>' added")
        finishStartTag(empty: false)
    }

    func attributeName(_ scalar: UInt32) -> Bool {
        if Self.isNameCharacter(scalar) {
            scratch.append(contentsOf: nameBytes(scalar))
            return true
        }
        let attribute = scratch
        if attributeSeen(attribute) {
            skippingAttribute = true
            repair(
                code: 8,
                reason: "duplicate attribute \(String(decoding: attribute, as: UTF8.self)) of <\(shownName)>: "
                    + "the later one removed")
        } else {
            emit(bytes: attribute)
        }
        state = .afterAttributeName
        return false
    }

    /// Whether the tag has the attribute already; remembers it otherwise.
    private func attributeSeen(_ attribute: [UInt8]) -> Bool {
        if attributeNames.contains(attribute) { return true }
        attributeNames.push(attribute)
        return false
    }

    func afterAttributeName(_ scalar: UInt32) -> Bool {
        if Self.isSpace(scalar) {
            // Held until it is known whether a value follows.
            spaceAfterName.append(UInt8(scalar))
            return true
        }
        if scalar == 0x3D {
            emit(bytes: spaceAfterName)
            spaceAfterName.removeAll(keepingCapacity: true)
            emit(scalar)
            state = .beforeValue
            return true
        }
        // An attribute without a value, as HTML writes booleans: it gets its own name.
        let attribute = String(decoding: scratch, as: UTF8.self)
        emit("=\"")
        emit(bytes: scratch)
        emit("\"")
        if !skippingAttribute {
            repair(code: 4, reason: "attribute \(attribute) of <\(shownName)> has no value: its name used as its value")
        }
        endAttribute()
        if !spaceAfterName.isEmpty {
            emit(bytes: spaceAfterName)
            spaceAfterName.removeAll(keepingCapacity: true)
            needsSpace = false
        }
        return false
    }

    func beforeValue(_ scalar: UInt32) -> Bool {
        switch scalar {
        case _ where Self.isSpace(scalar):
            emit(scalar)
        case 0x22, 0x27:
            quote = UInt8(scalar)
            emit(scalar)
            state = .quotedValue
        case Self.greaterThanSign, Self.lessThanSign:
            emit("\"\"")
            if !skippingAttribute { repair(code: 4, reason: "an attribute of <\(shownName)> has no value: empty") }
            endAttribute()
            return false
        default:
            emit("\"")
            if !skippingAttribute {
                repair(code: 4, reason: "an attribute value of <\(shownName)> without quotes: quoted")
            }
            state = .unquotedValue
            return false
        }
        return true
    }

    func quotedValue(_ scalar: UInt32) -> Bool {
        switch scalar {
        case UInt32(quote):
            emit(scalar)
            endAttribute()
        case Self.lessThanSign:
            emit("&lt;")
            if !skippingAttribute {
                repair(code: 4, reason: "a '<' in an attribute value of <\(shownName)> written as &lt;", merging: "lt")
            }
        case Self.ampersand:
            beginReference(returningTo: .quotedValue)
        default:
            emit(scalar)
        }
        return true
    }

    func unquotedValue(_ scalar: UInt32) -> Bool {
        if slashInValue {
            // "/>" ends the tag; a '/' before anything else belongs to the value.
            slashInValue = false
            if scalar == Self.greaterThanSign {
                emit("\"")
                endAttribute()
                state = .tagSlash
                return false
            }
            emit(0x2F)
        }
        switch scalar {
        case 0x2F:
            slashInValue = true
        case _ where Self.isSpace(scalar), Self.greaterThanSign:
            emit("\"")
            endAttribute()
            return false
        case 0x22: emit("&quot;")
        case Self.lessThanSign: emit("&lt;")
        case Self.ampersand: beginReference(returningTo: .unquotedValue)
        default: emit(scalar)
        }
        return true
    }

    private func beginReference(returningTo state: State) {
        markHere()
        scratch.removeAll(keepingCapacity: true)
        referenceReturn = state
        self.state = .reference
    }

    private func endAttribute() {
        skippingAttribute = false
        needsSpace = true
        state = .inTag
    }

    func tagSlash(_ scalar: UInt32) -> Bool {
        if scalar == Self.greaterThanSign {
            finishStartTag(empty: true)
            return true
        }
        garbageInTag(0x2F)
        state = .inTag
        return false
    }

    /// Closes the start tag being written, opening its element unless it is empty.
    func finishStartTag(empty: Bool) {
        emit(empty ? "/>" : ">")
        state = .text
        runCount = 0
        if empty {
            if openNames.isEmpty { rootEnded = true }
        } else {
            openNames.push(name)
        }
        writeMarker()
    }

    // MARK: End tags

    func endName(_ scalar: UInt32) -> Bool {
        if Self.isNameCharacter(scalar) && !(name.isEmpty && !Self.isNameStart(scalar)) {
            name.append(contentsOf: nameBytes(scalar))
            return true
        }
        state = .afterEndName
        return false
    }

    func afterEndName(_ scalar: UInt32) -> Bool {
        switch scalar {
        case Self.greaterThanSign:
            finishEndTag()
        case Self.lessThanSign:
            repair(code: 4, reason: "end tag </\(shownName)> not closed: '>' added")
            finishEndTag()
            return false
        case _ where Self.isSpace(scalar):
            scratch.append(UInt8(scalar))
        default:
            tagHadGarbage = true
        }
        return true
    }

    /// Writes the end tag just read, closing what it closes.
    private func finishEndTag() {
        state = .text
        runCount = 0
        if !tagHadGarbage, openNames.innermostIs(name) {
            // The end tag of the innermost element, as well-formed documents have it.
            emit("</")
            emit(bytes: name)
            if !scratch.isEmpty { emit(bytes: scratch) }
            emit(">")
            openNames.pop()
            if openNames.isEmpty { rootEnded = true }
            return
        }
        let space = scratch
        let written = shownName
        guard !name.isEmpty, openNames.contains(name) else {
            emit(bytes: space.filter { $0 == 0x0A || $0 == 0x0D })
            let what = name.isEmpty ? "an end tag without a name" : "stray end tag </\(written)>"
            if openNames.isEmpty {
                return repair(code: 9, reason: "\(what) after the root element removed", merging: "outside-root")
            }
            return repair(code: 7, reason: "\(what) removed: no such element is open")
        }
        if tagHadGarbage { repair(code: 7, reason: "characters after the name in end tag </\(written)> removed") }
        let unclosed = openNames.levels(inside: name)
        if unclosed > 0 {
            let innermost = String(decoding: openNames.innermost ?? [], as: UTF8.self)
            let more = unclosed > 1 ? " and \(unclosed - 1) more" : ""
            repair(code: 7, reason: "<\(innermost)>\(more) not closed: closed by </\(written)>")
            for _ in 0..<unclosed { closeInnermost() }
        }
        emit("</")
        emit(bytes: name)
        emit(bytes: space)
        emit(">")
        popInnermost()
    }

    /// Writes the end tag of the innermost open element and forgets it.
    private func closeInnermost() {
        emit("</")
        emit(bytes: Array(openNames.innermost ?? []))
        emit(">")
        openNames.pop()
        if openNames.isEmpty { rootEnded = true }
    }

    private func popInnermost() {
        openNames.pop()
        if openNames.isEmpty { rootEnded = true }
    }

    // MARK: End of input inside a tag

    /// Ends a start or end tag the input stopped in.
    func finishTagAtEnd() {
        switch state {
        case .startName, .inTag, .tagSlash, .attributeName, .afterAttributeName, .beforeValue, .quotedValue,
            .unquotedValue:
            if state == .quotedValue { emit(Unicode.Scalar(quote).value) }
            if state == .unquotedValue {
                if slashInValue { emit(0x2F) }
                emit("\"")
            }
            slashInValue = false
            if state == .afterAttributeName { emit("=\"\"") }
            spaceAfterName.removeAll(keepingCapacity: true)
            if state == .beforeValue { emit("\"\"") }
            skippingAttribute = false
            repair(code: 5, reason: "the input ends inside start tag <\(shownName)>: closed")
            finishStartTag(empty: false)
        case .endName, .afterEndName:
            state = .text
            repair(code: 5, reason: "the input ends inside an end tag: removed")
        default:
            break
        }
    }
}
