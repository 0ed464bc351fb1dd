// Values the model fuzzer's round-trip check (ModelFuzz/RoundTripCheck.swift) could not write, or
// read back different after writing: each finding, reduced to the model and value that show it.

import Foundation
import Testing
import Xylem

private let urnA = "urn:example:a"

/// A model whose description has a default namespace, written as a root element in no namespace.
private struct DefaultNamespaceNote: XMLReadable, Equatable {
    var title = ""
    var detail: String?

    static let xmlDescription = XMLDescription(DefaultNamespaceNote.init, namespaces: ["": urnA]) {
        XMLChildText("title", \.title)
        XMLChildText("{http://b.example/ns}detail", \.detail)
    }
}

private struct ClarkItem: XMLReadable, Equatable {
    var id = 0
    static let xmlDescription = XMLDescription(ClarkItem.init) { XMLAttribute("id", \.id) }
}

/// A choice whose cases are named in Clark notation with `http` URIs, whose slashes are no path.
private struct ClarkChoices: XMLReadable, Equatable {
    var items: [ClarkItem] = []

    static let xmlDescription = XMLDescription(ClarkChoices.init) {
        XMLChildren(\.items) {
            XMLCase("{http://a.example/ns}item", ClarkItem.self)
            XMLCase("{http://a.example/ns/2}other", ClarkItem.self)
        }
    }
}

/// A model whose lines are made by generic code, where a value type may be an optional.
private struct GenericLines: XMLReadable, Equatable {
    var note: XMLString?
    var label: String?
    var text: String?

    static var xmlDescription: XMLDescription<GenericLines> {
        XMLDescription(GenericLines.init) {
            attribute("note", \GenericLines.note)
            value("label", \GenericLines.label)
        }
    }

    /// An attribute line for any value type, as generic model code declares it.
    private static func attribute<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<GenericLines, V>)
        -> XMLAttribute<GenericLines>
    {
        XMLAttribute(name, keyPath)
    }

    private static func value<V: XMLValue>(_ name: String, _ keyPath: WritableKeyPath<GenericLines, V>)
        -> XMLChildValue<GenericLines>
    {
        XMLChildValue(name, keyPath)
    }
}

private struct OwnTextChild: XMLReadable, Equatable {
    var id = 0
    static let xmlDescription = XMLDescription(OwnTextChild.init) { XMLAttribute("id", \.id) }
}

/// An object with its own text and child elements, read and written with an indenting writer.
private struct OwnTextHolder: XMLReadable, Equatable {
    var text = ""
    var children: [OwnTextChild] = []
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(OwnTextHolder.init) {
        XMLTextContent(\.text)
        XMLChildren("child", \.children)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An object whose own text is optional.
private struct OptionalOwnText: XMLReadable, Equatable {
    var text: String?
    var children: [OwnTextChild] = []

    static let xmlDescription = XMLDescription(OptionalOwnText.init) {
        XMLTextContent(\.text)
        XMLChildren("child", \.children)
    }
}

private let urnN = "urn:example:n"
private let urnOld = "urn:example:old"

/// A child type that reads its namespace under an older URI as well.
private struct OldURIChild: XMLReadable, Equatable {
    var id = 0
    static let xmlDescription = XMLDescription(
        OldURIChild.init, namespaces: ["q": urnN], alternateNamespaces: ["q": [urnOld]]
    ) {
        XMLAttribute("id", \.id)
    }
}

/// A parent that names its child element in a namespace it reads under one URI only, and keeps
/// the declarations of the document it was read from.
private struct OneURIParent: XMLReadable, Equatable {
    var child = OldURIChild()
    var extensions = XMLExtensions()

    static let xmlDescription = XMLDescription(OneURIParent.init, namespaces: ["p": urnN]) {
        XMLChild("p:item", \.child)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// Raw markup under a description whose default namespace is not the markup's.
private struct RawHolder: XMLReadable, Equatable {
    var html = ""
    static let xmlDescription = XMLDescription(RawHolder.init, namespaces: ["": urnA]) {
        XMLInnerXML("content", \.html)
    }
}

@Suite("Round trips the model fuzzer found")
struct RoundTripFindingTests {
    private static func written<T: XMLReadable>(
        _ value: T, as name: XMLQualifiedName, indentation: String? = nil
    ) throws -> String {
        var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
        try writer.write(value, as: name)
        try writer.finish()
        return writer.sink.string
    }

    @Test("round-trip finding: a root in no namespace under a description with a default namespace")
    func rootInNoNamespace() throws {
        let note = DefaultNamespaceNote(title: "t", detail: "d")
        // The default namespace was declared on the root, whose unprefixed name is in no namespace:
        // the writer threw "<doc> already uses the default namespace".
        let xml = try Self.written(note, as: XMLQualifiedName("doc"))
        #expect(try XMLReader().read(DefaultNamespaceNote.self, from: xml) == note)
        #expect(ReferenceDocument.parse(Data(xml.utf8)).root?.name.uri == "")
    }

    @Test("round-trip finding: choice cases named in Clark notation with http URIs")
    func clarkCaseNames() throws {
        let choices = ClarkChoices(items: [ClarkItem(id: 1), ClarkItem(id: 2)])
        // "the case '{http://a.example/ns}item' of a choice has a path": the URI's slashes were
        // taken for path separators.
        let xml = try Self.written(choices, as: XMLQualifiedName("r"))
        #expect(try XMLReader().read(ClarkChoices.self, from: xml) == choices)
    }

    @Test("round-trip finding: nil in a line declared for a generic value type writes nothing")
    func genericOptionalNil() throws {
        let empty = GenericLines()
        // nil was written as an empty attribute and element, read back as "".
        let xml = try Self.written(empty, as: XMLQualifiedName("r"))
        #expect(xml == "<r/>")
        #expect(try XMLReader().read(GenericLines.self, from: xml) == empty)
        let full = GenericLines(note: XMLString(""), label: "")
        #expect(try XMLReader().read(GenericLines.self, from: Self.written(full, as: XMLQualifiedName("r"))) == full)
    }

    @Test(
        "round-trip finding: an indenting writer adds no white space to an object's own text",
        arguments: [
            "<r><child id=\"1\"/><child id=\"2\"/></r>",
            "<r>text<child id=\"1\"/></r>",
            "<r><kept/>after</r>",
            "<r><kept><inner/>mixed<inner><deeper/>text</inner></kept></r>",
        ])
    func indentationKeepsOwnText(document: String) throws {
        let holder = try XMLReader().read(OwnTextHolder.self, from: document)
        let xml = try Self.written(holder, as: XMLQualifiedName("r"), indentation: "  ")
        let again = try XMLReader().read(OwnTextHolder.self, from: xml)
        #expect(again.text == holder.text)
        #expect(again.children == holder.children)
        #expect(again.extensions.unknownElements == holder.extensions.unknownElements)
    }

    @Test("round-trip finding: nil own text keeps an indenting writer from laying out the children")
    func nilOwnTextWithIndentation() throws {
        let holder = OptionalOwnText(text: nil, children: [OwnTextChild(id: 1), OwnTextChild(id: 2)])
        let xml = try Self.written(holder, as: XMLQualifiedName("r"), indentation: "  ")
        #expect(xml.trimmingCharacters(in: .newlines) == "<r><child id=\"1\"/><child id=\"2\"/></r>")
        // No text reads as empty text, as for any element: nil comes back as "".
        let again = try XMLReader().read(OptionalOwnText.self, from: xml)
        #expect(again.text == "")
        #expect(again.children == holder.children)
    }

    @Test("round-trip finding: a child element's name is spelled by the description that names it")
    func childNameSpelledByParent() throws {
        // The document declares the child type's older URI, which the parent does not read, and
        // binds the descriptions' prefixes to other namespaces, so that the child's namespace is
        // not declared at the root: the child's element was written in the older URI, and read
        // back as unknown content.
        let source = """
            <r xmlns:o="\(urnOld)" xmlns:p="urn:example:other" xmlns:q="urn:example:another">\
            <item xmlns="\(urnN)" id="7"/></r>
            """
        let parent = try XMLReader().read(OneURIParent.self, from: source)
        #expect(parent.child.id == 7)
        let xml = try Self.written(parent, as: XMLQualifiedName("r"))
        let again = try XMLReader().read(OneURIParent.self, from: xml)
        #expect(again.child == parent.child)
        #expect(again.extensions.unknownElements.isEmpty)
    }

    @Test("round-trip finding: raw markup in no namespace stays there under a default namespace")
    func rawMarkupUnderDefaultNamespace() throws {
        // As read from <r><a:content xmlns:a="urn:example:a"><b>bold</b> text</a:content></r>: the
        // capture's <b> is in no namespace. Written as <content> in the default namespace, it
        // joined that namespace.
        let source = "<r xmlns:a=\"\(urnA)\"><a:content><b>bold</b> text</a:content></r>"
        let holder = try XMLReader().read(RawHolder.self, from: source)
        #expect(holder.html == "<b>bold</b> text")
        let xml = try Self.written(holder, as: XMLQualifiedName(namespaceURI: urnA, localName: "r", prefix: ""))
        #expect(try XMLReader().read(RawHolder.self, from: xml) == holder)
        // Parsed by another parser (Foundation's), with names resolved.
        let root = ReferenceDocument.parse(Data(xml.utf8)).root
        guard case .element(let content)? = root?.children.first, case .element(let bold)? = content.children.first
        else {
            Issue.record("no <b> in \(xml)")
            return
        }
        #expect(content.name == ExpandedName(uri: urnA, local: "content"))
        #expect(bold.name == ExpandedName(uri: "", local: "b"))
    }

    @Test("raw markup that declares its own namespace keeps its element unprefixed")
    func rawMarkupWithItsOwnNamespace() throws {
        let holder = RawHolder(html: "<div xmlns=\"http://www.w3.org/1999/xhtml\">x</div>")
        let xml = try Self.written(holder, as: XMLQualifiedName(namespaceURI: urnA, localName: "r", prefix: ""))
        #expect(xml.contains("<content><div xmlns=\"http://www.w3.org/1999/xhtml\">x</div></content>"))
        #expect(try XMLReader().read(RawHolder.self, from: xml) == holder)
    }
}
