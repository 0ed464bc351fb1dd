// The numeric and Boolean conversions behind Value, Values and Attribute: every integer width,
// floating point, Decimal, Bool and optionals (text values are in TextValueConversionTests.swift).

import Foundation
import Testing
import Xylem

// MARK: - Integers of every width

/// One element value and one attribute of integer type `T`.
struct XylemIntegerBox<T: FixedWidthInteger & XMLValue & Sendable>: XMLReadable {
    var value: T = 0
    var attribute: T = 0

    // Generic types cannot have stored statics; the description is built on each access.
    static var xmlDescription: XMLDescription<Self> {
        XMLDescription(Self.init) {
            XMLChildValue("v", \.value)
            XMLAttribute("a", \.attribute)
        }
    }
}

/// The integer types Xylem converts, named as conversion errors name them.
enum XylemIntegerWidth: String, CaseIterable, Sendable {
    case int = "Int", int8 = "Int8", int16 = "Int16", int32 = "Int32", int64 = "Int64", int128 = "Int128"
    case uint = "UInt", uint8 = "UInt8", uint16 = "UInt16", uint32 = "UInt32", uint64 = "UInt64", uint128 = "UInt128"

    /// Runs `check` with the Swift type this case stands for.
    func run(_ check: some XylemIntegerCheck) throws {
        switch self {
        case .int: try check.run(Int.self, name: rawValue)
        case .int8: try check.run(Int8.self, name: rawValue)
        case .int16: try check.run(Int16.self, name: rawValue)
        case .int32: try check.run(Int32.self, name: rawValue)
        case .int64: try check.run(Int64.self, name: rawValue)
        case .int128: try check.run(Int128.self, name: rawValue)
        case .uint: try check.run(UInt.self, name: rawValue)
        case .uint8: try check.run(UInt8.self, name: rawValue)
        case .uint16: try check.run(UInt16.self, name: rawValue)
        case .uint32: try check.run(UInt32.self, name: rawValue)
        case .uint64: try check.run(UInt64.self, name: rawValue)
        case .uint128: try check.run(UInt128.self, name: rawValue)
        }
    }
}

/// A check generic over the integer type, dispatched by ``XylemIntegerWidth/run(_:)``.
protocol XylemIntegerCheck {
    func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws
}

/// Reads `text` as the element value and as the attribute of an ``XylemIntegerBox``.
private func readInteger<T: FixedWidthInteger & XMLValue & Sendable>(
    _ type: T.Type, element text: String, attribute: String = "0"
) throws -> XylemIntegerBox<T> {
    try XMLReader().read(XylemIntegerBox<T>.self, from: "<box a=\"\(attribute)\"><v>\(text)</v></box>")
}

/// The decimal string of a number one further from zero than `extreme` (whose last digit is
/// never 9 for the limits of fixed-width integers).
private func beyond(_ extreme: String) -> String {
    let last = extreme.last!.wholeNumberValue!
    precondition(last < 9)
    return String(extreme.dropLast()) + String(last + 1)
}

extension CoreReaderTests {
    @Suite("Integer conversions")
    struct IntegerConversionTests {
        @Test("max and min read exactly, as element text and as attribute", arguments: XylemIntegerWidth.allCases)
        func limits(width: XylemIntegerWidth) throws {
            struct Check: XylemIntegerCheck {
                func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws {
                    let max = try readInteger(T.self, element: String(T.max), attribute: String(T.max))
                    #expect(max.value == T.max)
                    #expect(max.attribute == T.max)
                    let min = try readInteger(T.self, element: String(T.min), attribute: String(T.min))
                    #expect(min.value == T.min)
                    #expect(min.attribute == T.min)
                    #expect(try readInteger(T.self, element: "0").value == 0)
                    #expect(try readInteger(T.self, element: "007").value == 7)
                }
            }
            try width.run(Check())
        }

        @Test(
            "one past the limits is a conversion error naming the type and the text",
            arguments: XylemIntegerWidth.allCases)
        func overflow(width: XylemIntegerWidth) throws {
            struct Check: XylemIntegerCheck {
                func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws {
                    let tooBig = beyond(String(T.max))
                    let tooSmall = T.isSigned ? beyond(String(T.min)) : "-1"
                    for text in [tooBig, tooSmall, String(T.max) + "0"] {
                        let error = try xylemReadError(XylemIntegerBox<T>.self, from: "<box><v>\(text)</v></box>")
                        #expect(error.kind == .conversion(expected: name, text: text))
                        #expect(error.path == "box/v")
                        let attributeError = try xylemReadError(XylemIntegerBox<T>.self, from: "<box a=\"\(text)\"/>")
                        #expect(attributeError.kind == .conversion(expected: name, text: text))
                        #expect(attributeError.path == "box/@a")
                    }
                }
            }
            try width.run(Check())
        }

        @Test("a leading '+' and surrounding whitespace are accepted", arguments: XylemIntegerWidth.allCases)
        func signAndWhitespace(width: XylemIntegerWidth) throws {
            struct Check: XylemIntegerCheck {
                func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws {
                    #expect(try readInteger(T.self, element: "+42").value == 42)
                    #expect(try readInteger(T.self, element: " \n\t 42 \r\n ").value == 42)
                    #expect(try readInteger(T.self, element: "1", attribute: "  +42 ").attribute == 42)
                    if T.isSigned {
                        #expect(try readInteger(T.self, element: " -42 ").value == -42)
                    } else {
                        // Documented: an unsigned type accepts "-0" as zero.
                        #expect(try readInteger(T.self, element: "-0").value == 0)
                    }
                }
            }
            try width.run(Check())
        }

        @Test(
            "text that is not a plain decimal integer is a conversion error",
            arguments: XylemIntegerWidth.allCases,
            ["4 2", "0x1F", "1.0", "1e2", "+", "-", "++1", "+-1", "12abc", "abc", "١٢", "1_000", "", "  "])
        func rejected(width: XylemIntegerWidth, text: String) throws {
            struct Check: XylemIntegerCheck {
                let text: String
                func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws {
                    let error = try xylemReadError(XylemIntegerBox<T>.self, from: "<box><v>\(text)</v></box>")
                    #expect(error.kind == .conversion(expected: name, text: text))
                    #expect(error.path == "box/v")
                }
            }
            try width.run(Check(text: text))
        }

        @Test(
            "negative numbers are rejected by unsigned types",
            arguments: XylemIntegerWidth.allCases.filter { $0.rawValue.hasPrefix("U") })
        func unsignedRejectsNegative(width: XylemIntegerWidth) throws {
            struct Check: XylemIntegerCheck {
                func run<T: FixedWidthInteger & XMLValue & Sendable>(_ type: T.Type, name: String) throws {
                    let error = try xylemReadError(XylemIntegerBox<T>.self, from: "<box><v>-1</v></box>")
                    #expect(error.kind == .conversion(expected: name, text: "-1"))
                }
            }
            try width.run(Check())
        }
    }
}

// MARK: - Optionals

private struct OptionalNumbers: XMLReadable, Equatable {
    var required = -1
    var optional: Int? = 5
    var missing: Int?
    var double: Double?
    var flag: Bool?

    static let xmlDescription = XMLDescription(OptionalNumbers.init) {
        XMLChildValue("required", \.required)
        XMLChildValue("optional", \.optional)
        XMLChildValue("missing", \.missing)
        XMLChildValue("double", \.double)
        XMLChildValue("flag", \.flag)
    }
}

extension CoreReaderTests {
    @Suite("Optional values")
    struct OptionalValueTests {
        @Test("an absent element leaves the optional nil and the non-optional at its default")
        func absent() throws {
            let value = try XMLReader().read(OptionalNumbers.self, from: "<r/>")
            #expect(value == OptionalNumbers(required: -1, optional: 5, missing: nil, double: nil, flag: nil))
        }

        @Test("an empty or blank element reads as nil for an optional number")
        func emptyIsNil() throws {
            let value = try XMLReader().read(OptionalNumbers.self, from: "<r><optional/><double>  </double></r>")
            #expect(value.optional == nil)
            #expect(value.double == nil)
        }

        @Test("an empty element for a non-optional Int is a conversion error")
        func emptyRequired() throws {
            let error = try xylemReadError(OptionalNumbers.self, from: "<r><required></required></r>")
            #expect(error.kind == .conversion(expected: "Int", text: ""))
            #expect(error.path == "r/required")
        }

        @Test("an optional still rejects text that is not a number, naming the wrapped type")
        func optionalRejects() throws {
            let error = try xylemReadError(OptionalNumbers.self, from: "<r><optional>abc</optional></r>")
            #expect(error.kind == .conversion(expected: "Int", text: "abc"))
        }

        @Test("an optional Bool that is present and empty is true, not nil")
        func optionalBoolEmpty() throws {
            #expect(try XMLReader().read(OptionalNumbers.self, from: "<r><flag/></r>").flag == true)
            #expect(try XMLReader().read(OptionalNumbers.self, from: "<r><flag>no</flag></r>").flag == false)
        }
    }
}

// MARK: - Floating point

private struct Floats: XMLReadable {
    var double = 0.0
    var float: Float = 0

    static let xmlDescription = XMLDescription(Floats.init) {
        XMLChildValue("d", \.double)
        XMLChildValue("f", \.float)
    }
}

/// One floating-point text and what it must read as; `nil` means a conversion error.
struct XylemFloatCase: Sendable, CustomTestStringConvertible {
    let text: String
    let expected: Double?
    var testDescription: String { "\"\(text)\"" }
}

extension CoreReaderTests {
    @Suite("Floating-point conversions")
    struct FloatingPointTests {
        static let cases: [XylemFloatCase] = [
            XylemFloatCase(text: "1.5", expected: 1.5),
            XylemFloatCase(text: "-0.25", expected: -0.25),
            XylemFloatCase(text: "+1.5", expected: 1.5),
            XylemFloatCase(text: "  42 \n", expected: 42),
            XylemFloatCase(text: "2.5e3", expected: 2500),
            XylemFloatCase(text: "2.5E+2", expected: 250),
            XylemFloatCase(text: "1e-2", expected: 0.01),
            XylemFloatCase(text: "-1.25E-1", expected: -0.125),
            XylemFloatCase(text: ".5", expected: 0.5),
            XylemFloatCase(text: "INF", expected: .infinity),
            XylemFloatCase(text: "+INF", expected: .infinity),
            XylemFloatCase(text: "-INF", expected: -.infinity),
            XylemFloatCase(text: "abc", expected: nil),
            XylemFloatCase(text: "", expected: nil),
            XylemFloatCase(text: "1.5x", expected: nil),
            XylemFloatCase(text: "1,5", expected: nil),
            XylemFloatCase(text: "++1", expected: nil),
            XylemFloatCase(text: "+-1", expected: nil),
            XylemFloatCase(text: "1 000", expected: nil),
            XylemFloatCase(text: "1_0", expected: nil),
            XylemFloatCase(text: "1.", expected: 1),
            XylemFloatCase(text: "-1.e2", expected: -100),
            // Swift's own parser takes these; XML Schema does not.
            XylemFloatCase(text: "0x1p3", expected: nil),
            XylemFloatCase(text: "inf", expected: nil),
            XylemFloatCase(text: "-Infinity", expected: nil),
            XylemFloatCase(text: "nan", expected: nil),
            XylemFloatCase(text: "+NaN", expected: nil),
            XylemFloatCase(text: "snan", expected: nil),
            XylemFloatCase(text: "1e", expected: nil),
            XylemFloatCase(text: ".", expected: nil),
            XylemFloatCase(text: "e5", expected: nil),
        ]

        @Test("Double reads decimal, scientific and XML Schema special values", arguments: cases)
        func double(_ entry: XylemFloatCase) throws {
            let xml = "<r><d>\(entry.text)</d></r>"
            if let expected = entry.expected {
                #expect(try XMLReader().read(Floats.self, from: xml).double == expected)
            } else {
                let error = try xylemReadError(Floats.self, from: xml)
                #expect(error.kind == .conversion(expected: "Double", text: entry.text))
                #expect(error.path == "r/d")
            }
        }

        @Test("Float reads decimal, scientific and XML Schema special values", arguments: cases)
        func float(_ entry: XylemFloatCase) throws {
            let xml = "<r><f>\(entry.text)</f></r>"
            if let expected = entry.expected {
                #expect(try XMLReader().read(Floats.self, from: xml).float == Float(expected))
            } else {
                let error = try xylemReadError(Floats.self, from: xml)
                #expect(error.kind == .conversion(expected: "Float", text: entry.text))
            }
        }

        @Test("NaN reads as NaN for Double and Float")
        func notANumber() throws {
            let value = try XMLReader().read(Floats.self, from: "<r><d>NaN</d><f> NaN </f></r>")
            #expect(value.double.isNaN)
            #expect(value.float.isNaN)
        }

        @Test("Float reads its own extremes with exponents")
        func floatExtremes() throws {
            let value = try XMLReader().read(
                Floats.self, from: "<r><f>3.4028235e38</f><d>-1.7976931348623157E308</d></r>")
            #expect(value.float == Float.greatestFiniteMagnitude)
            #expect(value.double == -Double.greatestFiniteMagnitude)
            let small = try XMLReader().read(Floats.self, from: "<r><f>1.17549435e-38</f></r>")
            #expect(small.float == Float.leastNormalMagnitude)
        }

        @Test("plain decimals read bit for bit as Swift's own parser reads them, at the fast path's edges too")
        func decimalsMatchTheStandardParser() throws {
            var texts = [
                "0", "-0", "+0", "0.0", "-0.0", "00012.5000", "9007199254740992", "9007199254740993",
                "1234567890123456789", "12345678901234567890", "0.1", "0.2", "0.3", "1e22", "1e23", "1e-22", "1e-23",
                "4.35", "-2.675", "123456789012345678e-5", "9999999999999999999", "1.7976931348623157e308",
                "4.9e-324", "2.2250738585072014e-308", "0e999", "3.0e+10", "7E-7",
            ]
            // Random decimals of every length the fast path handles and a little beyond, with and
            // without exponents (a fixed seed, so a failure names a reproducible text).
            var generator = SeededRandom(state: 0x5EED)
            for _ in 0..<4000 {
                let integerDigits = Int.random(in: 1...12, using: &generator)
                let fractionDigits = Int.random(in: 0...10, using: &generator)
                var text = Bool.random(using: &generator) ? "-" : ""
                text += (0..<integerDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
                if fractionDigits > 0 {
                    text +=
                        "."
                        + (0..<fractionDigits).map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
                }
                if Bool.random(using: &generator) { text += "e\(Int.random(in: -30...30, using: &generator))" }
                texts.append(text)
            }
            for text in texts {
                let read = try XMLReader().read(Floats.self, from: "<r><d>\(text)</d></r>").double
                let standard = try #require(Double(text))
                #expect(read.bitPattern == standard.bitPattern, "\(text)")
            }
        }

        @Test("a finite number too large for the type is an error, not infinity")
        func overflowIsAnError() throws {
            let floatError = try xylemReadError(Floats.self, from: "<r><f>1e39</f></r>")
            #expect(floatError.kind == .conversion(expected: "Float", text: "1e39"))
            let doubleError = try xylemReadError(Floats.self, from: "<r><d>-1e309</d></r>")
            #expect(doubleError.kind == .conversion(expected: "Double", text: "-1e309"))
        }
    }
}

// MARK: - Decimal

private struct Money: XMLReadable {
    var amount: Decimal = -1
    var optional: Decimal?

    static let xmlDescription = XMLDescription(Money.init) {
        XMLChildValue("amount", \.amount)
        XMLChildValue("optional", \.optional)
    }
}

extension CoreReaderTests {
    @Suite("Decimal conversion")
    struct DecimalTests {
        @Test(
            "decimal numbers read exactly",
            arguments: [
                ("12.50", "12.5"), ("  +3.25\n", "3.25"), ("-0.001", "-0.001"), ("0", "0"), ("1e3", "1000"),
                ("2.5E-2", "0.025"), ("123456789012345678901234567890", "123456789012345678901234567890"),
                ("0.1", "0.1"),
            ])
        func valid(text: String, decimal: String) throws {
            let value = try XMLReader().read(Money.self, from: "<m><amount>\(text)</amount></m>")
            #expect(value.amount == Decimal(string: decimal)!)
        }

        @Test(
            "text that is not one whole decimal number is a conversion error",
            arguments: [
                "abc", "12abc", "", "1.2.3", "1-2", "--1", "-", "+", "e5", "1e", "1+2", "1..2", "1,5", "Infinity",
                "+-1", "1e2.5", ".",
            ])
        func invalid(text: String) throws {
            let error = try xylemReadError(Money.self, from: "<m><amount>\(text)</amount></m>")
            #expect(error.kind == .conversion(expected: "Decimal", text: text))
            #expect(error.path == "m/amount")
        }

        @Test("an optional Decimal is nil when absent or empty")
        func optional() throws {
            #expect(try XMLReader().read(Money.self, from: "<m/>").optional == nil)
            #expect(try XMLReader().read(Money.self, from: "<m><optional/></m>").optional == nil)
            #expect(
                try XMLReader().read(Money.self, from: "<m><optional>0.30</optional></m>").optional == Decimal(
                    string: "0.3")!)
        }
    }
}

// MARK: - Bool

private struct Flags: XMLReadable {
    var flag: Bool?
    var attribute: Bool?
    var defaulted = false

    static let xmlDescription = XMLDescription(Flags.init) {
        XMLChildValue("flag", \.flag)
        XMLAttribute("on", \.attribute)
        XMLChildValue("defaulted", \.defaulted)
    }
}

extension CoreReaderTests {
    @Suite("Bool conversion")
    struct BoolTests {
        @Test(
            "true, yes, 1 and empty are true; false, no, 0 are false; case and whitespace ignored",
            arguments: [
                ("", true), ("true", true), ("TRUE", true), ("True", true), ("yes", true), ("YES", true), ("Yes", true),
                ("1", true), (" true ", true), ("\n\tyes\n", true),
                ("false", false), ("FALSE", false), ("False", false), ("no", false), ("NO", false), ("0", false),
                ("  no\r\n", false), (" 0 ", false),
            ])
        func accepted(text: String, expected: Bool) throws {
            let element = try XMLReader().read(Flags.self, from: "<f><flag>\(text)</flag></f>")
            #expect(element.flag == expected)
            let attribute = try XMLReader().read(Flags.self, from: "<f on=\"\(text)\"/>")
            #expect(attribute.attribute == expected)
        }

        @Test(
            "anything else is a conversion error",
            arguments: ["maybe", "2", "t", "y", "n", "truex", "10", "on", "off", "-1", "tru e"])
        func rejected(text: String) throws {
            let error = try xylemReadError(Flags.self, from: "<f><flag>\(text)</flag></f>")
            #expect(error.kind == .conversion(expected: "Bool", text: text))
            #expect(error.path == "f/flag")
            let attributeError = try xylemReadError(Flags.self, from: "<f on=\"\(text)\"/>")
            #expect(attributeError.kind == .conversion(expected: "Bool", text: text))
            #expect(attributeError.path == "f/@on")
        }

        @Test("a present empty element is true, a self-closing one too, an absent one leaves the default")
        func presence() throws {
            #expect(try XMLReader().read(Flags.self, from: "<f><defaulted/></f>").defaulted == true)
            #expect(try XMLReader().read(Flags.self, from: "<f><defaulted></defaulted></f>").defaulted == true)
            #expect(try XMLReader().read(Flags.self, from: "<f/>").defaulted == false)
            #expect(try XMLReader().read(Flags.self, from: "<f/>").flag == nil)
        }
    }
}
