// Comments, CDATA sections, processing instructions and the document type declaration: passed
// through, with what XML forbids inside them mended, and closed when the input ends inside them.

extension RepairFilter {
    private static let commentOpening = Array("--".utf8)
    private static let cdataOpening = Array("[CDATA[".utf8)
    private static let doctypeOpening = Array("DOCTYPE".utf8)

    /// After "<!": collects the keyword that says what follows.
    func bang(_ scalar: UInt32) -> Bool {
        guard scalar < 0x80 else { return bangIsNothing() }
        scratch.append(UInt8(scalar))
        if scratch == Self.commentOpening {
            emit("<!--")
            runCount = 0
            state = .comment
        } else if scratch == Self.cdataOpening, !openNames.isEmpty {
            emit("<![CDATA[")
            runCount = 0
            state = .cdata
        } else if scratch == Self.doctypeOpening {
            beginDoctype()
        } else if !(Self.commentOpening.starts(with: scratch) || Self.cdataOpening.starts(with: scratch)
            || Self.doctypeOpening.starts(with: scratch))
        {
            scratch.removeLast()
            return bangIsNothing()
        }
        return true
    }

    /// "<!" followed by no known keyword: the '<' was text.
    private func bangIsNothing() -> Bool {
        state = .text
        let taken = scratch
        if openNames.isEmpty {
            repair(code: rootEnded ? 9 : 2, reason: "a '<!' outside any markup removed", merging: "outside-root")
            return false
        }
        emit("&lt;!")
        for byte in taken { _ = text(UInt32(byte)) }
        repair(code: 4, reason: "a '<!' that starts no markup written as &lt;!")
        return false
    }

    // MARK: Comments and CDATA

    func comment(_ scalar: UInt32) -> Bool {
        if scalar == 0x2D {
            runCount += 1
            return true
        }
        if scalar == Self.greaterThanSign, runCount >= 2 {
            if runCount > 2 {
                emitDashes(runCount - 2)
                repair(code: 4, reason: "a comment ending in '-' before '-->': a space added", merging: "comment")
            }
            emit("-->")
            runCount = 0
            state = .text
            writeMarker()
            return true
        }
        emitDashes(runCount)
        runCount = 0
        emit(scalar)
        return true
    }

    /// Writes `count` dashes inside a comment, with a space between two of them ("--" may not
    /// appear in a comment).
    private func emitDashes(_ count: Int) {
        guard count > 0 else { return }
        emit("-")
        guard count > 1 else { return }
        for _ in 1..<count { emit(" -") }
        repair(code: 4, reason: "'--' inside a comment: written as '- -'", merging: "comment")
    }

    func cdata(_ scalar: UInt32) -> Bool {
        if scalar == 0x5D {
            runCount += 1
            return true
        }
        if scalar == Self.greaterThanSign, runCount >= 2 {
            for _ in 0..<runCount { emit(0x5D) }
            emit(scalar)
            runCount = 0
            state = .text
            writeMarker()
            return true
        }
        for _ in 0..<runCount { emit(0x5D) }
        runCount = 0
        emit(scalar)
        return true
    }

    // MARK: Processing instructions

    func processingTarget(_ scalar: UInt32) -> Bool {
        if Self.isNameCharacter(scalar) && !(scratch.isEmpty && !Self.isNameStart(scalar)) {
            scratch.append(contentsOf: nameBytes(scalar))
            return true
        }
        guard !scratch.isEmpty else {
            startsNoMarkup(escaped: "&lt;?", written: "<?")
            return false
        }
        let target = String(decoding: scratch, as: UTF8.self)
        processingIsDeclaration = false
        droppingProcessing = false
        bogusProcessing = false
        if target.lowercased() == "xml" {
            if wroteAnything || target != "xml" {
                droppingProcessing = true
                repair(code: 17, reason: "an XML declaration not at the start of the document removed")
            } else {
                processingIsDeclaration = true
            }
        } else if scratch == RepairLog.markerTargetBytes {
            droppingProcessing = true
            repair(code: 4, reason: "a processing instruction named \(target), which Xylem reserves, removed")
        } else if !Self.isSpace(scalar), scalar != 0x3F {
            // Not an instruction: read as HTML reads "<?", up to the next '>'.
            droppingProcessing = true
            bogusProcessing = true
            repair(code: 4, reason: "'<?\(target)' that starts no processing instruction removed up to the next '>'")
        }
        if processingIsDeclaration {
            declaration.removeAll(keepingCapacity: true)
        } else if !droppingProcessing {
            emit("<?")
            emit(bytes: scratch)
        }
        runCount = 0
        state = .processingData
        return false
    }

    func processingData(_ scalar: UInt32) -> Bool {
        if scalar == 0x3F, runCount == 0 {
            runCount = 1
            return true
        }
        if scalar == Self.greaterThanSign, runCount == 1 {
            if processingIsDeclaration {
                endDeclaration()
            } else if !droppingProcessing {
                emit("?>")
            }
            droppingProcessing = false
            runCount = 0
            state = .text
            writeMarker()
            return true
        }
        if bogusProcessing, scalar == Self.greaterThanSign {
            bogusProcessing = false
            droppingProcessing = false
            runCount = 0
            state = .text
            writeMarker()
            return true
        }
        if droppingProcessing {
            if scalar == 0x0A || scalar == 0x0D { emit(scalar) }
            runCount = scalar == 0x3F ? 1 : 0
            return true
        }
        if processingIsDeclaration {
            // Held until it is whole, to be checked.
            if runCount == 1 { declaration.append(0x3F) }
            runCount = scalar == 0x3F ? 1 : 0
            if runCount == 0 { declaration.append(contentsOf: nameBytes(scalar)) }
            return true
        }
        if runCount == 1 { emit("?") }
        runCount = scalar == 0x3F ? 1 : 0
        if runCount == 0 { emit(scalar) }
        return true
    }

    /// Writes the XML declaration when it is well-formed, and removes it otherwise (the encoding
    /// was decided from the document's first bytes already).
    private func endDeclaration() {
        processingIsDeclaration = false
        if Self.isWellFormedDeclaration(declaration) {
            emit("<?xml")
            emit(bytes: declaration)
            emit("?>")
        } else {
            emit(bytes: declaration.filter { $0 == 0x0A || $0 == 0x0D })
            repair(code: 17, reason: "an XML declaration that is not well-formed removed")
        }
    }

    /// Whether the text after `<?xml` of a declaration is ` version="1.x"`, then optionally an
    /// encoding name and a standalone yes or no, in that order, each after white space.
    static func isWellFormedDeclaration(_ text: [UInt8]) -> Bool {
        var pairs: [(name: String, value: String)] = []
        var index = 0
        func skipSpace() -> Bool {
            let start = index
            while index < text.count, isSpace(UInt32(text[index])) { index += 1 }
            return index > start
        }
        while true {
            let spaced = skipSpace()
            guard index < text.count else { break }
            guard spaced else { return false }
            let nameStart = index
            while index < text.count, text[index] >= 0x61, text[index] <= 0x7A { index += 1 }
            let name = String(decoding: text[nameStart..<index], as: UTF8.self)
            _ = skipSpace()
            guard index < text.count, text[index] == 0x3D else { return false }
            index += 1
            _ = skipSpace()
            guard index < text.count, text[index] == 0x22 || text[index] == 0x27 else { return false }
            let quote = text[index]
            index += 1
            let valueStart = index
            while index < text.count, text[index] != quote { index += 1 }
            guard index < text.count else { return false }
            pairs.append((name, String(decoding: text[valueStart..<index], as: UTF8.self)))
            index += 1
        }
        var expected = ["version", "encoding", "standalone"][...]
        for (position, pair) in pairs.enumerated() {
            guard let at = expected.firstIndex(of: pair.name), position > 0 || pair.name == "version" else {
                return false
            }
            expected = expected[(at + 1)...]
            switch pair.name {
            case "version":
                guard pair.value.hasPrefix("1."), pair.value.count > 2,
                    pair.value.dropFirst(2).allSatisfy({ $0.isASCII && $0.isNumber })
                else { return false }
            case "encoding":
                guard let first = pair.value.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
                    pair.value.unicodeScalars.allSatisfy({
                        $0.isASCII
                            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                                || "._-".unicodeScalars.contains($0))
                    })
                else { return false }
            default:
                guard pair.value == "yes" || pair.value == "no" else { return false }
            }
        }
        return !pairs.isEmpty
    }

    // MARK: Document type declaration

    private func beginDoctype() {
        state = .doctype
        if rootStarted || sawDoctype {
            droppingProcessing = true
            repair(code: 2, reason: "a document type declaration out of place removed")
        } else {
            droppingProcessing = false
            sawDoctype = true
        }
        scratch = Array("<!DOCTYPE".utf8)
        quote = 0
        doctypeBracketDepth = 0
        doctypeInComment = false
    }

    /// Reads the declaration whole (its internal subset included), then writes it and remembers
    /// the general entities it declares.
    func doctype(_ scalar: UInt32) -> Bool {
        scratch.append(contentsOf: nameBytes(scalar))
        if doctypeInComment {
            if scalar == Self.greaterThanSign, scratch.suffix(3) == [0x2D, 0x2D, 0x3E] { doctypeInComment = false }
        } else if quote != 0 {
            if scalar == UInt32(quote) { quote = 0 }
        } else {
            switch scalar {
            case 0x22, 0x27: quote = UInt8(scalar)
            case 0x5B: doctypeBracketDepth += 1
            case 0x5D: doctypeBracketDepth -= 1
            case 0x2D where scratch.suffix(4) == Array("<!--".utf8): doctypeInComment = true
            case Self.greaterThanSign where doctypeBracketDepth <= 0:
                endDoctype()
            default: break
            }
        }
        if state == .doctype, scratch.count > maxDTDLength {
            // Past the limit the driver enforces: expat is given it, and refuses it.
            if !droppingProcessing { emit(bytes: scratch) }
            scratch.removeAll(keepingCapacity: true)
        }
        return true
    }

    private func endDoctype() {
        state = .text
        if droppingProcessing {
            emit(bytes: scratch.filter { $0 == 0x0A || $0 == 0x0D })
            droppingProcessing = false
        } else {
            emit(bytes: scratch)
            declaredEntities.formUnion(Self.generalEntityNames(in: scratch))
            entitiesMayBeDeclaredElsewhere = Self.readsDeclarationsElsewhere(scratch)
            if builtInHTMLEntities {
                let (publicID, systemID) = Self.externalIdentifiers(of: scratch)
                htmlEntitiesDeclared = HTMLEntities.isDeclared(byPublicID: publicID, systemID: systemID)
                // The driver reads those entities from its own table, not from the DTD.
                entitiesMayBeDeclaredElsewhere = entitiesMayBeDeclaredElsewhere && !htmlEntitiesDeclared
            }
        }
        scratch.removeAll(keepingCapacity: true)
    }

    /// The names of the general entities a document type declaration declares.
    static func generalEntityNames(in declaration: [UInt8]) -> [[UInt8]] {
        let keyword = Array("<!ENTITY".utf8)
        var names: [[UInt8]] = []
        var index = 0
        var quote: UInt8 = 0
        while index < declaration.count {
            let byte = declaration[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
                index += 1
                continue
            }
            if byte == 0x22 || byte == 0x27 {
                quote = byte
                index += 1
                continue
            }
            guard byte == 0x3C, declaration[index...].starts(with: keyword) else {
                index += 1
                continue
            }
            index += keyword.count
            while index < declaration.count, isSpace(UInt32(declaration[index])) { index += 1 }
            guard index < declaration.count, declaration[index] != 0x25 else { continue }
            let start = index
            while index < declaration.count, isNameCharacter(UInt32(declaration[index])) { index += 1 }
            if index > start { names.append(Array(declaration[start..<index])) }
        }
        return names
    }

    /// Whether a document type declaration names an external subset or refers to a parameter
    /// entity: entities may then be declared where a parser without those does not look.
    static func readsDeclarationsElsewhere(_ declaration: [UInt8]) -> Bool {
        var quote: UInt8 = 0
        var inSubset = false
        var word: [UInt8] = []
        for byte in declaration {
            if quote != 0 {
                if byte == quote { quote = 0 }
                continue
            }
            switch byte {
            case 0x22, 0x27: quote = byte
            case 0x5B: inSubset = true
            case 0x25 where inSubset: return true
            default: break
            }
            if !inSubset {
                if byte >= 0x41 && byte <= 0x5A {
                    word.append(byte)
                } else {
                    if word == Array("SYSTEM".utf8) || word == Array("PUBLIC".utf8) { return true }
                    word.removeAll(keepingCapacity: true)
                }
            }
        }
        return false
    }

    /// The public and system identifiers a document type declaration names before its internal
    /// subset.
    static func externalIdentifiers(of declaration: [UInt8]) -> (publicID: String?, systemID: String?) {
        let text = String(decoding: declaration.prefix { $0 != 0x5B }, as: UTF8.self)
        var literals: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "\"" || $0 == "'" }) {
            let quote = rest[open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: quote) else { break }
            literals.append(String(rest[afterOpen..<close]))
            rest = rest[rest.index(after: close)...]
        }
        if text.contains("PUBLIC") { return (literals.first, literals.dropFirst().first) }
        if text.contains("SYSTEM") { return (nil, literals.first) }
        return (nil, nil)
    }

    // MARK: End of input

    /// Ends the construct the input stopped in.
    func finishConstruct() {
        switch state {
        case .text, .droppingRest:
            break
        case .lessThan:
            state = .text
            if openNames.isEmpty {
                repair(code: 5, reason: "a '<' at the end of the input removed")
            } else {
                emit("&lt;")
                repair(code: 5, reason: "a '<' at the end of the input written as &lt;")
            }
        case .bang:
            _ = bangIsNothing()
        case .comment:
            emitDashes(runCount)
            emit(runCount > 0 ? " -->" : "-->")
            state = .text
            repair(code: 5, reason: "the input ends inside a comment: closed")
        case .cdata:
            for _ in 0..<runCount { emit(0x5D) }
            emit("]]>")
            state = .text
            repair(code: 5, reason: "the input ends inside a CDATA section: closed")
        case .processingTarget, .processingData:
            bogusProcessing = false
            processingIsDeclaration = false
            if state == .processingData, !droppingProcessing {
                if runCount == 1 { emit("?") }
                emit("?>")
            }
            state = .text
            repair(code: 5, reason: "the input ends inside a processing instruction: closed")
        case .doctype:
            state = .text
            scratch.removeAll()
            repair(code: 5, reason: "the input ends inside the document type declaration: removed")
        case .reference:
            state = referenceReturn
            emit("&amp;")
            emit(bytes: scratch)
            repair(code: 5, reason: "a bare '&' at the end of the input written as &amp;")
            finishTagAtEnd()
        default:
            finishTagAtEnd()
        }
    }
}
