// A person's name and a postal address in parts: gd:name and gd:structuredPostalAddress, whose
// parts are small text elements that may carry attributes of their own (yomi, country code).

import Xylem

/// A part of a structured Google Data element, such as `gd:givenName` or `gd:city`: text, with
/// its attributes (such as `yomi` or `code`) kept as unknown content for writing back.
public struct GDTextPart: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The text, as written.
    public var text = ""
    /// Attributes and unknown content.
    public var extensions = XMLExtensions()

    /// A part with `text`.
    public init(_ text: String = "") {
        self.text = text
    }

    /// How the type is read and written.
    public static let xmlDescription = atomDescription({ GDTextPart() }) {
        XMLTextContent(\.text)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:name`: a person's name in parts.
public struct GDName: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("name")
    /// `gd:givenName`.
    public var givenName: GDTextPart?
    /// `gd:additionalName`: middle names.
    public var additionalName: GDTextPart?
    /// `gd:familyName`.
    public var familyName: GDTextPart?
    /// `gd:namePrefix`, such as "Dr.".
    public var namePrefix: GDTextPart?
    /// `gd:nameSuffix`, such as "Jr.".
    public var nameSuffix: GDTextPart?
    /// `gd:fullName`: the whole name, as shown.
    public var fullName: GDTextPart?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty name.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDName.init) {
        XMLChild("gd:givenName", \.givenName)
        XMLChild("gd:additionalName", \.additionalName)
        XMLChild("gd:familyName", \.familyName)
        XMLChild("gd:namePrefix", \.namePrefix)
        XMLChild("gd:nameSuffix", \.nameSuffix)
        XMLChild("gd:fullName", \.fullName)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:structuredPostalAddress`: a postal address in parts, with its kind or label.
public struct GDStructuredPostalAddress: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("structuredPostalAddress")
    /// The kind (home, work, other).
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary address, as written.
    public var primary: String?
    /// `mailClass` and `usage`, as written.
    public var mailClass: String?
    /// The `usage` attribute, as written.
    public var usage: String?
    /// `gd:formattedAddress`: the whole address, as shown.
    public var formattedAddress: GDTextPart?
    /// `gd:street`.
    public var street: GDTextPart?
    /// `gd:pobox`.
    public var poBox: GDTextPart?
    /// `gd:neighborhood`.
    public var neighborhood: GDTextPart?
    /// `gd:city`.
    public var city: GDTextPart?
    /// `gd:subregion`.
    public var subregion: GDTextPart?
    /// `gd:region`.
    public var region: GDTextPart?
    /// `gd:postcode`.
    public var postcode: GDTextPart?
    /// `gd:country` (its `code` attribute is kept in the part's extensions).
    public var country: GDTextPart?
    /// Unknown content (such as `gd:agent` or `gd:housename`).
    public var extensions = XMLExtensions()

    /// An empty address.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDStructuredPostalAddress.init) {
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLAttribute("mailClass", \.mailClass)
        XMLAttribute("usage", \.usage)
        XMLChild("gd:formattedAddress", \.formattedAddress)
        XMLChild("gd:street", \.street)
        XMLChild("gd:pobox", \.poBox)
        XMLChild("gd:neighborhood", \.neighborhood)
        XMLChild("gd:city", \.city)
        XMLChild("gd:subregion", \.subregion)
        XMLChild("gd:region", \.region)
        XMLChild("gd:postcode", \.postcode)
        XMLChild("gd:country", \.country)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
