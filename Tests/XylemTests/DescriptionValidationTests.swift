// Mistakes in descriptions are listed in `problems` and make every read fail with
// .invalidDescription before any input is read, including mistakes in nested types.

import Testing
import Xylem

// MARK: - Invalid descriptions

private struct MappedTwice: XMLReadable {
    var title = ""
    var pages = 0
    static let xmlDescription = XMLDescription(MappedTwice.init) {
        XMLChildText("title", \.title)
        XMLChildValue("title", \.pages)
    }
}

private struct SkippedAndMapped: XMLReadable {
    var publisher: String?
    static let xmlDescription = XMLDescription(SkippedAndMapped.init) {
        XMLFlatten("publisher")
        XMLChildText("publisher", \.publisher)
    }
}

private struct IgnoredAndMapped: XMLReadable {
    var reviews: [String] = []
    static let xmlDescription = XMLDescription(IgnoredAndMapped.init) {
        XMLChildValues("review", \.reviews)
        XMLIgnore("review")
    }
}

private struct UndeclaredPrefix: XMLReadable {
    var title = ""
    static let xmlDescription = XMLDescription(UndeclaredPrefix.init, namespaces: ["y": "urn:y"]) {
        XMLChildText("x:title", \.title)
    }
}

private struct UndeclaredAttributePrefix: XMLReadable {
    var etag = ""
    static let xmlDescription = XMLDescription(UndeclaredAttributePrefix.init) {
        XMLAttribute("gd:etag", \.etag)
    }
}

private struct AttributeTwice: XMLReadable {
    var id = ""
    var number = 0
    static let xmlDescription = XMLDescription(AttributeTwice.init) {
        XMLAttribute("id", \.id)
        XMLAttribute("id", \.number)
    }
}

private struct OwnTextTwice: XMLReadable {
    var text = ""
    var number = 0
    static let xmlDescription = XMLDescription(OwnTextTwice.init) {
        XMLTextContent(\.text)
        XMLTextContent(\.number)
    }
}

private struct WrapperAlsoMapped: XMLReadable {
    var authors: [LibraryAuthor] = []
    var authorsText = ""
    static let xmlDescription = XMLDescription(WrapperAlsoMapped.init) {
        XMLChildren("author", \.authors, wrapper: "authors")
        XMLChildText("authors", \.authorsText)
    }
}

private struct TwiceInWrapper: XMLReadable {
    var a: [String] = []
    var b: [Int] = []
    static let xmlDescription = XMLDescription(TwiceInWrapper.init) {
        XMLChildValues("v", \.a, wrapper: "list")
        XMLChildValues("v", \.b, wrapper: "list")
    }
}

private struct PrefixAndClarkAlike: XMLReadable {
    var a = ""
    var b = ""
    static let xmlDescription = XMLDescription(PrefixAndClarkAlike.init, namespaces: ["x": "urn:x"]) {
        XMLChildText("x:name", \.a)
        XMLChildText("{urn:x}name", \.b)
    }
}

private struct BadNames: XMLReadable {
    var a = ""
    var b = ""
    var c = ""
    var d = ""
    static let xmlDescription = XMLDescription(BadNames.init) {
        XMLChildText("not a name", \.a)
        XMLChildText("", \.b)
        XMLChildText("{urn:x", \.c)
        XMLChildText("a:b:c", \.d)
    }
}

private struct SameCaseTwice: XMLReadable {
    var pets: [PetKind] = []
    static let xmlDescription = XMLDescription(SameCaseTwice.init) {
        XMLChildren(\.pets) {
            XMLCase("dog", Dog.self) { PetKind.dog($0) }
            XMLCase("dog", Cat.self) { PetKind.cat($0) }
        }
    }
}

// Valid outer descriptions whose nested types are invalid.

private struct OuterWithChild: XMLReadable {
    var inner: MappedTwice?
    static let xmlDescription = XMLDescription(OuterWithChild.init) {
        XMLChild("inner", \.inner)
    }
}

private struct OuterWithWrappedChildren: XMLReadable {
    var items: [SkippedAndMapped] = []
    static let xmlDescription = XMLDescription(OuterWithWrappedChildren.init) {
        XMLChildren("item", \.items, wrapper: "items")
    }
}

private struct OuterWithCase: XMLReadable {
    var things: [String] = []
    static let xmlDescription = XMLDescription(OuterWithCase.init) {
        XMLChildren(\.things) {
            XMLCase("ok", LibraryAuthor.self) { $0.name }
            XMLCase("bad", UndeclaredPrefix.self) { $0.title }
        }
    }
}

private struct OuterTwoLevels: XMLReadable {
    var middle = OuterWithChild()
    static let xmlDescription = XMLDescription(OuterTwoLevels.init) {
        XMLChild("middle", \.middle)
    }
}

/// A type with an invalid description, and the reads that must reject it.
struct XylemInvalidCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The words a problem must mention.
    let mentions: String
    let problems: @Sendable () -> [String]
    let validate: @Sendable () throws -> Void
    let validateAll: @Sendable () throws -> Void
    let read: @Sendable (String) throws -> Void
    var testDescription: String { name }

    init<T: XMLReadable & Sendable>(_ name: String, _ type: T.Type, mentions: String) {
        self.name = name
        self.mentions = mentions
        problems = { T.xmlDescription.problems }
        validate = { try T.xmlDescription.validate() }
        validateAll = { try T.xmlDescription.validateAll() }
        read = { xml in _ = try XMLReader().read(T.self, from: xml) }
    }
}

extension CoreReaderTests {
    @Suite("Description validation")
    struct DescriptionValidationTests {
        static let invalid: [XylemInvalidCase] = [
            XylemInvalidCase("an element mapped twice", MappedTwice.self, mentions: "title"),
            XylemInvalidCase("a name both skipped and mapped", SkippedAndMapped.self, mentions: "publisher"),
            XylemInvalidCase("a name both ignored and mapped", IgnoredAndMapped.self, mentions: "review"),
            XylemInvalidCase("an undeclared element prefix", UndeclaredPrefix.self, mentions: "x:title"),
            XylemInvalidCase("an undeclared attribute prefix", UndeclaredAttributePrefix.self, mentions: "gd:etag"),
            XylemInvalidCase("an attribute mapped twice", AttributeTwice.self, mentions: "id"),
            XylemInvalidCase("the own text mapped twice", OwnTextTwice.self, mentions: "text"),
            XylemInvalidCase("a wrapper name mapped again", WrapperAlsoMapped.self, mentions: "authors"),
            XylemInvalidCase("a name mapped twice inside one wrapper", TwiceInWrapper.self, mentions: "v"),
            XylemInvalidCase(
                "a prefixed and a Clark name for the same element", PrefixAndClarkAlike.self, mentions: "name"),
            XylemInvalidCase("names that are not XML names", BadNames.self, mentions: "not a name"),
            XylemInvalidCase("one case name used twice in XMLChildren", SameCaseTwice.self, mentions: "dog"),
        ]

        @Test("problems are listed, validate() throws, and a read fails before reading input", arguments: invalid)
        func invalidDescription(_ entry: XylemInvalidCase) throws {
            let problems = entry.problems()
            #expect(!problems.isEmpty)
            #expect(problems.contains { $0.contains(entry.mentions) }, "\(problems)")
            let validation = try #require(throws: XMLReadError.self) { try entry.validate() }
            #expect(validation.kind.name == "invalidDescription")
            // Malformed input would be a .malformed error if anything were read.
            for xml in ["<<<not xml", "", "<ok/>"] {
                let error = try #require(throws: XMLReadError.self) { try entry.read(xml) }
                #expect(error.kind.name == "invalidDescription")
                #expect(error.line == 0)
                #expect(error.path == "")
            }
        }

        @Test("bad names are each reported")
        func everyProblemListed() {
            #expect(BadNames.xmlDescription.problems.count == 4)
        }

        @Test("the error names the type with the problem")
        func errorNamesType() throws {
            let error = try #require(throws: XMLReadError.self) { try XMLReader().read(MappedTwice.self, from: "<x/>") }
            guard case .invalidDescription(let message) = error.kind else {
                Issue.record("expected invalidDescription, got \(error.kind)")
                return
            }
            #expect(message.contains("MappedTwice"))
        }

        static let nested: [XylemInvalidCase] = [
            XylemInvalidCase("through Child", OuterWithChild.self, mentions: ""),
            XylemInvalidCase("through XMLChildren in a wrapper", OuterWithWrappedChildren.self, mentions: ""),
            XylemInvalidCase("through a Case", OuterWithCase.self, mentions: ""),
            XylemInvalidCase("two levels down", OuterTwoLevels.self, mentions: ""),
        ]

        @Test(
            "a nested type's invalid description is reported at its first element, and by validateAll",
            arguments: nested)
        func nestedInvalid(_ entry: XylemInvalidCase) throws {
            // The outer description itself is fine…
            #expect(entry.problems().isEmpty)
            // …and a document that never reaches the nested type is read…
            #expect(throws: Never.self) { try entry.read("<outer/>") }
            // …but one that does fails there, with the element's position.
            let error = try #require(throws: XMLReadError.self) {
                try entry.read("<outer><inner/><items><item/></items><bad/><middle><inner/></middle></outer>")
            }
            #expect(error.kind.name == "invalidDescription")
            #expect(error.line == 1 && error.column > 0)
            #expect(throws: XMLReadError.self) { try entry.validateAll() }
        }

        @Test(
            "valid descriptions have no problems",
            arguments: [
                LibraryCatalog.xmlDescription.problems, LibraryBook.xmlDescription.problems,
                LibraryAuthor.xmlDescription.problems,
            ])
        func valid(problems: [String]) {
            #expect(problems.isEmpty)
        }

        @Test("the same element name may be mapped in different wrappers and directly")
        func sameNameDifferentScopes() throws {
            struct Scoped: XMLReadable {
                var direct = ""
                var first: [String] = []
                var second: [String] = []
                static let xmlDescription = XMLDescription(Scoped.init) {
                    XMLChildText("v", \.direct)
                    XMLChildValues("v", \.first, wrapper: "one")
                    XMLChildValues("v", \.second, wrapper: "two")
                }
            }
            #expect(Scoped.xmlDescription.problems.isEmpty)
            let value = try XMLReader().read(Scoped.self, from: "<s><two><v>2</v></two><v>d</v><one><v>1</v></one></s>")
            #expect(value.direct == "d")
            #expect(value.first == ["1"])
            #expect(value.second == ["2"])
        }

        @Test("an attribute and an element may share a name")
        func attributeAndElement() throws {
            struct Shared: XMLReadable {
                var attribute = ""
                var element = ""
                static let xmlDescription = XMLDescription(Shared.init) {
                    XMLAttribute("id", \.attribute)
                    XMLChildText("id", \.element)
                }
            }
            #expect(Shared.xmlDescription.problems.isEmpty)
            let value = try XMLReader().read(Shared.self, from: "<s id=\"a\"><id>e</id></s>")
            #expect(value.attribute == "a")
            #expect(value.element == "e")
        }
    }
}

/// A generic recursive model: its description is computed, so every access builds a new plan.
private struct GenericTree<Payload: XMLValue & Sendable>: XMLReadable {
    var payload: Payload?
    var children: [GenericTree<Payload>] = []
    static var xmlDescription: XMLDescription<GenericTree<Payload>> {
        XMLDescription(GenericTree.init) {
            XMLChildValue("payload", \.payload)
            XMLChildren("tree", \.children)
        }
    }
}

extension CoreReaderTests {
    @Suite("Validation of generic models")
    struct GenericModelValidationTests {
        @Test("a recursive generic model with a computed description validates and reads")
        func recursiveGenericModel() throws {
            let xml =
                "<tree><payload>1</payload><tree><payload>2</payload><tree><payload>3</payload></tree></tree></tree>"
            let tree = try XMLReader().read(GenericTree<Int>.self, from: xml)
            #expect(tree.payload == 1)
            #expect(tree.children.first?.payload == 2)
            #expect(tree.children.first?.children.first?.payload == 3)
        }
    }
}
