// `xylem roundtrip FILE`: reads an Atom feed, entry or service document into the XylemAtom model,
// or an RSS or RDF feed into the XylemFeeds model, unknown content kept, and writes it back from
// the objects, to show what the model preserves.
// A feed is written as it is read, entry by entry or item by item, so that a feed of any size
// round trips in constant memory. The comments and processing instructions around the root element (an
// `xml-stylesheet` instruction) are kept too.

import ArgumentParser
import Xylem
import XylemAtom
import XylemFeeds

struct RoundtripCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roundtrip",
        abstract: "Read an Atom document or an RSS or RDF feed into the model and write it back as XML.",
        discussion: """
            The document is written to standard output from the objects alone, with an XML \
            declaration and the comments and processing instructions that came before and after \
            the root element. A feed is written as it is read: its own elements when its first \
            entry or item has been read, then the entries, each of its kind type, or the items, \
            as they are read, so that a feed of any size round trips in constant memory (feed or \
            channel elements that follow the first entry or item, which feeds seldom have, are \
            written after the last). RSS and RDF feeds are read as feeds are read (undeclared \
            well-known prefixes, HTML entities of the RSS 0.91 DTD, values that do not convert \
            left out with a warning on standard error). An entry or service document is read \
            whole. Compare the output with the input to see what the model keeps.
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
            var writer = XMLWriter(
                to: XMLFileSink(fileDescriptor: 1), indentation: indent.map { String(repeating: " ", count: $0) })
            try writer.startDocument()
            let reader = XMLReader()
            switch opened.root {
            case .feed:
                try AtomFeed.stream(from: opened.input, to: &writer, reader: reader)
            case .entry:
                // An entry of any kind type: its document is written part by part, since a
                // document value needs a root type that is itself writable.
                let document = try reader.readDocument(AtomKinds.entries, from: opened.input)
                for item in document.prolog { try writer.write(item) }
                try document.root.write(to: &writer)
                for item in document.epilog { try writer.write(item) }
            case .service:
                try reader.readDocument(AtomService.self, from: opened.input).write(to: &writer)
            case .rss:
                try RSSDocument.stream(from: opened.input, to: &writer, reader: Self.feedReader)
            case .rdf:
                try RDFDocument.stream(from: opened.input, to: &writer, reader: Self.feedReader)
            }
            try writer.finish()
            // The writer ends with the root's end tag; a final line break suits terminals and diffs.
            try [UInt8(0x0A)].withUnsafeBytes { try writer.sink.write($0) }
        } catch {
            let cause: any Error = input?.readFailure ?? error
            StandardError.write("xylem: \(AtomCommand.oneLine(cause))\n")
            throw ExitCode.failure
        }
    }

    /// The reader of RSS and RDF feeds: lenient where feeds need it, warnings on standard error.
    private static var feedReader: XMLReader {
        var options = XMLReader.Options.feedReading
        options.warningHandler = { warning in
            StandardError.write("xylem: warning: \(AtomCommand.oneLine(warning))\n")
        }
        return XMLReader(options: options)
    }
}
