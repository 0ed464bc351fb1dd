// What a read says about dates: a date in the other syntax than its mapping expects is kept, with a
// warning naming the text and the form expected, in strict and lenient reads alike; a text that is
// no date is a warning naming it in lenient reads and an error in strict ones, whichever
// conversion the mapping uses.

import Foundation
import Testing
import Xylem

private struct Stamps: XMLReadable {
    var published: Date?
    var updated: XMLDate?
    var seen: XMLDate?
    var when: XMLDate?
    var edited: Date?

    static let xmlDescription = XMLDescription(Stamps.init, element: "stamps") {
        XMLChildValue("published", \.published, using: .rfc822)
        XMLChildValue("updated", \.updated, using: .iso8601)
        XMLAttribute("seen", \.seen, using: .iso8601)
        XMLChildValue("when", \.when)
        XMLChildValue("edited", \.edited, using: .anyDate)
    }
}

private struct RequiredStamp: XMLReadable {
    var updated: Date?

    static let xmlDescription = XMLDescription(RequiredStamp.init, element: "stamp") {
        XMLChildValue("updated", \.updated, using: .iso8601).required()
    }
}

@Suite("Warnings about dates")
struct DateWarningTests {
    static let otherSyntax = """
        <stamps seen="Sun Jan  4 16:29:06 2004">
          <published>2003-12-31T10:14:55Z</published>
          <updated>Thu, 01 Jan 2004 19:48:21 GMT</updated>
        </stamps>
        """

    @Test(
        "a date in the other syntax is kept, with a warning naming it and the form expected", arguments: [false, true])
    func otherSyntax(lenient: Bool) throws {
        let reader = XMLReader(options: lenient ? .feedReading : XMLReader.Options())
        let (stamps, warnings) = try reader.readWithWarnings(Stamps.self, from: .string(Self.otherSyntax))
        #expect(stamps.published == Date(timeIntervalSince1970: 1_072_865_695))
        #expect(stamps.updated?.date == Date(timeIntervalSince1970: 1_072_986_501))
        #expect(stamps.updated?.xmlText == "Thu, 01 Jan 2004 19:48:21 GMT")
        #expect(stamps.seen?.date == Date(timeIntervalSince1970: 1_073_233_746))
        try #require(warnings.count == 3)
        #expect(warnings[0].kind == .unexpectedForm(expected: "ISO 8601 date", text: "Sun Jan  4 16:29:06 2004"))
        #expect(warnings[0].path == "stamps/@seen")
        #expect(warnings[1].kind == .unexpectedForm(expected: "RFC 822 date", text: "2003-12-31T10:14:55Z"))
        #expect(warnings[1].path == "stamps/published")
        #expect(warnings[1].line == 2)
        #expect(warnings[2].kind == .unexpectedForm(expected: "ISO 8601 date", text: "Thu, 01 Jan 2004 19:48:21 GMT"))
        #expect(warnings[2].path == "stamps/updated")
        #expect(warnings[2].line == 3)
        #expect(
            warnings[2].description
                == "line 3, column 41, at stamps/updated: \"Thu, 01 Jan 2004 19:48:21 GMT\" is not the expected "
                + "ISO 8601 date: read as an RFC 822 date")
        #expect((warnings[2].underlying as? XMLConversionWarning)?.message == "read as an RFC 822 date")
    }

    @Test("a warning handler hears of a date in the other syntax as it is read")
    func handler() throws {
        let heard = XylemHookLog()
        var options = XMLReader.Options()
        options.warningHandler = { warning in
            if case .unexpectedForm(_, let text) = warning.kind { heard.append(text) }
        }
        _ = try XMLReader(options: options).read(Stamps.self, from: Self.otherSyntax)
        #expect(heard.entries == ["Sun Jan  4 16:29:06 2004", "2003-12-31T10:14:55Z", "Thu, 01 Jan 2004 19:48:21 GMT"])
    }

    @Test("a date read with a warning counts for a required line")
    func requiredLine() throws {
        let (stamp, warnings) = try XMLReader().readWithWarnings(
            RequiredStamp.self, from: .string("<stamp><updated>Thu, 01 Jan 2004 19:48:21 GMT</updated></stamp>"))
        #expect(stamp.updated == Date(timeIntervalSince1970: 1_072_986_501))
        #expect(warnings.map(\.kind.name) == ["unexpectedForm"])
    }

    @Test(
        "an unreadable date is a warning naming it in lenient reads, whatever the conversion",
        arguments: [
            ("published", "RFC 822 date"), ("updated", "ISO 8601 date"), ("when", "XMLDate"), ("edited", "date"),
        ])
    func unreadableLenient(element: String, expected: String) throws {
        for text in ["Thu, 01 Jan 2004 25:48:21 GMT", "2003-12-31T25:14:55Z", "2013-01-28T11:30:00-06:00Textra"] {
            let xml = "<stamps><\(element)>\(text)</\(element)></stamps>"
            let (stamps, warnings) = try XMLReader(options: .feedReading).readWithWarnings(
                Stamps.self, from: .string(xml))
            #expect(stamps.published == nil && stamps.updated == nil && stamps.when == nil && stamps.edited == nil)
            try #require(warnings.count == 1)
            #expect(warnings[0].kind == .conversion(expected: expected, text: text))
            #expect(warnings[0].path == "stamps/\(element)")
            #expect(warnings[0].description.contains("cannot read \"\(text)\" as \(expected)"))
        }
    }

    @Test("an unreadable date in an attribute is a warning naming it in lenient reads")
    func unreadableAttribute() throws {
        let (stamps, warnings) = try XMLReader(options: .feedReading).readWithWarnings(
            Stamps.self, from: .string("<stamps seen=\"2003-12-31T10:61:55Z\"/>"))
        #expect(stamps.seen == nil)
        #expect(warnings.map(\.kind) == [.conversion(expected: "ISO 8601 date", text: "2003-12-31T10:61:55Z")])
        #expect(warnings.map(\.path) == ["stamps/@seen"])
    }

    @Test("an unreadable date fails a strict read, naming it")
    func unreadableStrict() throws {
        let error = try xylemReadError(Stamps.self, from: "<stamps><updated>2003-12-31T25:14:55Z</updated></stamps>")
        #expect(error.kind == .conversion(expected: "ISO 8601 date", text: "2003-12-31T25:14:55Z"))
        #expect(error.path == "stamps/updated")
    }
}
