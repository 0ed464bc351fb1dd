// `xylem records FILE --path P`: any document's records as JSON Lines, each element at the path
// shown generically by its attributes and children, whole or one byte range at a time.

import ArgumentParser
import Xylem
import XylemToolSupport

struct RecordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "Print the elements at a path as JSON Lines, generically.",
        discussion: """
            Names in --path without a prefix are in the root element's default namespace, and \
            prefixes the root element declares may be used. \
            Each record is one JSON object: its attributes as "@name", then its child elements \
            by name, as written with their prefix. A child with neither attributes nor child \
            elements is its text; another is an object of the same shape, with its own text as \
            "#text". A name that repeats becomes a list. With --range (and the --context \
            `xylem split --model records --path P` printed), only the records that begin in the \
            range are printed, each with its byte offset as "_offset" first; a record that \
            cannot be read is a line with "_offset" and "_error", and the command fails. The \
            document is read strictly: one that is not well-formed fails naming its line and \
            column.
            """)

    @Argument(help: "The document to read: a file, or standard input when '-'.")
    var file: String

    @Option(
        help: ArgumentHelp(
            "The records' element path from the root, names separated by '/' (feed/entry, mediawiki/page), in the root element's namespaces.",
            valueName: "PATH"))
    var path: String

    @Flag(help: "Print only the number of records.")
    var count = false

    @OptionGroup
    var rangeOptions: RangeOptions

    func run() throws {
        let recordPath = RecordPathOption.recordPath(path, in: file)
        func line(_ record: GenericRecord, offset: Int?) -> JSONLineObject {
            var object = JSONLineObject()
            GenericRecordJSON.add(record.extensions, to: &object)
            return offset.map { rangeOptions.line(object, offset: $0) } ?? object
        }
        var printer = RecordLinePrinter(file: file, countOnly: count, range: rangeOptions.bytes)
        try printer.run { printer in
            if let bytes = rangeOptions.bytes {
                let context = try rangeOptions.loadContext()
                try XMLReader().readRecords(
                    GenericRecord.self, at: recordPath, in: bytes, of: .file(file), context: context
                ) { record, offset in
                    try printer.record(line(record, offset: offset))
                    return .continue
                }
            } else {
                let input: XMLInput = file == "-" ? .fileDescriptor(0) : .file(file)
                try XMLReader().readRecords(GenericRecord.self, at: recordPath, from: input) { record in
                    try printer.record(line(record, offset: nil))
                    return .continue
                }
            }
        }
    }
}

/// Any element: its attributes and children, kept as they were read.
struct GenericRecord: XMLReadable {
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(GenericRecord.init) {
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// How `xylem records` shows an element as JSON.
enum GenericRecordJSON {
    /// Adds the attributes and children that `extensions` kept.
    static func add(_ extensions: XMLExtensions, to object: inout JSONLineObject) {
        for attribute in extensions.unknownAttributes {
            object.add("@" + written(attribute.name), attribute.value)
        }
        addChildren(extensions.unknownElements, to: &object)
    }

    private static func addChildren(_ elements: [XMLElementNode], to object: inout JSONLineObject) {
        var order: [String] = []
        var values: [String: [String]] = [:]
        for element in elements {
            let name = written(element.name)
            if values[name] == nil { order.append(name) }
            values[name, default: []].append(value(of: element))
        }
        for name in order {
            guard let encoded = values[name] else { continue }
            object.add(name, encoded: encoded.count == 1 ? encoded[0] : "[" + encoded.joined(separator: ",") + "]")
        }
    }

    /// An element's JSON: its text when it has neither attributes nor child elements.
    private static func value(of element: XMLElementNode) -> String {
        let children = element.children.compactMap { node -> XMLElementNode? in
            if case .element(let child) = node { return child }
            return nil
        }
        if element.attributes.isEmpty, children.isEmpty {
            return JSONLineObject.quoted(element.textContent)
        }
        var object = JSONLineObject()
        for attribute in element.attributes { object.add("@" + written(attribute.name), attribute.value) }
        let text = ownText(of: element)
        if !text.isEmpty { object.add("#text", text) }
        addChildren(children, to: &object)
        return object.encoded
    }

    /// The element's own text, without its children's, white space at its ends trimmed.
    private static func ownText(of element: XMLElementNode) -> String {
        var text = ""
        for node in element.children {
            if case .text(let piece) = node { text += piece }
        }
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(text[first...last])
    }

    private static func written(_ name: XMLQualifiedName) -> String {
        name.prefix.isEmpty ? name.localName : name.prefix + ":" + name.localName
    }
}
