// Models for the tests of writing from descriptions: each line kind once, in namespaces, with
// choices, kinds, extensions and conversions.

import Foundation
import Xylem

let writeAtom = "http://www.w3.org/2005/Atom"
let writeGD = "http://schemas.google.com/g/2005"
let writeMedia = "http://search.yahoo.com/mrss/"

struct WrittenPerson: XMLReadable, Equatable, Sendable {
    var name = ""
    var email: String?

    static let xmlDescription = XMLDescription(WrittenPerson.init, namespaces: ["": writeAtom]) {
        XMLChildText("name", \.name)
        XMLChildText("email", \.email)
    }
}

struct WrittenRating: XMLExtension {
    static let xmlName = XMLQualifiedName(namespaceURI: writeGD, localName: "rating", prefix: "gd")
    var value = 0
    var max: Int?

    static let xmlDescription = XMLDescription(WrittenRating.init) {
        XMLAttribute("value", \.value)
        XMLAttribute("max", \.max)
    }
}

enum WrittenStatus: String, XMLValue, Sendable {
    case draft, published
}

struct WrittenEntry: XMLReadable, XMLExtensible, Equatable, Sendable {
    var id = ""
    var etag: String?
    var title: String?
    var score = 0.0
    var count: Int32 = 0
    var flag = false
    var status: WrittenStatus?
    var price: Decimal?
    var published: Date?
    var tags: [String] = []
    var authors: [WrittenPerson] = []
    var editor: WrittenPerson?
    var html: String?
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(
        WrittenEntry.init, element: "entry", namespaces: ["": writeAtom, "gd": writeGD]
    ) {
        XMLAttribute("gd:etag", \.etag)
        XMLChildText("id", \.id)
        XMLChildText("title", \.title)
        XMLChildValue("score", \.score)
        XMLChildValue("count", \.count)
        XMLChildValue("flag", \.flag)
        XMLChildValue("status", \.status)
        XMLChildValue("price", \.price)
        XMLChildValue("published", \.published, using: .iso8601)
        XMLChildValues("tag", \.tags, wrapper: "tags")
        XMLChildren("author", \.authors)
        XMLChild("editor", \.editor)
        XMLInnerXML("html", \.html)
        XMLExtensionPoint(\.extensions, keepUnknown: true) {
            XMLExtensionDeclaration(WrittenRating.self)
        }
    }
}

struct WrittenFeed: XMLReadable, Equatable, Sendable {
    var title = ""
    var entries: [WrittenEntry] = []

    static let xmlDescription = XMLDescription(WrittenFeed.init, element: "feed", namespaces: ["": writeAtom]) {
        XMLChildText("title", \.title)
        XMLChildren("entry", \.entries)
    }
}

protocol WrittenShape: Sendable {}

struct WrittenCircle: XMLReadable, WrittenShape, Equatable {
    var radius = 0.0
    static let xmlDescription = XMLDescription(WrittenCircle.init) { XMLAttribute("r", \.radius) }
}

struct WrittenSquare: XMLReadable, WrittenShape, Equatable {
    var side = 0.0
    static let xmlDescription = XMLDescription(WrittenSquare.init) { XMLAttribute("side", \.side) }
}

enum WrittenPet: Equatable, Sendable {
    case cat(WrittenCircle)
    case dog(WrittenSquare)
}

struct WrittenDrawing: XMLReadable, Sendable {
    var shapes: [any WrittenShape] = []
    var pets: [WrittenPet] = []

    static let xmlDescription = XMLDescription(WrittenDrawing.init, element: "drawing") {
        XMLChildren(\.shapes, wrapper: "shapes") {
            XMLCase("circle", WrittenCircle.self) { $0 as any WrittenShape }
            XMLCase("square", WrittenSquare.self) { $0 as any WrittenShape }
        }
        XMLChildren(\.pets) {
            XMLCase("cat", WrittenCircle.self, { .cat($0) }, match: { if case .cat(let cat) = $0 { cat } else { nil } })
            XMLCase("dog", WrittenSquare.self, { .dog($0) }, match: { if case .dog(let dog) = $0 { dog } else { nil } })
        }
    }
}

struct WrittenNote: XMLReadable, Equatable, Sendable {
    var text = ""
    static let xmlDescription = XMLDescription(WrittenNote.init) { XMLTextContent(\.text) }
}

struct WrittenTask: XMLReadable, Equatable, Sendable {
    var kind = "task"
    var due = ""
    static let xmlDescription = XMLDescription(WrittenTask.init) {
        XMLAttribute("kind", \.kind)
        XMLAttribute("due", \.due)
    }
}

enum WrittenItem: Equatable, Sendable {
    case note(WrittenNote)
    case task(WrittenTask)
}

/// Items chosen by their `kind` attribute; written back by each kind's description.
struct WrittenList: XMLReadable, Equatable, Sendable {
    var items: [WrittenItem] = []

    static let kinds = XMLKinds<WrittenItem>(
        attribute: "kind",
        default: XMLKind(WrittenNote.self, match: { if case .note(let note) = $0 { note } else { nil } }) { .note($0) }
    ) {
        XMLKind(WrittenTask.self, kind: "task", match: { if case .task(let task) = $0 { task } else { nil } }) {
            .task($0)
        }
    }

    static let xmlDescription = XMLDescription(WrittenList.init, element: "list") {
        XMLChildren("item", \.items, kinds: kinds)
    }
}
