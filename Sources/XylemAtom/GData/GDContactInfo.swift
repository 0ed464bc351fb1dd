// How to reach a person: gd:email, gd:im, gd:phoneNumber, gd:postalAddress, gd:organization.

import Xylem

/// `gd:email`: an email address with its kind (`rel`) or `label`.
public struct GDEmail: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("email")
    /// The address.
    public var address: String?
    /// The kind (home, work, other) or a free label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary address, as written.
    public var primary: String?
    /// The name to show with the address.
    public var displayName: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty address.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDEmail.init) {
        XMLAttribute("address", \.address)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLAttribute("displayName", \.displayName)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:im`: an instant-messaging address and its protocol.
public struct GDIm: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("im")
    /// The address.
    public var address: String?
    /// The protocol, such as `…#AIM` or `…#GOOGLE_TALK`.
    public var `protocol`: String?
    /// The kind or a free label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary address, as written.
    public var primary: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty address.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDIm.init) {
        XMLAttribute("address", \.address)
        XMLAttribute("protocol", \.protocol)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:phoneNumber`: a phone number as text, with its kind or label.
public struct GDPhoneNumber: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("phoneNumber")
    /// The number, as written.
    public var number = ""
    /// The kind (mobile, home, work, …) or a free label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// A `tel:` URI of the number.
    public var uri: String?
    /// Whether this is the primary number, as written.
    public var primary: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty number.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDPhoneNumber.init) {
        XMLTextContent(\.number)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("uri", \.uri)
        XMLAttribute("primary", \.primary)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:postalAddress`: a postal address as text, with its kind or label.
public struct GDPostalAddress: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("postalAddress")
    /// The address, as written.
    public var address = ""
    /// The kind or a free label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary address, as written.
    public var primary: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty address.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDPostalAddress.init) {
        XMLTextContent(\.address)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gd:organization`: an organization a person belongs to, with their title there.
public struct GDOrganization: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gd("organization")
    /// `gd:orgName` and `gd:orgTitle`.
    public var name: String?
    /// `gd:orgTitle`: the person's title in the organization.
    public var title: String?
    /// The kind or a free label.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary organization, as written.
    public var primary: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty organization.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GDOrganization.init) {
        XMLChildText("gd:orgName", \.name)
        XMLChildText("gd:orgTitle", \.title)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
