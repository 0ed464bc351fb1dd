// The caches that share descriptions, plans and selectors between reads take locks; a user's code
// (a description's builder, a kind's declarations) must never run while one is held, or a builder
// that touches another cached description could wait on a lock its own thread holds.

import Synchronization
import Testing

@testable import Xylem

/// The most locks any user code below found held on its thread while it ran.
private let mostLocksSeen = Atomic<Int>(0)

private func noteLocksHeld() {
    mostLocksSeen.max(LocksHeld.onThisThread, ordering: .relaxed)
}

private let locksNamespace = "urn:test:locks"

private struct LockedNote: XMLExtension {
    var text = ""

    static let xmlName = XMLQualifiedName(namespaceURI: locksNamespace, localName: "note", prefix: "n")
    static var xmlDescription: XMLDescription<LockedNote> {
        noteLocksHeld()
        return XMLDescription(LockedNote.init) { XMLTextContent(\.text) }
    }

    func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.startElement(Self.xmlName)
        try writer.text(text)
        try writer.endElement()
    }
}

private struct LockedEntry<Tag>: XMLReadable, XMLExtensible {
    var id = ""
    var kind = ""
    var extensions = XMLExtensions()

    static var xmlDescription: XMLDescription<LockedEntry<Tag>> {
        noteLocksHeld()
        return XMLDescription(LockedEntry<Tag>.init) {
            XMLAttribute("kind", \.kind)
            XMLChildText("id", \.id)
            XMLExtensionPoint(\.extensions, keepUnknown: true) {}
        }
    }
}

private enum LockedTag {}

private enum LockedRecord {
    case plain(String)
    case noted(String, String?)
}

@Suite("User code outside locks")
struct UserCodeOutsideLocksTests {
    @Test("description builders and kind declarations run with no cache lock held")
    func userCodeRunsWithoutLocks() throws {
        mostLocksSeen.store(0, ordering: .relaxed)
        let kinds = XMLKinds<LockedRecord>(
            attribute: "kind", default: XMLKind(LockedEntry<LockedTag>.self) { .plain($0.id) }
        ) {
            XMLKind(
                LockedEntry<LockedTag>.self, kind: "noted", extending: LockedEntry<LockedTag>.self,
                declaring: {
                    noteLocksHeld()
                    return [XMLExtensionDeclaration(LockedNote.self)]
                },
                wrapping: { $0 }
            ) { .noted($0.id, $0.extension(LockedNote.self)?.text) }
        }
        let xml = """
            <feed><e kind="noted"><id>1</id><n:note xmlns:n="\(locksNamespace)">hi</n:note></e>\
            <e><id>2</id></e></feed>
            """
        var read: [String] = []
        try XMLReader().readRecords(kinds, at: "feed/e", from: .string(xml)) { record in
            switch record {
            case .plain(let id): read.append(id)
            case .noted(let id, let note): read.append("\(id):\(note ?? "-")")
            }
            return .continue
        }
        #expect(read == ["1:hi", "2"])
        #expect(mostLocksSeen.load(ordering: .relaxed) == 0, "user code ran while a cache lock was held")
    }
}
