// Google Contacts' own elements (gContact:*) that a contact's accessors name: nickname,
// birthday, websites, relations, user-defined fields, and a group's system group.

import Xylem

extension AtomNamespaces {
    static func gContact(_ local: String) -> XMLQualifiedName { name(gContact, local, "gContact") }
}

/// `gContact:nickname`.
public struct GContactNickname: GDataTextConstruct {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("nickname")
    /// How the type is read and written.
    public static let xmlDescription = textDescription()
    /// The nickname.
    public var text = ""
    /// Unknown content.
    public var extensions = XMLExtensions()
    /// An empty element.
    public init() {}
}

/// `gContact:birthday`: a date as written, `YYYY-MM-DD` or `--MM-DD` without the year.
public struct GContactBirthday: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("birthday")
    /// The date, as written.
    public var when: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty birthday.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactBirthday.init) {
        XMLAttribute("when", \.when)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gContact:website`: a web page of the contact, with its kind or label.
public struct GContactWebsite: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("website")
    /// The page's URL.
    public var href: String?
    /// The kind, such as `home-page`, `blog` or `work`.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Whether this is the primary page, as written.
    public var primary: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty website.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactWebsite.init) {
        XMLAttribute("href", \.href)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLAttribute("primary", \.primary)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gContact:relation`: a related person by name, with the relation (`partner`, `child`, …).
public struct GContactRelation: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("relation")
    /// The person's name, as written.
    public var name = ""
    /// The relation.
    public var rel: String?
    /// The `label` attribute, as written.
    public var label: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty relation.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactRelation.init) {
        XMLTextContent(\.name)
        XMLAttribute("rel", \.rel)
        XMLAttribute("label", \.label)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gContact:userDefinedField`: a key and a value the user made up.
public struct GContactUserDefinedField: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("userDefinedField")
    /// The field's key.
    public var key: String?
    /// The field's value.
    public var value: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty field.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactUserDefinedField.init) {
        XMLAttribute("key", \.key)
        XMLAttribute("value", \.value)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// `gContact:systemGroup`: marks a contact group as one of the groups every account has.
public struct GContactSystemGroup: XMLExtension, XMLExtensible {
    /// The element's name, with the prefix it is written with.
    public static let xmlName = AtomNamespaces.gContact("systemGroup")
    /// The group's identifier, such as `Contacts`, `Friends`, `Family` or `Coworkers`.
    public var id: String?
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// An empty marker.
    public init() {}

    /// How the type is read and written.
    public static let xmlDescription = atomDescription(GContactSystemGroup.init) {
        XMLAttribute("id", \.id)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
