// The Atom Publishing Protocol service document: workspaces and their collections.

import Xylem

/// An APP service document (`app:service`): workspaces of collections.
public struct AtomService: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The workspaces, in document order.
    public var workspaces: [AtomWorkspace] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty service document.
    public init() {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomService.init, element: "app:service") {
        XMLChildren("app:workspace", \.workspaces)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An APP workspace: a title and collections.
public struct AtomWorkspace: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// `atom:title`.
    public var title: AtomText?
    /// The collections, in document order.
    public var collections: [AtomCollection] = []
    /// Unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty workspace.
    public init() {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomWorkspace.init, element: "app:workspace") {
        XMLChild("atom:title", \.title)
        XMLChildren("app:collection", \.collections)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}

/// An APP collection: where entries of accepted media types are posted.
public struct AtomCollection: XMLReadable, XMLExtensible, Sendable, Equatable {
    /// The URI entries are posted to.
    public var href: String?
    /// `atom:title`.
    public var title: AtomText?
    /// `app:accept` values, in order.
    public var accept: [String] = []
    /// Categories offered inside `app:categories`, kept with the rest of the unknown content.
    public var extensions = XMLExtensions()

    /// Creates an empty collection.
    public init() {}

    /// How the type is read and written: the Atom prefixes, its elements and attributes, and its extensions.
    public static let xmlDescription = atomDescription(AtomCollection.init, element: "app:collection") {
        XMLAttribute("href", \.href)
        XMLChild("atom:title", \.title)
        XMLChildValues("app:accept", \.accept)
        XMLExtensionPoint(\.extensions, keepUnknown: true)
    }
}
