// The shared GData corpus (real documents no one on this project wrote): where it is, and reading
// one of its files as the XylemAtom model. The files are never copied into the repository; suites
// that need them are skipped when the corpus is absent, and say so in the test output.

import Foundation
import Testing
import Xylem
import XylemAtom

enum GDataCorpus {
    /// `<package root>/../shared/corpus/gdata`, found from this file's path.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // XylemAtomTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("../shared/corpus/gdata").standardizedFileURL

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCE.md").path)
    }

    /// What the test output says of a suite that needs the corpus where it is absent, as in a
    /// fresh clone.
    static let absence = Comment(
        rawValue: "needs the shared GData corpus (36 real documents, not in the repository) at "
            + "\(directory.path), which is absent")

    /// The XML files, sorted; empty when the corpus is absent.
    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted()
    }()

    static func path(_ file: String) -> String {
        directory.appendingPathComponent(file).path
    }

    static func data(_ file: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(file))
    }

    /// The three kinds of Atom document, by root element.
    enum Root: String, Sendable {
        case feed, entry, service
    }

    /// A file read as the model of its root element.
    enum Document {
        case feed(AtomFeed)
        case entry(any AtomEntryProtocol)
        case service(AtomService)

        /// Writes the document back from the model, with an XML declaration.
        func xmlString() throws -> String {
            switch self {
            case .feed(let feed): try feed.xmlString()
            case .entry(let entry): try entry.xmlString()
            case .service(let service): try service.xmlString()
            }
        }

        /// Whether both documents are of the same kind with equal models.
        func isEqual(to other: Document) -> Bool {
            switch (self, other) {
            case (.feed(let a), .feed(let b)): a == b
            case (.entry(let a), .entry(let b)): a.isEqual(to: b)
            case (.service(let a), .service(let b)): a == b
            default: false
            }
        }
    }

    /// Reads `input` as the model of `root`: a feed with its entries, an entry of its kind type
    /// (``AtomKinds/entries``), or a service document. Unknown content is kept.
    static func read(_ root: Root, from input: XMLInput) throws -> Document {
        let reader = XMLReader()
        switch root {
        case .feed: return .feed(try reader.read(AtomFeed.self, from: input))
        case .entry: return .entry(try reader.read(AtomKinds.entries, from: input))
        case .service: return .service(try reader.read(AtomService.self, from: input))
        }
    }

    /// The root of `tree`, when it is an Atom or APP document.
    static func root(of tree: XMLTree) -> Root? {
        switch tree.name {
        case "{\(AtomNamespaces.atom)}feed": .feed
        case "{\(AtomNamespaces.atom)}entry": .entry
        case "{\(AtomNamespaces.app)}service": .service
        default: nil
        }
    }
}
