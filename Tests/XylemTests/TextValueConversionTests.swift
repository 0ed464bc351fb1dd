// The conversions of values read as text: URL, String, raw-value enums and custom conversions.

import Foundation
import Testing
import Xylem

// MARK: - URL, String and enums

private struct Links: XMLReadable {
    var url = URL(string: "about:blank")!
    var optional: URL?

    static let xmlDescription = XMLDescription(Links.init) {
        XMLChildValue("url", \.url)
        XMLChildValue("optional", \.optional)
    }
}

extension CoreReaderTests {
    @Suite("URL conversion")
    struct URLTests {
        @Test(
            "absolute and relative references are kept as written, surrounding whitespace ignored",
            arguments: [
                ("https://example.com/a/b?c=1&amp;d=2#frag", "https://example.com/a/b?c=1&d=2#frag"),
                ("../images/cover.png", "../images/cover.png"),
                ("  mailto:someone@example.com\n", "mailto:someone@example.com"),
                ("/absolute/path", "/absolute/path"),
            ])
        func valid(xmlText: String, expected: String) throws {
            let value = try XMLReader().read(Links.self, from: "<l><url>\(xmlText)</url></l>")
            #expect(value.url.absoluteString == expected)
        }

        @Test("an unparseable or empty URL is a conversion error", arguments: ["http://[", "http://x:port/", ""])
        func invalid(text: String) throws {
            let error = try xylemReadError(Links.self, from: "<l><url>\(text)</url></l>")
            #expect(error.kind == .conversion(expected: "URL", text: text))
        }

        @Test("an optional URL is nil when absent or empty")
        func optional() throws {
            #expect(try XMLReader().read(Links.self, from: "<l/>").optional == nil)
            #expect(try XMLReader().read(Links.self, from: "<l><optional></optional></l>").optional == nil)
            #expect(
                try XMLReader().read(Links.self, from: "<l><optional>https://a.example</optional></l>").optional
                    == URL(string: "https://a.example"))
        }
    }
}

private struct Strings: XMLReadable {
    var value = "unset"
    var optional: String?

    static let xmlDescription = XMLDescription(Strings.init) {
        XMLChildValue("v", \.value)
        XMLChildValue("o", \.optional)
    }
}

extension CoreReaderTests {
    @Suite("String values")
    struct StringValueTests {
        @Test("XMLChildValue for String keeps the text exactly, whitespace included")
        func keepsWhitespace() throws {
            let value = try XMLReader().read(Strings.self, from: "<s><v>  two  spaces\n\tand a tab </v></s>")
            #expect(value.value == "  two  spaces\n\tand a tab ")
        }

        @Test("an empty element reads as the empty string, also for String?")
        func empty() throws {
            let value = try XMLReader().read(Strings.self, from: "<s><v/><o></o></s>")
            #expect(value.value == "")
            #expect(value.optional == "")
            #expect(try XMLReader().read(Strings.self, from: "<s/>").optional == nil)
        }
    }
}

private struct Enums: XMLReadable {
    var genre = BookGenre.science
    var priority = Urgency.normal
    var optionalGenre: BookGenre?
    var optionalPriority: Urgency?

    static let xmlDescription = XMLDescription(Enums.init) {
        XMLChildValue("genre", \.genre)
        XMLChildValue("priority", \.priority)
        XMLChildValue("og", \.optionalGenre)
        XMLChildValue("op", \.optionalPriority)
    }
}

extension CoreReaderTests {
    @Suite("Raw-value enums")
    struct EnumTests {
        @Test("String raw values select the case", arguments: [("fiction", BookGenre.fiction), ("poetry", .poetry)])
        func stringRaw(text: String, expected: BookGenre) throws {
            #expect(try XMLReader().read(Enums.self, from: "<e><genre>\(text)</genre></e>").genre == expected)
        }

        @Test("surrounding whitespace is ignored for a String-backed enum, as for every scalar but String")
        func stringRawWhitespace() throws {
            let value = try XMLReader().read(
                Enums.self, from: "<e><genre>\n    poetry\n  </genre><og> fiction </og></e>")
            #expect(value.genre == .poetry)
            #expect(value.optionalGenre == .fiction)
        }

        @Test(
            "Int raw values select the case, with the integer rules",
            arguments: [("1", Urgency.low), (" 3 ", .high), ("+2", .normal)])
        func intRaw(text: String, expected: Urgency) throws {
            #expect(try XMLReader().read(Enums.self, from: "<e><priority>\(text)</priority></e>").priority == expected)
        }

        @Test(
            "an unknown raw value is a conversion error naming the enum",
            arguments: ["drama", "Poetry", "", "fic tion"])
        func unknownString(text: String) throws {
            let error = try xylemReadError(Enums.self, from: "<e><genre>\(text)</genre></e>")
            #expect(error.kind == .conversion(expected: "BookGenre", text: text))
            #expect(error.path == "e/genre")
        }

        @Test("an unknown or non-numeric Int raw value is a conversion error", arguments: ["7", "0", "high", "1.0"])
        func unknownInt(text: String) throws {
            let error = try xylemReadError(Enums.self, from: "<e><priority>\(text)</priority></e>")
            #expect(error.kind == .conversion(expected: "Urgency", text: text))
        }

        @Test("optional enums are nil when absent or empty, and set when present")
        func optionals() throws {
            let absent = try XMLReader().read(Enums.self, from: "<e/>")
            #expect(absent.optionalGenre == nil)
            #expect(absent.optionalPriority == nil)
            let empty = try XMLReader().read(Enums.self, from: "<e><og/><op></op></e>")
            #expect(empty.optionalGenre == nil)
            #expect(empty.optionalPriority == nil)
            let present = try XMLReader().read(Enums.self, from: "<e><og>science</og><op>2</op></e>")
            #expect(present.optionalGenre == .science)
            #expect(present.optionalPriority == .normal)
            let error = try xylemReadError(Enums.self, from: "<e><og>drama</og></e>")
            #expect(error.kind == .conversion(expected: "BookGenre", text: "drama"))
        }
    }
}

// MARK: - Custom conversions

struct XylemPriceError: Error, Equatable {
    let text: String
}

/// A user type that conforms to XMLValue itself, reading from the raw bytes.
struct XylemCelsius: XMLValue, Equatable {
    var degrees: Double
    init(degrees: Double) { self.degrees = degrees }
    init?(xmlText: XMLText) {
        let string = xmlText.trimmed.string
        guard string.hasSuffix("°C"), let value = Double(string.dropLast(2)) else { return nil }
        degrees = value
    }
    var xmlText: String { "\(degrees)°C" }
}

private struct Custom: XMLReadable {
    var cents = 0
    var optionalCents: Int?
    var length = 0
    var when: Date?
    var published = Date(timeIntervalSince1970: 0)
    var temperature = XylemCelsius(degrees: 0)
    var letters: [Character] = []

    static let euros = XMLConversion<Int>(expected: "price in euros") { text in
        guard let euros = Double(text) else { throw XylemPriceError(text: text) }
        return Int((euros * 100).rounded())
    }

    static let xmlDescription = XMLDescription(Custom.init) {
        XMLChildValue("price", \.cents, using: euros)
        XMLChildValue("optional-price", \.optionalCents, using: euros)
        XMLChildValue("length", \.length, using: XMLConversion(bytes: { $0.count }))
        XMLAttribute("when", \.when, using: .iso8601)
        XMLChildValue("published", \.published, using: .iso8601)
        XMLChildValue("temperature", \.temperature)
        XMLChildValue("letters", \.letters, using: XMLConversion { Array($0) })
    }
}

extension CoreReaderTests {
    @Suite("Custom conversions")
    struct CustomConversionTests {
        @Test("a closure taking the text as a String converts the value")
        func closure() throws {
            let value = try XMLReader().read(Custom.self, from: "<c><price>12.34</price><letters>ab</letters></c>")
            #expect(value.cents == 1234)
            #expect(value.letters == ["a", "b"])
        }

        @Test("a conversion that throws gives a conversion error with the thrown error as underlying")
        func throwing() throws {
            let error = try xylemReadError(Custom.self, from: "<c>\n<price>twelve</price></c>")
            #expect(error.kind == .conversion(expected: "price in euros", text: "twelve"))
            #expect(error.path == "c/price")
            #expect(error.line == 2)
            #expect(error.underlying as? XylemPriceError == XylemPriceError(text: "twelve"))
        }

        @Test("the default expected name of a conversion is its value type")
        func defaultExpectedName() throws {
            struct Model: XMLReadable {
                var value = 0
                static let xmlDescription = XMLDescription(Model.init) {
                    XMLChildValue(
                        "v", \.value,
                        using: XMLConversion { text in
                            guard let number = Int(text, radix: 16) else { throw XylemPriceError(text: text) }
                            return number
                        })
                }
            }
            #expect(try XMLReader().read(Model.self, from: "<m><v>ff</v></m>").value == 255)
            let error = try xylemReadError(Model.self, from: "<m><v>zz</v></m>")
            #expect(error.kind == .conversion(expected: "Int", text: "zz"))
            #expect(error.underlying is XylemPriceError)
        }

        @Test("an optional property through a conversion is nil when absent, set when present")
        func optional() throws {
            #expect(try XMLReader().read(Custom.self, from: "<c/>").optionalCents == nil)
            #expect(
                try XMLReader().read(Custom.self, from: "<c><optional-price>0.5</optional-price></c>").optionalCents
                    == 50)
        }

        @Test("a byte-level conversion sees the decoded UTF-8 bytes")
        func bytes() throws {
            // "é" is two bytes, "€" three, "&amp;" decodes to one.
            #expect(try XMLReader().read(Custom.self, from: "<c><length>é€&amp;</length></c>").length == 6)
        }

        @Test("a type's own XMLValue conformance is used by XMLChildValue")
        func ownConformance() throws {
            #expect(
                try XMLReader().read(Custom.self, from: "<c><temperature> 21.5°C </temperature></c>").temperature
                    == XylemCelsius(degrees: 21.5))
            let error = try xylemReadError(Custom.self, from: "<c><temperature>21.5F</temperature></c>")
            #expect(error.kind == .conversion(expected: "XylemCelsius", text: "21.5F"))
        }
    }
}

extension CoreReaderTests {
    @Suite("ISO 8601 dates")
    struct ISO8601Tests {
        // Expected instants computed independently (`date -u -d 2008-07-17T12:34:56Z +%s`).
        @Test(
            "timestamps with zone, with fraction and plain dates read as the right instant",
            arguments: [
                ("2008-07-17T12:34:56Z", 1_216_298_096.0),
                ("  2008-07-17T12:34:56+00:00 ", 1_216_298_096.0),
                ("2008-07-17T12:34:56-07:00", 1_216_323_296.0),
                ("2008-07-17T12:34:56.789-07:00", 1_216_323_296.789),
                ("2008-07-17", 1_216_252_800.0),
            ])
        func valid(text: String, seconds: Double) throws {
            let value = try XMLReader().read(
                Custom.self, from: "<c when=\"\(text)\"><published>\(text)</published></c>")
            #expect(abs(value.published.timeIntervalSince1970 - seconds) < 0.0005)
            let when = try #require(value.when)
            #expect(abs(when.timeIntervalSince1970 - seconds) < 0.0005)
        }

        @Test(
            "text that is not ISO 8601 is a conversion error",
            arguments: ["17/07/2008", "2008-13-45T00:00:00Z", "yesterday", ""])
        func invalid(text: String) throws {
            let error = try xylemReadError(Custom.self, from: "<c><published>\(text)</published></c>")
            #expect(error.kind == .conversion(expected: "ISO 8601 date", text: text))
            #expect(error.underlying is XMLConversionFailure)
            let attributeError = try xylemReadError(Custom.self, from: "<c when=\"\(text)\"/>")
            #expect(attributeError.kind == .conversion(expected: "ISO 8601 date", text: text))
            #expect(attributeError.path == "c/@when")
        }
    }
}
