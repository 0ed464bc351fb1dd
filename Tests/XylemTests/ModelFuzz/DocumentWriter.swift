// Spells a generated element tree as bytes, with a random choice wherever XML allows one:
// prefixes (the default namespace, a prefix declared here or inherited, another prefix for the
// same URI, a prefix rebound inside), escapes and character references, CDATA, CRLF line ends,
// whitespace inside tags, quotes, a prolog with a DTD entity. It notes where every start and end
// tag is, which the reference uses to place errors, and may corrupt the result at one point.
//
// Attributes are written in order of qualified name and declarations in order of prefix: the
// reference parser reports both unordered (see ReferenceDocument).

import Foundation

/// A written document.
struct FuzzDocument {
    /// The bytes read by the engine (corrupted, when `corruption` is set).
    var bytes: [UInt8]
    /// The document before corruption, which the reference reads.
    var original: [UInt8]
    /// Per element, in document order: where its start tag begins, and where its end tag begins
    /// (just after the tag, for an empty-element tag).
    var starts: [Int]
    var ends: [Int]
    /// Per element, where the tag that ends it begins: its end tag, or for an empty-element tag
    /// the tag itself. An end is read before a fault at a later offset.
    var endTagStarts: [Int]
    var corruption: Corruption?

    /// A fault written into the document at `offset`.
    struct Corruption: CustomStringConvertible {
        var offset: Int
        var what: String
        var description: String { "\(what) at byte \(offset)" }
    }

    /// ShapeLine and column (1-based, in characters; CRLF and CR end lines like LF) of byte `offset`.
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        let scalars = String(decoding: original[..<min(offset, original.count)], as: UTF8.self).unicodeScalars
        var previousWasCR = false
        for scalar in scalars {
            switch scalar {
            case "\n":
                if !previousWasCR {
                    line += 1
                }
                column = 1
                previousWasCR = false
            case "\r":
                line += 1
                column = 1
                previousWasCR = true
            default:
                column += 1
                previousWasCR = false
            }
        }
        return (line, column)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

struct DocumentWriter {
    var random: FuzzRandom
    private var output: [UInt8] = []
    private var starts: [Int] = []
    private var ends: [Int] = []
    private var endTagStarts: [Int] = []
    /// Offsets inside the root element where a corruption may go (between tokens).
    private var boundaries: [Int] = []
    private var rootEnd = 0
    /// Whether the DTD declares the entity `fz` ("fuzz").
    private var declaresEntity = false

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    init(random: FuzzRandom) {
        self.random = random
    }

    /// Writes the document; corrupts it with probability `corruptionRate`.
    mutating func write(_ root: GenElement, corruptionRate: Double) -> FuzzDocument {
        writeProlog(rootName: root.name.local)
        element(root, scope: [])
        rootEnd = output.count
        miscellany()
        var document = FuzzDocument(
            bytes: output, original: output, starts: starts, ends: ends, endTagStarts: endTagStarts)
        if random.chance(corruptionRate), !boundaries.isEmpty {
            corrupt(&document)
        }
        return document
    }

    // MARK: Prolog

    private mutating func writeProlog(rootName: String) {
        if random.chance(0.05) { output += [0xEF, 0xBB, 0xBF] }
        if random.chance(0.5) {
            append(
                random.pick([
                    #"<?xml version="1.0"?>"#, #"<?xml version="1.0" encoding="UTF-8"?>"#,
                    "<?xml version='1.0' standalone='yes'?>",
                ]))
        }
        miscellany()
        if random.chance(0.2) {
            declaresEntity = true
            append("<!DOCTYPE \(rootName) [\n  <!ENTITY fz \"fuzz\">\n]>")
            miscellany()
        }
    }

    /// Whitespace, comments and processing instructions outside the root element.
    private mutating func miscellany() {
        for _ in 0..<random.int(0...2) {
            switch random.int(0...2) {
            case 0: append(random.pick(["\n", " ", "\r\n", "\n\n"]))
            case 1: append("<!-- \(random.pick(["a", "note", "\u{E9}"])) -->")
            default: append("<?fz data?>")
            }
        }
    }

    // MARK: Elements

    private typealias Scope = [(prefix: String, uri: String)]

    private func uri(of prefix: String, in scope: Scope) -> String? {
        scope.last { $0.prefix == prefix }?.uri
    }

    private mutating func element(_ element: GenElement, scope outer: Scope) {
        let ordinal = starts.count
        starts.append(output.count)
        ends.append(-1)
        endTagStarts.append(-1)
        var scope = outer
        var declarations: Scope = []
        var usedOnTag: Set<String> = []
        func declare(_ prefix: String, _ uri: String) {
            declarations.append((prefix, uri))
            scope.append((prefix, uri))
        }

        // The element's own prefix.
        let elementPrefix: String
        if element.name.uri.isEmpty {
            if (uri(of: "", in: scope) ?? "") != "" { declare("", "") }
            elementPrefix = ""
        } else {
            let bound = boundPrefixes(for: element.name.uri, in: scope)
            if bound.contains(""), random.chance(0.6) {
                elementPrefix = ""
            } else if let existing = bound.filter({ !$0.isEmpty }).randomElement(using: &random), random.chance(0.6) {
                elementPrefix = existing
            } else if random.chance(0.4) {
                declare("", element.name.uri)
                elementPrefix = ""
            } else {
                let prefix = random.pick(FuzzVocabulary.documentPrefixes)
                declare(prefix, element.name.uri)
                elementPrefix = prefix
            }
        }
        usedOnTag.insert(elementPrefix)

        // Attribute prefixes: bound already, or declared here with a prefix this tag does not use.
        var written: [(name: String, value: String)] = []
        for attribute in element.attributes {
            let qualified: String
            if attribute.name.uri.isEmpty {
                qualified = attribute.name.local
            } else if attribute.name.uri == Self.xmlNamespace {
                qualified = "xml:" + attribute.name.local
            } else if let existing = boundPrefixes(for: attribute.name.uri, in: scope).filter({ !$0.isEmpty })
                .randomElement(using: &random), random.chance(0.7)
            {
                qualified = "\(existing):\(attribute.name.local)"
                usedOnTag.insert(existing)
            } else {
                let free = FuzzVocabulary.documentPrefixes.filter { prefix in
                    !usedOnTag.contains(prefix) && !declarations.contains { $0.prefix == prefix }
                }
                guard let prefix = free.randomElement(using: &random) else { continue }
                declare(prefix, attribute.name.uri)
                usedOnTag.insert(prefix)
                qualified = "\(prefix):\(attribute.name.local)"
            }
            // Two spellings of the same qualified name would be a duplicate attribute.
            if written.contains(where: { $0.name == qualified }) { continue }
            written.append((qualified, attribute.value))
        }
        // Now and then a declaration nothing on the tag uses.
        if random.chance(0.1) {
            let free = FuzzVocabulary.documentPrefixes.filter { prefix in
                !usedOnTag.contains(prefix) && !declarations.contains { $0.prefix == prefix }
            }
            if let prefix = free.randomElement(using: &random) { declare(prefix, random.pick(FuzzVocabulary.uris)) }
        }

        let qualifiedName = elementPrefix.isEmpty ? element.name.local : "\(elementPrefix):\(element.name.local)"
        append("<" + qualifiedName)
        var pieces: [String] = declarations.sorted { $0.prefix < $1.prefix }.map { declaration in
            // No entity references in namespace URIs: libxml2, the reference's parser, refuses them.
            (declaration.prefix.isEmpty ? "xmlns" : "xmlns:\(declaration.prefix)") + "="
                + quoted(declaration.uri, entities: false)
        }
        let attributePieces = written.sorted { $0.name < $1.name }.map {
            $0.name + random.pick(["=", " = "]) + quoted($0.value)
        }
        // Declarations and attributes interleaved, each kept in its order.
        var index = 0
        for piece in attributePieces {
            index = random.int(index...pieces.count)
            pieces.insert(piece, at: index)
            index += 1
        }
        for piece in pieces {
            append(random.pick([" ", " ", "\n  ", "\t"]) + piece)
        }
        if random.chance(0.1) { append(random.pick([" ", "\n"])) }

        if element.content.isEmpty, random.chance(0.7) {
            append("/>")
            ends[ordinal] = output.count
            endTagStarts[ordinal] = starts[ordinal]
            return
        }
        append(">")
        for item in element.content {
            boundaries.append(output.count)
            switch item {
            case .element(let child): self.element(child, scope: scope)
            case .text(let text): writeText(text)
            case .comment(let text): append("<!--\(text)-->")
            case .instruction(let target, let data):
                // Never without data: Foundation's XMLParser on Linux crashes on `<?target?>`.
                append("<?\(target) d\(data)?>")
            }
        }
        boundaries.append(output.count)
        ends[ordinal] = output.count
        endTagStarts[ordinal] = output.count
        append("</" + qualifiedName + random.pick(["", "", " ", "\n"]) + ">")
    }

    /// The prefixes (`""` for the default namespace) that mean `uri` in `scope`.
    private func boundPrefixes(for uri: String, in scope: Scope) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for binding in scope.reversed() where seen.insert(binding.prefix).inserted {
            if binding.uri == uri { result.append(binding.prefix) }
        }
        return result.sorted()
    }

    // MARK: Text

    private mutating func quoted(_ value: String, entities: Bool = true) -> String {
        let quote: Character = random.chance(0.7) ? "\"" : "'"
        var result = String(quote)
        for character in value {
            switch character {
            case "<": result += "&lt;"
            case "&": result += random.chance(0.8) ? "&amp;" : "&#38;"
            case quote: result += quote == "\"" ? "&quot;" : "&apos;"
            case "\t": result += "&#9;"
            case "\n": result += "&#10;"
            case "\r": result += "&#13;"
            case "\r\n": result += "&#13;&#10;"
            default: result.append(character)
            }
        }
        result.append(quote)
        if entities, declaresEntity, random.chance(0.5) {
            result = result.replacingOccurrences(of: "fuzz", with: "&fz;")
        }
        return result
    }

    /// Writes character data: escaped piece by piece, or as CDATA where it can be.
    private mutating func writeText(_ text: String) {
        var characters = Array(text)
        while !characters.isEmpty {
            let length = random.int(1...max(1, characters.count))
            let piece = String(characters[..<length])
            characters.removeFirst(length)
            if random.chance(0.15), !piece.contains("]]>"), !piece.unicodeScalars.contains("\r") {
                append("<![CDATA[" + piece + "]]>")
            } else {
                writeEscaped(piece)
            }
        }
    }

    private mutating func writeEscaped(_ text: String) {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += random.pick(["&lt;", "&#60;", "&#x3c;"])
            case "&": result += random.pick(["&amp;", "&#38;"])
            case ">":
                // `]]>` may not appear in character data.
                let previous = Array(output.suffix(2)) + Array(result.utf8.suffix(2))
                result += previous.suffix(2) == Array("]]".utf8) || random.chance(0.3) ? "&gt;" : ">"
            case "\r": result += random.pick(["&#13;", "&#xD;"])
            case "\n": result += random.chance(0.15) ? "\r\n" : random.chance(0.1) ? "&#10;" : "\n"
            default:
                if scalar.value > 0x7F, random.chance(0.1) {
                    result += "&#x\(String(scalar.value, radix: 16));"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        if declaresEntity, random.chance(0.5) {
            result = result.replacingOccurrences(of: "fuzz", with: "&fz;")
        }
        append(result)
    }

    private mutating func append(_ text: String) {
        output += Array(text.utf8)
    }

    // MARK: Corruption

    /// Writes one fault at a boundary inside the root element: everything before it is read as
    /// before; the read must fail there as malformed XML (unless it failed earlier).
    private mutating func corrupt(_ document: inout FuzzDocument) {
        let faults: [(String, String)] = [
            ("a mismatched end tag", "</zz-mismatch>"),
            ("a lone '<'", "< "),
            ("an undeclared entity", "&undeclared;"),
            ("an undeclared prefix", "<undeclared:e/>"),
            ("a duplicate attribute", "<e a='1' a='2'/>"),
            ("a NUL byte", "\u{0}"),
            ("']]>' in text", "]]>"),
            ("a non-character", "\u{FFFE}"),
            ("an invalid UTF-8 byte", ""),
            ("the end of the input", ""),
            ("a second root element", ""),
        ]
        let (what, fault) = random.pick(faults)
        var offset = random.pick(boundaries)
        var bytes = document.original
        switch what {
        case "the end of the input":
            bytes.removeSubrange(offset...)
        case "an invalid UTF-8 byte":
            bytes.insert(0xFF, at: offset)
        case "a second root element":
            offset = rootEnd
            bytes.insert(contentsOf: Array("<second/>".utf8), at: offset)
        default:
            bytes.insert(contentsOf: Array(fault.utf8), at: offset)
        }
        document.bytes = bytes
        document.corruption = FuzzDocument.Corruption(offset: offset, what: what)
    }
}
