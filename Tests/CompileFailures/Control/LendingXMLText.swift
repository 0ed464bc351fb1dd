// The control: what the files beside it do wrong, done right, compiles with the same flags.
import Xylem

struct Celsius: XMLValue {
    var degrees: Double

    init?(xmlText: XMLText) {
        guard let value = Double(xmlText: xmlText.trimmed) else { return nil }
        degrees = value
    }

    var xmlText: String { degrees.xmlText }
}

struct Reading: XMLReadable {
    var length = 0

    static let xmlDescription = XMLDescription(Reading.init) {
        XMLChildValue("length", \.length, using: XMLConversion<Int>(bytes: { text in text.count }))
    }
}

func celsius() -> Celsius? {
    XMLText.lending(" 21.5 ") { Celsius(xmlText: $0) }
}
