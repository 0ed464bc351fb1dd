// Random documents for the parallel-read differential test: records at a path, with what makes
// cutting a document hard planted around them. Record start tags inside comments, CDATA sections,
// processing instructions and text that looks like attributes (false cuts), records under
// wrapper elements whose start tags change the namespaces, records nested where they are not
// records, namespace declarations on the records and the root, entities declared in the internal
// subset (records and markup among them), and damage that makes a read fail.

import Xylem

let slicedNamespace = "urn:d"
let slicedOtherNamespace = "urn:q"

/// A record of the differential test: attributes, text, a converted value, repeated values, raw
/// XML (which needs the namespaces in scope) and an unprefixed and a prefixed attribute.
struct SlicedItem: XMLReadable, Equatable, Sendable {
    var id: Int?
    var lang: String?
    var flag: String?
    var title = ""
    var value = 0
    var tags: [String] = []
    var raw = ""

    static let xmlDescription = XMLDescription(
        SlicedItem.init, namespaces: ["": slicedNamespace, "q": slicedOtherNamespace]
    ) {
        XMLAttribute("id", \.id)
        XMLAttribute("xml:lang", \.lang)
        XMLAttribute("q:flag", \.flag)
        XMLChildText("title", \.title)
        XMLChildValue("value", \.value)
        XMLChildValues("tag", \.tags)
        XMLInnerXML("raw", \.raw)
    }
}

/// The root of a flat document read as a container: its own data before, between and after the
/// records.
struct SlicedRoot: XMLReadable, Equatable, Sendable {
    var title = ""
    var notes: [String] = []
    var lang: String?
    var items: [SlicedItem] = []

    static let xmlDescription = XMLDescription(SlicedRoot.init, namespaces: ["": slicedNamespace]) {
        XMLAttribute("xml:lang", \.lang)
        XMLChildText("title", \.title)
        XMLChildValues("note", \.notes)
        XMLChildren("item", \.items)
    }
}

/// A generated document and where its records are.
struct SlicedDocument {
    enum Shape: CaseIterable {
        /// Records are children of the root (and the document can be read as a container).
        case flat
        /// Records are children of `group` elements under the root.
        case wrapped
    }

    let bytes: [UInt8]
    let shape: Shape

    var path: XMLRecordPath {
        switch shape {
        case .flat: XMLRecordPath("d:root/d:item", namespaces: ["d": slicedNamespace])
        case .wrapped: XMLRecordPath("d:root/d:group/d:item", namespaces: ["d": slicedNamespace])
        }
    }
}

/// Writes random documents from a seed.
struct SlicedDocumentGenerator {
    var random: SeededRandom
    private var nextID = 0
    private var declaresEntities = false
    /// Whether the root binds the `q` prefix (records that use it bind it themselves otherwise).
    private var rootBindsQ = false

    init(seed: UInt64) {
        random = SeededRandom(state: seed)
    }

    mutating func document(shape: SlicedDocument.Shape) -> SlicedDocument {
        var xml = ""
        if chance(3, in: 4) { xml += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" }
        declaresEntities = chance(1, in: 2)
        if declaresEntities {
            xml += "<!DOCTYPE root [\n  <!ENTITY word \"ent\u{E9}\">\n"
            xml += "  <!ENTITY mark \"<tag>from entity</tag>\">\n"
            xml += "  <!ENTITY record \"<item id='900'><title>entity record</title></item>\">\n"
            xml += "  <!ATTLIST item kind CDATA 'plain'>\n]>\n"
        }
        if chance(1, in: 3) { xml += "<!-- before the root\n<item id=\"1\"> -->\n" }
        if chance(1, in: 4) { xml += "<?setup a>\n<item?>\n" }
        xml += "<root xmlns=\"\(slicedNamespace)\""
        rootBindsQ = chance(1, in: 2)
        if rootBindsQ { xml += " xmlns:q=\"\(slicedOtherNamespace)\"" }
        if chance(1, in: 2) { xml += " xml:lang=\"en\" xml:base=\"http://example.com/\"" }
        xml += ">\n"
        if chance(2, in: 3) { xml += "<title>\(text())</title>\n" }
        for _ in 0..<Int.random(in: 0...40, using: &random) {
            switch shape {
            case .flat: xml += levelItem(inGroup: false)
            case .wrapped: xml += chance(1, in: 5) ? levelItem(inGroup: false) : group()
            }
        }
        if chance(1, in: 2) { xml += "<note>last \(text())</note>\n" }
        xml += "</root>\n"
        if chance(1, in: 3) { xml += "<!-- after\n<item> -->\n" }
        return SlicedDocument(bytes: Array(xml.utf8), shape: shape)
    }

    /// A wrapper of records, sometimes binding the records' prefix anew.
    private mutating func group() -> String {
        var xml = "<group"
        if chance(1, in: 3) { xml += " n=\"\(Int.random(in: 0...3, using: &random))\"" }
        if chance(1, in: 4) { xml += " xmlns:q=\"urn:q2\"" }
        xml += ">\n"
        for _ in 0..<Int.random(in: 0...6, using: &random) { xml += levelItem(inGroup: true) }
        return xml + "</group>\n"
    }

    /// One thing at the records' level: mostly a record, sometimes something planted.
    private mutating func levelItem(inGroup: Bool) -> String {
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return "<!-- a comment>\n<item id=\"7\"><title>fake</title></item>\n-->\n"
        case 1: return "<![CDATA[x>\n<item id=\"8\"><title>in CDATA</title></item>\n<item id=\"8\">\n<item>]]>\n"
        case 2: return "<?pi x=\">\"\n<item id=\"9\"?>\n"
        case 3: return "<other a=\"1\">\n<item id=\"10\"><title>nested, not a record</title></item>\n</other>\n"
        case 4: return inGroup ? item() : "<note>\(text())</note>\n"
        case 5: return "<item xmlns=\"urn:elsewhere\" id=\"11\"><title>another namespace</title></item>\n"
        case 6: return declaresEntities ? "&record;\n" : item()
        case 7: return "text with a>\n<!-- <item a=\">\" b='>'> -->\n"
        default: return item()
        }
    }

    /// A record, with planted cuts inside it now and then.
    private mutating func item() -> String {
        nextID += 1
        let prefixed = chance(1, in: 6)
        let name = prefixed ? "d2:item" : "item"
        var xml = "<\(name)"
        if prefixed { xml += " xmlns:d2=\"\(slicedNamespace)\"" }
        if !rootBindsQ || chance(1, in: 6) { xml += " xmlns:q=\"\(slicedOtherNamespace)\"" }
        if chance(3, in: 4) { xml += " id=\"\(nextID)\"" }
        if chance(1, in: 5) { xml += " xml:lang=\"fr\"" }
        if chance(1, in: 5) { xml += " q:flag=\"\(text())\"" }
        xml += ">"
        for _ in 0..<Int.random(in: 0...5, using: &random) {
            switch Int.random(in: 0..<12, using: &random) {
            case 0: xml += "<title>\(text())</title>"
            case 1: xml += "<value>\(Int.random(in: -999...999, using: &random))</value>"
            case 2: xml += "<tag>\(text())</tag>"
            case 3: xml += "<raw><b q:k=\"v\">\(text())</b><!--c--></raw>"
            case 4: xml += "<!-->\n<item id=\"12\">-->"
            case 5: xml += "<![CDATA[>\n<item id=\"13\"><title>in CDATA</title></item> <item>]]>"
            case 6: xml += "<?x >\n<item ?>"
            case 7: xml += "<sub>\n<item id=\"14\"><title>deeper</title></item>\n</sub>"
            case 8: xml += declaresEntities ? "<title>&word; &amp;</title>&mark;" : "<tag>&lt;item&gt;</tag>"
            case 9: xml += "\n  "
            default: xml += "<title>\(text())</title>"
            }
        }
        return xml + "</\(name)>\n"
    }

    private mutating func text() -> String {
        let alphabet = ["a", "b", "z", " ", "&amp;", "&lt;", "\u{E9}", "\u{65E5}", "&#x1F600;", ">"]
        return (0..<Int.random(in: 0...8, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            .joined()
    }

    private mutating func chance(_ count: Int, in total: Int) -> Bool {
        Int.random(in: 0..<total, using: &random) < count
    }

    /// Damages a document: a few bytes flipped, inserted or deleted, or a targeted fault (an end
    /// tag misspelt, an undeclared entity, a value that does not convert).
    mutating func damage(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            return replacing(Array("</item>".utf8), with: Array("</itme>".utf8), in: bytes)
        case 1:
            return replacing(Array("</title>".utf8), with: Array("&nope;</title>".utf8), in: bytes)
        case 2:
            return replacing(Array("</value>".utf8), with: Array("x</value>".utf8), in: bytes)
        default:
            for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
                let position = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[position] = [0x3C, 0x3E, 0x26, 0x22, 0x61, 0xFF].randomElement(using: &random)!
                case 1: bytes.insert([0x3C, 0x26, 0x3E, 0x2F, 0x5D].randomElement(using: &random)!, at: position)
                default: bytes.remove(at: position)
                }
            }
            return bytes
        }
    }

    /// `bytes` with one occurrence of `old`, chosen at random, replaced; unchanged without one.
    private mutating func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var starts: [Int] = []
        var index = 0
        while index + old.count <= bytes.count {
            if bytes[index] == old[0], Array(bytes[index..<index + old.count]) == old { starts.append(index) }
            index += 1
        }
        guard let start = starts.randomElement(using: &random) else { return bytes }
        return Array(bytes[..<start]) + new + Array(bytes[(start + old.count)...])
    }
}
