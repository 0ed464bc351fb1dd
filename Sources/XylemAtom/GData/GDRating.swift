// gd:rating: a rating or an average of ratings.

import Xylem

/// `gd:rating`: one rating (`value`) or an aggregate (`average` over `numRaters`), within
/// `min`…`max`. Values are kept as written, with numeric accessors.
public struct GDRating: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("rating")
    /// The rating given, as written.
    public var value: String? {
        get { _value.string }
        set { _value = newValue.map { XMLString($0) } }
    }
    var _value: XMLString?
    /// The lowest and highest possible ratings, as written.
    public var min: String? {
        get { _min.string }
        set { _min = newValue.map { XMLString($0) } }
    }
    var _min: XMLString?
    /// The `max` attribute, as written.
    public var max: String? {
        get { _max.string }
        set { _max = newValue.map { XMLString($0) } }
    }
    var _max: XMLString?
    /// The average rating, as written.
    public var average: String? {
        get { _average.string }
        set { _average = newValue.map { XMLString($0) } }
    }
    var _average: XMLString?
    /// How many ratings the average is over, as written.
    public var numRaters: String? {
        get { _numRaters.string }
        set { _numRaters = newValue.map { XMLString($0) } }
    }
    var _numRaters: XMLString?
    /// What is rated (for example overall or price).
    public var rel: String? {
        get { _rel.string }
        set { _rel = newValue.map { XMLString($0) } }
    }
    var _rel: XMLString?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty rating.
    public init() {}

    /// How the type is read.
    public static let xmlDescription = atomDescription(GDRating.init) {
        Attribute("value", \._value)
        Attribute("min", \._min)
        Attribute("max", \._max)
        Attribute("average", \._average)
        Attribute("numRaters", \._numRaters)
        Attribute("rel", \._rel)
        Extensions(\.extensions, keepUnknown: true)
    }

    /// The average as a number.
    public var averageValue: Double? { average.flatMap { Double($0) } }
    /// The number of raters as a number.
    public var numRatersValue: Int? { numRaters.flatMap { Int($0) } }

    /// Writes the element.
    public func write<Sink: XMLByteSink>(to writer: inout XMLWriter<Sink>) throws {
        try writer.element(
            Self.xmlName,
            attributes: [
                "value": value, "min": min, "max": max, "average": average, "numRaters": numRaters, "rel": rel,
            ],
            extensions: extensions)
    }
}
