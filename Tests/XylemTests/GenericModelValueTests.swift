// Values read into models that are themselves generic (`FeedText<Name>`-style types): the setters
// of common value types are compiled for their type even there, and must convert, reject and
// store exactly as the general setter does.

import Testing
import Xylem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

private protocol Marker: Sendable {}
private enum First: Marker {}

private struct Tagged<M: Marker>: XMLReadable, Equatable {
    var text = ""
    var label: String?
    var count: Int?
    var when: XMLDate?
    var ratio: Double?

    static var xmlDescription: XMLDescription<Self> {
        XMLDescription({ Self() }, element: "tagged") {
            XMLTextContent(\.text)
            XMLAttribute("label", \.label)
            XMLAttribute("count", \.count)
            XMLAttribute("when", \.when)
            XMLAttribute("ratio", \.ratio)
        }
    }
}

@Suite("Values in generic models")
struct GenericModelValueTests {
    @Test("strings, optional numbers and dates convert as in any model")
    func converted() throws {
        let xml =
            #"<tagged label="L" count=" 42 " when="2003-12-13T18:30:02+01:00" ratio="0.5">body &amp; soul</tagged>"#
        let value = try XMLReader().read(Tagged<First>.self, from: xml)
        #expect(value.text == "body & soul")
        #expect(value.label == "L")
        #expect(value.count == 42)
        // 2003-12-13T17:30:02Z, written with a +01:00 offset.
        #expect(value.when?.date.timeIntervalSince1970 == 1_071_336_602)
        #expect(value.ratio == 0.5)
    }

    @Test("blank optional numbers read as nil; absent values stay unset")
    func blanksAndAbsence() throws {
        let value = try XMLReader().read(Tagged<First>.self, from: #"<tagged count="  " when=""/>"#)
        #expect(value.count == nil)
        #expect(value.when == nil)
        #expect(value.label == nil)
        #expect(value.text == "")
    }

    @Test("a value that does not convert fails the read, naming the type expected")
    func rejected() throws {
        #expect {
            try XMLReader().read(Tagged<First>.self, from: #"<tagged count="many"/>"#)
        } throws: { error in
            guard let error = error as? XMLReadError, case .conversion(_, let text) = error.kind else { return false }
            return text == "many" && error.line == 1
        }
        #expect(throws: XMLReadError.self) {
            try XMLReader().read(Tagged<First>.self, from: #"<tagged when="yesterday"/>"#)
        }
    }

    @Test("lenient reads leave a bad value unset and report it")
    func lenient() throws {
        var options = XMLReader.Options()
        options.conversionFailures = .skip
        let document = try XMLReader(options: options).readDocument(
            Tagged<First>.self, from: .string(#"<tagged count="many" label="kept"/>"#))
        #expect(document.root.count == nil)
        #expect(document.root.label == "kept")
        #expect(document.warnings.count == 1)
    }
}
