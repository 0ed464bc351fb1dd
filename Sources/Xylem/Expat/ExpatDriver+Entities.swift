// Everything expat asks about beyond the document's elements: encodings it does not know
// (answered with a single-byte table from iconv), external entities (loaded only through the
// caller's resolver, or, for the DTDs that declare HTML's entities, made from a built-in table),
// and the document type declaration (its length and its entity chains are bounded before
// anything is expanded).

import CExpat

/// Expat's unknown-encoding handler; `data` is the driver.
let expatUnknownEncodingHandler: XML_UnknownEncodingHandler = { data, name, info in
    guard let data, let name, let info else { return 0 }
    let driver = Unmanaged<ExpatDriver>.fromOpaque(data).takeUnretainedValue()
    return driver.describeEncoding(String(cString: name), into: info) ? 1 : 0
}

/// Expat's external entity handler; the handler argument is the driver.
let expatExternalEntityHandler: XML_ExternalEntityRefHandler = { argument, context, _, systemID, publicID in
    guard let argument else { return Int32(XML_STATUS_ERROR.rawValue) }
    let driver = Unmanaged<ExpatDriver>.fromOpaque(UnsafeRawPointer(argument)).takeUnretainedValue()
    return driver.loadExternalEntity(context: context, systemID: systemID, publicID: publicID)
        ? Int32(XML_STATUS_OK.rawValue) : Int32(XML_STATUS_ERROR.rawValue)
}

extension ExpatDriver {
    // MARK: Encodings

    /// Fills expat's table for a single-byte encoding; false for any other kind of name, which
    /// expat then reports as an unknown encoding.
    func describeEncoding(_ name: String, into info: UnsafeMutablePointer<XML_Encoding>) -> Bool {
        askedEncoding = name
        guard case .singleByte(var table) = EncodingCatalog.support(for: name) else { return false }
        if settings.encodingLabels == .whatwg, WHATWGEncodingLabels.isSingleByte(name) {
            table = table.fillingC1Controls()
        }
        if entityParsers.isEmpty {
            singleByteTable = table
            textFamily = .singleByte
        }
        withUnsafeMutableBytes(of: &info.pointee.map) { raw in
            let map = raw.bindMemory(to: Int32.self)
            for index in 0..<256 { map[index] = table.scalars[index] }
        }
        info.pointee.data = nil
        info.pointee.convert = nil
        info.pointee.release = nil
        return true
    }

    // MARK: The document type declaration

    /// `<!DOCTYPE` was read: its length is watched from here.
    func doctypeStarted(name: UnsafePointer<XML_Char>?) {
        doctypeStart = max(0, Int(XML_GetCurrentByteIndex(parser)))
        // Expat runs without namespace processing (see NamespaceResolver), which checked this.
        if let name, let refusal = NamespaceResolver.refusal(declaredName: name, at: .doctype) {
            fail(.malformed(code: refusal.code, reason: refusal.reason))
        }
    }

    /// The document type declaration ended.
    func doctypeEnded() {
        if let start = doctypeStart, Int(XML_GetCurrentByteIndex(parser)) - start > settings.maxDTDLength {
            fail(.limit(.dtdLength(settings.maxDTDLength)))
        }
        doctypeStart = nil
    }

    /// An entity was declared: refuse it if its name or its notation's has a colon (see
    /// NamespaceResolver+Declarations) or if it makes a chain of references too deep.
    func entityDeclared(
        _ name: UnsafePointer<XML_Char>?, isParameter: Bool, value: UnsafePointer<XML_Char>?, length: Int32,
        notation: UnsafePointer<XML_Char>?
    ) {
        guard failure == nil, let name else { return }
        if let refusal = NamespaceResolver.refusal(unqualifiedName: name, at: .entity)
            ?? notation.flatMap({ NamespaceResolver.refusal(unqualifiedName: $0, at: .notation) })
        {
            refuse(refusal)
            return
        }
        let text = value.map {
            UnsafeBufferPointer(
                start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: Int(max(0, length)))
        }
        if !entityGuard.declare(name: String(cString: name), isParameter: isParameter, value: text) {
            fail(.limit(.entityNesting(settings.maxEntityNesting)))
        }
    }

    // MARK: External entities

    /// Parses the built-in HTML entity declarations in place of a DTD that declares them (see
    /// HTMLEntities) when the read asks for it, or asks the resolver for an external entity and
    /// parses what it returns in place of the reference. Returns false to make expat stop with
    /// an error.
    func loadExternalEntity(
        context: UnsafePointer<XML_Char>?, systemID: UnsafePointer<XML_Char>?, publicID: UnsafePointer<XML_Char>?
    ) -> Bool {
        guard failure == nil else { return false }
        // A context is given for general entities; a DTD subset or parameter entity has none.
        if settings.builtInHTMLEntities, context == nil,
            HTMLEntities.isDeclared(
                byPublicID: publicID.map { String(cString: $0) }, systemID: systemID.map { String(cString: $0) })
        {
            return parseEntity(HTMLEntities.declarations, encoding: "UTF-8", context: nil, systemID: "HTML entities")
        }
        guard let resolver = settings.resolver, let systemID else { return true }
        guard entityParsers.count < settings.maxEntityNesting else {
            return fail(.limit(.entityNesting(settings.maxEntityNesting)))
        }
        let entity = XMLExternalEntity(
            systemID: String(cString: systemID), publicID: publicID.map { String(cString: $0) })
        let data: Data?
        do {
            data = try resolver(entity)
        } catch {
            return fail(.userCode("the external entity resolver (for \"\(entity.systemID)\")"), underlying: error)
        }
        guard let data else { return true }
        guard let (bytes, encoding) = prepareEntity(Array(data), systemID: entity.systemID) else { return false }
        return parseEntity(bytes, encoding: encoding, context: context, systemID: entity.systemID)
    }

    /// Parses an external entity's bytes with a parser of its own, in place of the reference.
    private func parseEntity(
        _ bytes: [UInt8], encoding: String?, context: UnsafePointer<XML_Char>?, systemID: String
    ) -> Bool {
        guard entityParsers.count < settings.maxEntityNesting else {
            return fail(.limit(.entityNesting(settings.maxEntityNesting)))
        }
        guard let child = XML_ExternalEntityParserCreate(entityParsers.last ?? parser, context, encoding) else {
            return fail(.io("expat could not allocate a parser for the external entity \"\(systemID)\""))
        }
        if let entityTextHandler { XML_SetCharacterDataHandler(child, entityTextHandler) }
        entityParsers.append(child)
        defer {
            entityParsers.removeLast()
            XML_ParserFree(child)
            entityParserFreed?()
        }
        var start = 0
        repeat {
            let end = min(bytes.count, start + Self.checkpointInterval)
            let status = bytes.withUnsafeBytes { buffer in
                XML_Parse(
                    child, buffer.baseAddress.map { $0.assumingMemoryBound(to: CChar.self) + start },
                    Int32(end - start), end == bytes.count ? 1 : 0)
            }
            guard status != XML_STATUS_ERROR else { return failInEntity(child, systemID: systemID) }
            start = end
        } while start < bytes.count
        return true
    }

    /// The entity's bytes as expat should get them: transcoded to UTF-8 when its encoding needs
    /// it (then with "UTF-8" to give the entity's parser), or as they are.
    private func prepareEntity(_ bytes: [UInt8], systemID: String) -> ([UInt8], String?)? {
        let decision =
            bytes.withUnsafeBytes { EncodingSniffer.decide($0, isFinal: true, labels: settings.encodingLabels) }
            ?? .expat(.utf8)
        switch decision {
        case .expat:
            return (bytes, nil)
        case .utf8:
            return (bytes, "UTF-8")
        case .named(let name):
            return (bytes, name)
        case .unsupported(let name):
            fail(.unsupportedEncoding(name))
            return nil
        case .transcode(let source, let skip):
            guard let transcoder = Transcoder(source: source, skip: skip) else {
                fail(.unsupportedEncoding(source))
                return nil
            }
            bytes.withUnsafeBytes { transcoder.convert($0, isFinal: true) }
            if let invalid = transcoder.invalid {
                let reason = Self.invalidSequenceReason(invalid, in: source)
                fail(
                    .malformed(
                        code: Int(XML_ERROR_EXTERNAL_ENTITY_HANDLING.rawValue),
                        reason: "in the external entity \"\(systemID)\": \(reason)"))
                return nil
            }
            return (transcoder.output, "UTF-8")
        }
    }

    /// Records why an external entity could not be parsed, unless a handler already said why.
    private func failInEntity(_ child: XML_Parser, systemID: String) -> Bool {
        guard failure == nil else { return false }
        let code = XML_GetErrorCode(child)
        // Aborted: a handler stopped it and the engine holds the reason.
        guard code != XML_ERROR_ABORTED else { return false }
        let reason = XML_ErrorString(code).map { String(cString: $0) } ?? "unknown error"
        let place = "line \(XML_GetCurrentLineNumber(child)), column \(XML_GetCurrentColumnNumber(child) + 1)"
        return fail(
            .malformed(
                code: Int(XML_ERROR_EXTERNAL_ENTITY_HANDLING.rawValue),
                reason: "the external entity \"\(systemID)\" is not well-formed at \(place): \(reason)"))
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
