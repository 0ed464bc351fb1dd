// The description components that shape objects: XMLChildText, XMLChildValue, XMLAttribute, XMLTextContent, XMLChild,
// XMLChildren (direct, wrapped, polymorphic), XMLChildValues; and the XML text features they read through
// (entities, character references, CDATA, mixed content, empty elements).

import Foundation
import Testing
import Xylem

// MARK: - Models

private struct Titles: XMLReadable, Equatable {
    var kept = "unset"
    var trimmed = "unset"
    var optional: String?
    var optionalTrimmed: String?

    static let xmlDescription = XMLDescription(Titles.init) {
        XMLChildText("kept", \.kept)
        XMLChildText("trimmed", \.trimmed, trimmed: true)
        XMLChildText("optional", \.optional)
        XMLChildText("optional-trimmed", \.optionalTrimmed, trimmed: true)
    }
}

private struct AttributeTypes: XMLReadable {
    var string = ""
    var int8: Int8 = 0
    var uint64: UInt64 = 0
    var int128: Int128 = 0
    var double = 0.0
    var float: Float = 0
    var decimal: Decimal = 0
    var flag = false
    var url: URL?
    var genre = BookGenre.science
    var urgency = Urgency.low
    var optional: Int?
    var when: Date?
    var cents = 0

    static let xmlDescription = XMLDescription(AttributeTypes.init) {
        XMLAttribute("string", \.string)
        XMLAttribute("int8", \.int8)
        XMLAttribute("uint64", \.uint64)
        XMLAttribute("int128", \.int128)
        XMLAttribute("double", \.double)
        XMLAttribute("float", \.float)
        XMLAttribute("decimal", \.decimal)
        XMLAttribute("flag", \.flag)
        XMLAttribute("url", \.url)
        XMLAttribute("genre", \.genre)
        XMLAttribute("urgency", \.urgency)
        XMLAttribute("optional", \.optional)
        XMLAttribute("when", \.when, using: .iso8601)
        XMLAttribute(
            "cents", \.cents,
            using: XMLConversion(expected: "cents") { text in
                guard let value = Int(text.replacingOccurrences(of: ".", with: "")) else {
                    throw XylemPriceError(text: text)
                }
                return value
            })
    }
}

private struct Title: XMLReadable, Equatable {
    var type = "text"
    var value = ""

    static let xmlDescription = XMLDescription(Title.init) {
        XMLAttribute("type", \.type)
        XMLTextContent(\.value)
    }
}

private struct Price: XMLReadable, Equatable {
    var currency = ""
    var amount = 0
    var note = ""

    static let xmlDescription = XMLDescription(Price.init) {
        XMLAttribute("currency", \.currency)
        XMLTextContent(\.amount)
        XMLChildText("note", \.note)
    }
}

private struct Publisher: XMLReadable, Equatable {
    var name = ""
    var city = ""

    static let xmlDescription = XMLDescription(Publisher.init) {
        XMLChildText("name", \.name)
        XMLChildText("city", \.city)
    }
}

private struct Edition: XMLReadable, Equatable {
    var title = Title()
    var price: Price?
    var publisher = Publisher(name: "default")
    var reprint: Publisher?

    static let xmlDescription = XMLDescription(Edition.init) {
        XMLChild("title", \.title)
        XMLChild("price", \.price)
        XMLChild("publisher", \.publisher)
        XMLChild("reprint", \.reprint)
    }
}

private struct Shelf: XMLReadable, Equatable {
    var direct: [LibraryAuthor] = []
    var wrapped: [LibraryAuthor] = []
    var tags: [String] = []
    var scores: [Int] = []
    var flags: [Bool] = []

    static let xmlDescription = XMLDescription(Shelf.init) {
        XMLChildren("author", \.direct)
        XMLChildren("writer", \.wrapped, wrapper: "writers")
        XMLChildValues("tag", \.tags)
        XMLChildValues("score", \.scores, wrapper: "scores")
        XMLChildValues("flag", \.flags, wrapper: "scores")
    }
}

struct Dog: XMLReadable, Equatable, Sendable {
    var name = ""
    var goodBoy = false

    static let xmlDescription = XMLDescription(Dog.init) {
        XMLAttribute("name", \.name)
        XMLChildValue("good", \.goodBoy)
    }
}

struct Cat: XMLReadable, Equatable, Sendable {
    var name = ""
    var lives = 9

    static let xmlDescription = XMLDescription(Cat.init) {
        XMLAttribute("name", \.name)
        XMLChildValue("lives", \.lives)
    }
}

struct Fish: XMLReadable, Equatable, Sendable {
    var name = ""

    static let xmlDescription = XMLDescription(Fish.init) {
        XMLAttribute("name", \.name)
    }
}

/// An enum of pets for polymorphic XMLChildren.
enum PetKind: Equatable, Sendable {
    case dog(Dog)
    case cat(Cat)
}

/// An existential pet for polymorphic XMLChildren.
protocol Pet: Sendable {
    var name: String { get }
    var species: String { get }
}

extension Dog: Pet { var species: String { "dog" } }
extension Cat: Pet { var species: String { "cat" } }
extension Fish: Pet { var species: String { "fish" } }

private struct Household: XMLReadable {
    var pets: [PetKind] = []
    var animals: [any Pet] = []

    static let xmlDescription = XMLDescription(Household.init) {
        XMLChildren(\.pets, wrapper: "pets") {
            XMLCase("dog", Dog.self) { PetKind.dog($0) }
            XMLCase("cat", Cat.self) { PetKind.cat($0) }
        }
        XMLChildren(\.animals) {
            XMLCase("dog", Dog.self) { $0 as any Pet }
            XMLCase("cat", Cat.self) { $0 as any Pet }
            XMLCase("fish", Fish.self) { $0 as any Pet }
        }
    }
}

// MARK: - Tests

extension CoreReaderTests {
    @Suite("XMLChildText and XMLChildValue")
    struct TextTests {
        @Test("XMLChildText keeps the text exactly unless trimmed is set")
        func keptAndTrimmed() throws {
            let xml =
                "<t><kept>\n  Dune \t</kept><trimmed>\n  Dune \t</trimmed><optional> a </optional><optional-trimmed> b </optional-trimmed></t>"
            let value = try XMLReader().read(Titles.self, from: xml)
            #expect(value == Titles(kept: "\n  Dune \t", trimmed: "Dune", optional: " a ", optionalTrimmed: "b"))
        }

        @Test("an absent element leaves XMLChildText as the factory made it; optional XMLChildText stays nil")
        func absent() throws {
            let value = try XMLReader().read(Titles.self, from: "<t/>")
            #expect(value == Titles(kept: "unset", trimmed: "unset", optional: nil, optionalTrimmed: nil))
        }

        @Test("empty and self-closing elements read as empty strings")
        func emptyElements() throws {
            let value = try XMLReader().read(Titles.self, from: "<t><kept/><trimmed></trimmed><optional/></t>")
            #expect(value.kept == "")
            #expect(value.trimmed == "")
            #expect(value.optional == "")
        }

        @Test("predefined entities and character references are decoded")
        func entities() throws {
            let xml = "<t><kept>&amp; &lt; &gt; &quot; &apos; &#65;&#x42;&#x62; &#233; &#x20AC; &#x1D11E;</kept></t>"
            #expect(try XMLReader().read(Titles.self, from: xml).kept == "& < > \" ' ABb é € 𝄞")
        }

        @Test("CDATA content is taken literally, and joins the surrounding text")
        func cdata() throws {
            let xml = "<t><kept>a <![CDATA[<b>&amp;</b> ]]>z</kept><trimmed><![CDATA[  x  ]]></trimmed></t>"
            let value = try XMLReader().read(Titles.self, from: xml)
            #expect(value.kept == "a <b>&amp;</b> z")
            #expect(value.trimmed == "x")
        }

        @Test("XMLChildText of an element with mixed content concatenates the text of all descendants")
        func mixedContent() throws {
            let xml = "<t><kept>A <b>bold <i>and italic</i></b> move<!-- no -->.</kept></t>"
            #expect(try XMLReader().read(Titles.self, from: xml).kept == "A bold and italic move.")
        }

        @Test("line endings are normalized to LF as XML requires, and &#13; survives")
        func lineEndings() throws {
            let xml = "<t><kept>a\r\nb\rc&#13;</kept></t>"
            #expect(try XMLReader().read(Titles.self, from: xml).kept == "a\nb\nc\r")
        }
    }
}

extension CoreReaderTests {
    @Suite("Attributes")
    struct AttributeTests {
        @Test("attributes convert to every scalar type, through XMLValue and custom conversions")
        func types() throws {
            let xml = """
                <a string="  as is  " int8="-128" uint64="18446744073709551615" int128="-170141183460469231731687303715884105728"
                   double="-2.5e-3" float="INF" decimal="0.10" flag="" url="https://example.com/x"
                   genre="poetry" urgency=" 3 " when="2008-07-17T12:34:56Z" cents="12.34"/>
                """
            let value = try XMLReader().read(AttributeTypes.self, from: xml)
            #expect(value.string == "  as is  ")
            #expect(value.int8 == Int8.min)
            #expect(value.uint64 == UInt64.max)
            #expect(value.int128 == Int128.min)
            #expect(value.double == -0.0025)
            #expect(value.float == .infinity)
            #expect(value.decimal == Decimal(string: "0.1")!)
            #expect(value.flag == true)
            #expect(value.url == URL(string: "https://example.com/x"))
            #expect(value.genre == .poetry)
            #expect(value.urgency == .high)
            #expect(value.optional == nil)
            #expect(value.when?.timeIntervalSince1970 == 1_216_298_096)
            #expect(value.cents == 1234)
        }

        @Test("entities and character references in attribute values are decoded")
        func entities() throws {
            let xml = "<a string=\"Tom &amp; Jerry &lt;3 &quot;q&quot; &apos;s&apos; &#x20AC;&#233;\"/>"
            #expect(try XMLReader().read(AttributeTypes.self, from: xml).string == "Tom & Jerry <3 \"q\" 's' €é")
        }

        @Test("single-quoted values and whitespace normalization of literal tabs and newlines")
        func normalization() throws {
            let value = try XMLReader().read(AttributeTypes.self, from: "<a string='a\tb\nc' />")
            #expect(value.string == "a b c")
        }

        @Test("a failing attribute conversion names the type, the text and ends the path with /@name")
        func conversionError() throws {
            let error = try xylemReadError(AttributeTypes.self, from: "<a int8=\"300\"/>")
            #expect(error.kind == .conversion(expected: "Int8", text: "300"))
            #expect(error.path == "a/@int8")
            let custom = try xylemReadError(AttributeTypes.self, from: "<a cents=\"x.y\"/>")
            #expect(custom.kind == .conversion(expected: "cents", text: "x.y"))
            #expect(custom.underlying as? XylemPriceError == XylemPriceError(text: "x.y"))
        }

        @Test("an attribute of a nested element is not the object's attribute")
        func ownElementOnly() throws {
            let value = try XMLReader().read(AttributeTypes.self, from: "<a><inner string=\"no\"/></a>")
            #expect(value.string == "")
        }
    }
}

extension CoreReaderTests {
    @Suite("XMLTextContent")
    struct TextContentTests {
        @Test("XMLTextContent reads the element's own text, not the text of its children")
        func ownText() throws {
            let title = try XMLReader().read(Title.self, from: "<title type=\"html\">Hello <b>bold</b> world</title>")
            #expect(title == Title(type: "html", value: "Hello  world"))
        }

        @Test("XMLTextContent converts through XMLValue; a mapped child's text stays with the child")
        func convertedOwnText() throws {
            let price = try XMLReader().read(
                Price.self, from: "<price currency=\"EUR\"> 12 <note>about 13</note>\n</price>")
            #expect(price == Price(currency: "EUR", amount: 12, note: "about 13"))
        }

        @Test("XMLTextContent of nested objects does not mix parent and child text")
        func nested() throws {
            let xml =
                "<edition>ignored<title type=\"t\">Dune<b>!</b></title>also ignored<price currency=\"USD\">7</price></edition>"
            let edition = try XMLReader().read(Edition.self, from: xml)
            #expect(edition.title == Title(type: "t", value: "Dune"))
            #expect(edition.price == Price(currency: "USD", amount: 7, note: ""))
        }

        @Test("an XMLTextContent conversion failure names the element")
        func conversionError() throws {
            let error = try xylemReadError(Edition.self, from: "<edition><price>seven</price></edition>")
            #expect(error.kind == .conversion(expected: "Int", text: "seven"))
            #expect(error.path == "edition/price")
        }
    }
}

extension CoreReaderTests {
    @Suite("XMLChild")
    struct ChildTests {
        @Test("a child element becomes a nested object read with its own description")
        func nested() throws {
            let xml = """
                <edition>
                  <publisher><name>Chilton</name><city>Philadelphia</city></publisher>
                  <reprint><name>Ace</name></reprint>
                </edition>
                """
            let edition = try XMLReader().read(Edition.self, from: xml)
            #expect(edition.publisher == Publisher(name: "Chilton", city: "Philadelphia"))
            #expect(edition.reprint == Publisher(name: "Ace", city: ""))
        }

        @Test("an absent optional child is nil; an absent non-optional child keeps the factory value")
        func absent() throws {
            let edition = try XMLReader().read(Edition.self, from: "<edition/>")
            #expect(edition.reprint == nil)
            #expect(edition.price == nil)
            #expect(edition.publisher == Publisher(name: "default"))
        }

        @Test("an empty child element is an object made by its factory")
        func emptyChild() throws {
            let edition = try XMLReader().read(Edition.self, from: "<edition><reprint/></edition>")
            #expect(edition.reprint == Publisher())
        }

        @Test("the root element is read whatever its name")
        func rootName() throws {
            let publisher = try XMLReader().read(Publisher.self, from: "<anything><name>X</name></anything>")
            #expect(publisher.name == "X")
        }
    }
}

extension CoreReaderTests {
    @Suite("XMLChildren and XMLChildValues")
    struct ChildrenTests {
        @Test("repeated children directly under the object and under a wrapper, in document order")
        func directAndWrapped() throws {
            let xml = """
                <shelf>
                  <author><name>A1</name></author>
                  <writers><writer><name>W1</name><born>1</born></writer><writer><name>W2</name></writer></writers>
                  <author><name>A2</name><born>2</born></author>
                  <writer><name>not wrapped</name></writer>
                  <writers><writer><name>W3</name></writer></writers>
                </shelf>
                """
            let shelf = try XMLReader().read(Shelf.self, from: xml)
            #expect(shelf.direct == [LibraryAuthor(name: "A1"), LibraryAuthor(name: "A2", born: 2)])
            #expect(
                shelf.wrapped == [
                    LibraryAuthor(name: "W1", born: 1), LibraryAuthor(name: "W2"), LibraryAuthor(name: "W3"),
                ])
        }

        @Test("an element named like a wrapped child is not collected outside its wrapper")
        func wrapperRequired() throws {
            let shelf = try XMLReader().read(
                Shelf.self, from: "<shelf><writer><name>lost</name></writer><author><writer/></author></shelf>")
            #expect(shelf.wrapped.isEmpty)
        }

        @Test("XMLChildValues collects scalars, with and without a wrapper, several names sharing one wrapper")
        func values() throws {
            let xml =
                "<shelf><tag>b</tag><tag> a </tag><scores><score>3</score><flag/><score> 1 </score><flag>no</flag></scores><tag/></shelf>"
            let shelf = try XMLReader().read(Shelf.self, from: xml)
            #expect(shelf.tags == ["b", " a ", ""])
            #expect(shelf.scores == [3, 1])
            #expect(shelf.flags == [true, false])
        }

        @Test("absent repeated elements leave empty arrays")
        func empty() throws {
            let shelf = try XMLReader().read(Shelf.self, from: "<shelf><writers/><scores></scores></shelf>")
            #expect(shelf == Shelf())
        }

        @Test("a bad value in XMLChildValues names its index in the path")
        func valuesError() throws {
            let error = try xylemReadError(
                Shelf.self, from: "<shelf><scores><score>1</score><score>2</score><score>x</score></scores></shelf>")
            #expect(error.kind == .conversion(expected: "Int", text: "x"))
            #expect(error.path == "shelf/scores/score[3]")
        }

        @Test("several element names into one array of an enum, document order kept")
        func polymorphicEnum() throws {
            let xml = """
                <household><pets>
                  <dog name="Rex"><good>yes</good></dog>
                  <cat name="Tom"><lives>7</lives></cat>
                  <fish name="Nemo"/>
                  <dog name="Fido"/>
                </pets></household>
                """
            let household = try XMLReader().read(Household.self, from: xml)
            #expect(
                household.pets == [
                    .dog(Dog(name: "Rex", goodBoy: true)), .cat(Cat(name: "Tom", lives: 7)),
                    .dog(Dog(name: "Fido", goodBoy: false)),
                ])
            #expect(household.animals.isEmpty)
        }

        @Test("several element names into one array of an existential, document order kept")
        func polymorphicExistential() throws {
            let xml =
                "<household><cat name=\"a\"/><fish name=\"b\"/><dog name=\"c\"/><cat name=\"d\"><lives>1</lives></cat></household>"
            let household = try XMLReader().read(Household.self, from: xml)
            #expect(household.animals.map(\.name) == ["a", "b", "c", "d"])
            #expect(household.animals.map(\.species) == ["cat", "fish", "dog", "cat"])
            #expect((household.animals[3] as? Cat)?.lives == 1)
            #expect(household.pets.isEmpty)
        }
    }
}

extension CoreReaderTests {
    @Suite("The shared catalog fixture")
    struct CatalogFixtureTests {
        @Test("the catalog reads as expected, every component at once")
        func catalog() throws {
            let catalog = try XMLReader().read(LibraryCatalog.self, from: LibraryFixture.xml)
            #expect(catalog == LibraryFixture.expected)
        }
    }
}
