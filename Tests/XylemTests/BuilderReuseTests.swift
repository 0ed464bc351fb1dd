// The reader reuses the builder of a finished object for the next object of the same kind: these
// tests prove that nothing of one object shows in the next, for records, nested objects, arrays,
// optionals, attributes, own text, completion hooks and class models.

import Testing
import Xylem

private struct Tag: XMLReadable, Equatable {
    var name = ""
    var weight: Int?
    static let xmlDescription = XMLDescription({ Tag() }) {
        XMLAttribute("name", \.name)
        XMLAttribute("weight", \.weight)
    }
}

private struct Note: XMLReadable, Equatable {
    var text = ""
    var lang: String?
    static let xmlDescription = XMLDescription({ Note() }) {
        XMLTextContent(\.text)
        XMLAttribute("lang", \.lang)
    }
}

private struct Item: XMLReadable, Equatable {
    var id = ""
    var price: Double?
    var tags: [Tag] = []
    var note: Note?
    var flags: [Bool] = []
    var completions = 0
    static let xmlDescription = XMLDescription({ Item() }) {
        XMLAttribute("id", \.id)
        XMLChildValue("price", \.price)
        XMLChildren("tag", \.tags)
        XMLChild("note", \.note)
        XMLChildValues("flag", \.flags)
        XMLOnComplete { $0.completions += 1 }
    }
}

/// A class model: handed over by reference, so its builder must not hand out the same object twice.
private final class Box: XMLReadable, @unchecked Sendable {
    var label = ""
    var size: Int?
    static let xmlDescription = XMLDescription({ Box() }) {
        XMLChildText("label", \.label)
        XMLChildValue("size", \.size)
    }
}

private struct Shelf: XMLReadable {
    var items: [Item] = []
    var boxes: [Box] = []
    static let xmlDescription = XMLDescription({ Shelf() }) {
        XMLChildren("item", \.items)
        XMLChildren("box", \.boxes)
    }
}

/// Items that alternate between full and bare, so that a value left over from the previous item
/// would show.
private let items = """
    <shelf>
      <item id="a"><price>1.5</price><tag name="x" weight="2"/><tag name="y"/><note lang="en">first</note><flag>true</flag></item>
      <item id="b"/>
      <item id="c"><tag name="z"/><note>third</note></item>
      <item><flag>false</flag><flag>1</flag></item>
      <box><label>one</label><size>3</size></box>
      <box><label>two</label></box>
    </shelf>
    """

private let expected = [
    Item(
        id: "a", price: 1.5, tags: [Tag(name: "x", weight: 2), Tag(name: "y")], note: Note(text: "first", lang: "en"),
        flags: [true], completions: 1),
    Item(id: "b", completions: 1),
    Item(id: "c", tags: [Tag(name: "z")], note: Note(text: "third"), completions: 1),
    Item(flags: [false, true], completions: 1),
]

extension CoreReaderTests {
    @Suite("Builders reused across objects")
    struct BuilderReuseTests {
        @Test("each streamed record starts empty: no value, element or attribute of the one before shows")
        func recordsStartEmpty() throws {
            var seen: [Item] = []
            try XMLReader().readRecords(Item.self, at: "shelf/item", from: .string(items)) { item in
                seen.append(item)
                return .continue
            }
            #expect(seen == expected)
        }

        @Test("nested objects and arrays collected in one document start empty too")
        func nestedObjectsStartEmpty() throws {
            let shelf = try XMLReader().read(Shelf.self, from: items)
            #expect(shelf.items == expected)
        }

        @Test("class models are distinct objects with their own values")
        func classModelsAreDistinct() throws {
            let shelf = try XMLReader().read(Shelf.self, from: items)
            #expect(shelf.boxes.count == 2)
            #expect(shelf.boxes[0] !== shelf.boxes[1])
            #expect(shelf.boxes.map(\.label) == ["one", "two"])
            #expect(shelf.boxes.map(\.size) == [3, nil])
        }

        @Test("records kept by the consumer are not changed by the records read after them")
        func keptRecordsStayAsTheyWere() throws {
            var first: Item?
            try XMLReader().readRecords(Item.self, at: "shelf/item", from: .string(items)) { item in
                if first == nil { first = item }
                return .continue
            }
            #expect(first == expected[0])
        }
    }
}
