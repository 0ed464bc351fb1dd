// gd:rating: a rating or an average of ratings.

import Xylem

/// `gd:rating`: one rating (`value`) or an aggregate (`average` over `numRaters`), within
/// `min`…`max`. Values are kept as written, with numeric accessors.
public struct GDRating: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("rating")
    /// The rating given, as written.
    @StoredAsXMLString public var value: String?
    /// The lowest and highest possible ratings, as written.
    @StoredAsXMLString public var min: String?
    /// The `max` attribute, as written.
    @StoredAsXMLString public var max: String?
    /// The average rating, as written.
    @StoredAsXMLString public var average: String?
    /// How many ratings the average is over, as written.
    @StoredAsXMLString public var numRaters: String?
    /// What is rated (for example overall or price).
    @StoredAsXMLString public var rel: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty rating.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDRating.init) {
        XMLAttribute("value", \._value.xmlString)
        XMLAttribute("min", \._min.xmlString)
        XMLAttribute("max", \._max.xmlString)
        XMLAttribute("average", \._average.xmlString)
        XMLAttribute("numRaters", \._numRaters.xmlString)
        XMLAttribute("rel", \._rel.xmlString)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }

    /// The average as a number.
    public var averageValue: Double? { average.flatMap { Double($0) } }
    /// The number of raters as a number.
    public var numRatersValue: Int? { numRaters.flatMap { Int($0) } }
}
