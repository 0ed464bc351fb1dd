// The structural components: flattened and ignored elements, raw inner XML, and completion hooks.

/// Flattens an element: it disappears from the mapping and its children are read as if they were
/// children of the element that contains it.
///
/// ```swift
/// // <book><publisher><name>Chilton</name></publisher></book>
/// XMLFlatten("publisher")
/// XMLChildText("name", \.publisherName)
/// ```
///
/// Writing writes nothing of the flattened element: the lines it lets through write their elements
/// as the object's own children (`<book><name>Chilton</name></book>`). To write the element back,
/// map through it with a path instead: `XMLChildText("publisher/name", \.publisherName)`.
///
/// The flattened element's own attributes can be read by path, into the same object:
/// `XMLAttribute("publisher/@id", \.publisherID)`. Writing puts them on an empty element of that
/// name beside the lines the flattened element let through. Element lines through a flattened
/// element (`XMLChildText("publisher/name", …)`) are refused: the element's children are the object's own.
///
/// The object's declared extensions (see ``XMLExtensionPoint``) are found inside a flattened element as
/// well; unknown content there is passed over, not kept, since writing could not put it back.
public struct XMLFlatten<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Flattens child element `name`.
    @inlinable
    public init(_ name: String) {
        mapping = .flatten(name)
    }
}

/// Passes over an element and its whole subtree, counting depth only.
///
/// Unmapped elements are passed over the same way; `XMLIgnore` states the intent and claims the
/// name, so that mapping it again in the same description is reported as a mistake. Writing writes
/// nothing for it.
public struct XMLIgnore<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Passes over child element `name` and everything inside it.
    @inlinable
    public init(_ name: String) {
        mapping = .ignore(name)
    }
}

/// Captures the inner XML of a child element (its content with markup) as a string.
///
/// The capture is well-formed: text and attribute values are escaped again, comments and
/// processing instructions kept, and namespace prefixes declared outside the element are declared
/// again where the captured markup uses them. Markup set by hand is written as it is when it is
/// well-formed content that declares every prefix it uses; otherwise writing fails before any of
/// it is written.
///
/// ```swift
/// // <blurb>A <b>bold</b> move</blurb>   →   "A <b>bold</b> move"
/// XMLInnerXML("blurb", \.blurb)
/// ```
public struct XMLInnerXML<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Captures the inner XML of child element `name`.
    @inlinable
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String>) {
        mapping = .rawXML(name, keyPath)
    }

    /// Captures the inner XML of child element `name`; absent means `nil`.
    @inlinable
    public init(_ name: String, _ keyPath: WritableKeyPath<Model, String?>) {
        mapping = .rawXML(name, keyPath)
    }
}

/// Runs code when the object's end tag is reached: after all of its children and attributes are
/// set, before the object is handed to its parent (so a child's hook runs before its parent's).
/// Hooks run in declaration order. An error thrown by a hook ends the read with an
/// ``XMLReadError`` of kind ``XMLReadError/Kind/userCode(_:)``.
///
/// ```swift
/// XMLOnComplete { book in book.title = book.title.capitalized }
/// ```
public struct XMLOnComplete<Model>: XMLDescriptionComponent {
    /// The compiled mapping.
    public let mapping: XMLMapping<Model>

    /// Runs `hook` on the finished object.
    @inlinable
    public init(_ hook: @escaping @Sendable (inout Model) throws -> Void) {
        mapping = .onComplete(hook)
    }
}
