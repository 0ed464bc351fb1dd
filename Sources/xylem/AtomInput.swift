// Opening the document of `xylem atom` and `xylem roundtrip`: its root element is sniffed from the
// first bytes, then the whole document is read once, streamed. Standard input and a response body
// cannot be read twice, so the sniffed bytes are handed back to the parser ahead of the rest.

import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A document ready to read, with the kind of Atom document its root element says it is.
struct AtomInput {
    /// The documents the commands know, by root element: Atom's, and for `xylem roundtrip`
    /// RSS's `<rss>` and RDF's `<rdf:RDF>`.
    enum Root {
        case feed, entry, service, rss, rdf
    }

    let root: Root
    let input: XMLInput
    /// How the document is named in messages.
    let name: String
    /// Where standard input's bytes come from, to report a read failure after the parse.
    private let stream: DescriptorBlocks?

    /// The most bytes looked through for the root start tag; a longer prolog is refused.
    static let sniffLimit = 1 << 20

    /// Opens `path`, or standard input for `-`.
    init(path: String) throws {
        let isStandardInput = path == "-"
        name = isStandardInput ? "standard input" : path
        let descriptor = isStandardInput ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw AtomCommandError("cannot open \(path): \(AtomInput.systemError())") }
        let chunks = DescriptorBlocks(descriptor: descriptor, closes: !isStandardInput)
        let shownName = name
        let head: [UInt8]
        (root, head) = try Self.sniff(shownName, next: chunks.next) {
            chunks.failure.map { AtomCommandError("cannot read \(shownName): \($0)") }
        }
        if isStandardInput {
            stream = chunks
            input = .chunks(HeadThenBlocks(head: head, rest: chunks.next))
        } else {
            // A file is read again from its start by the core, which reports its own I/O errors.
            stream = nil
            chunks.close()
            input = .file(path)
        }
    }

    /// A document arriving in blocks from `next`, such as a response body, named `name` in
    /// messages; whoever gives the blocks reports their failure.
    init(name: String, blocks next: @escaping () -> [UInt8]?) throws {
        self.name = name
        stream = nil
        let head: [UInt8]
        (root, head) = try Self.sniff(name, next: next) { nil }
        input = .chunks(HeadThenBlocks(head: head, rest: next))
    }

    /// Reads blocks from `next` until the root start tag is found: its kind, and the blocks read.
    private static func sniff(
        _ name: String, next: () -> [UInt8]?, failure: () -> AtomCommandError?
    ) throws -> (Root, [UInt8]) {
        var head: [UInt8] = []
        var finding = XMLRootStartTag.Finding.needMore
        while finding == .needMore, head.count < Self.sniffLimit, let chunk = next() {
            head += chunk
            finding = XMLRootStartTag.find(in: head)
        }
        if let error = failure() { throw error }
        guard case .found(let tag) = finding else {
            throw AtomCommandError("\(name): no root element found in the first \(head.count) bytes")
        }
        switch tag.localName {
        case "feed": return (.feed, head)
        case "entry": return (.entry, head)
        case "service": return (.service, head)
        case "rss": return (.rss, head)
        case "RDF": return (.rdf, head)
        default:
            throw AtomCommandError(
                "\(name): the root element is '\(tag.name)', not an Atom feed, entry or service document, "
                    + "nor an RSS or RDF feed")
        }
    }

    /// The error to report instead of the parser's when standard input failed to read, since the
    /// parser then saw a truncated document.
    var readFailure: AtomCommandError? {
        stream?.failure.map { AtomCommandError("cannot read \(name): \($0)") }
    }

    static func systemError() -> String { String(cString: strerror(errno)) }
}

/// A failure of a command, shown as one line on standard error.
struct AtomCommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
