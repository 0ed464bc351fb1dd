// `xylem roundtrip FILE`: reads an Atom feed, entry or service document into the XylemAtom model,
// unknown content kept, and writes it back from the objects, to show what the model preserves.
// The comments and processing instructions around the root element (an `xml-stylesheet`
// instruction) are kept too.

import ArgumentParser
import Xylem
import XylemAtom

struct RoundtripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roundtrip",
        abstract: "Read an Atom document into the model and write it back as XML.",
        discussion: """
            The document is read whole (a feed with all its entries, each of its kind type) and \
            written to standard output from the objects alone, with an XML declaration and the \
            comments and processing instructions that came before and after the root element. \
            Compare it with the input to see what the model keeps.
            """)

    @Argument(help: "The document to read; standard input when omitted or '-'.")
    var file: String?

    @Option(help: ArgumentHelp("Indent the output with this many spaces.", valueName: "N"))
    var indent: Int?

    func validate() throws {
        if let indent, indent < 0 { throw ValidationError("--indent must be 0 or more.") }
    }

    func run() throws {
        var input: AtomInput?
        do {
            let opened = try AtomInput(path: file ?? "-")
            input = opened
            let document = try read(opened)
            var writer = XMLWriter(
                to: XMLFileSink(fileDescriptor: 1), indentation: indent.map { String(repeating: " ", count: $0) })
            try writer.startDocument()
            for item in document.prolog { try writer.write(item) }
            try document.root.write(to: &writer)
            for item in document.epilog { try writer.write(item) }
            try writer.finish()
            // The writer ends with the root's end tag; a final line break suits terminals and diffs.
            try [UInt8(0x0A)].withUnsafeBytes { try writer.sink.write($0) }
        } catch {
            let cause: any Error = input?.readFailure ?? error
            StandardError.write("xylem: \(AtomCommand.oneLine(cause))\n")
            throw ExitCode.failure
        }
    }

    private func read(_ document: AtomInput) throws -> XMLDocumentValue<any XMLWritable> {
        let reader = XMLReader()
        func erased<Root: XMLWritable>(_ read: XMLDocumentValue<Root>) -> XMLDocumentValue<any XMLWritable> {
            XMLDocumentValue(root: read.root, prolog: read.prolog, epilog: read.epilog)
        }
        switch document.root {
        case .feed: return erased(try reader.readDocument(AtomFeed.self, from: document.input))
        case .entry:
            let read = try reader.readDocument(AtomKinds.entries, from: document.input)
            return XMLDocumentValue(root: read.root, prolog: read.prolog, epilog: read.epilog)
        case .service: return erased(try reader.readDocument(AtomService.self, from: document.input))
        }
    }
}
