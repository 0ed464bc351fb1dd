// The protocol shared by the lines of a description block (XMLChildText, XMLChildValue, XMLChild, XMLFlatten, …).

/// One line of an ``XMLDescription`` block: ``XMLChildText``, ``XMLChildValue``, ``XMLChildValues``, ``XMLAttribute``,
/// ``XMLTextContent``, ``XMLChild``, ``XMLChildren``, ``XMLFlatten``, ``XMLIgnore``, ``XMLInnerXML`` or ``XMLOnComplete``.
///
/// Names in components are written as `local`, `prefix:local` (a prefix declared in the
/// description's `namespaces`) or `{namespace-uri}local`.
public protocol XMLDescriptionComponent<Model> {
    /// The model type whose properties the component sets.
    associatedtype Model
    /// The compiled mapping of this line.
    var mapping: XMLMapping<Model> { get }
}

extension XMLDescriptionComponent {
    /// This line, required: an object whose element ends without what the line reads is an
    /// ``XMLReadError`` of kind ``XMLReadError/Kind/missingRequired(_:)``, at its end tag.
    ///
    /// ```swift
    /// XMLDescription(Entry.init) {
    ///     XMLChildText("id", \.id).required()
    ///     XMLAttribute("href", \.href).required()
    ///     XMLChildren("link", \.links).required()    // at least one
    /// }
    /// ```
    ///
    /// Lines that read values, attributes, raw XML, nested objects and choices can be required;
    /// a description that marks any other line (``XMLTextContent``, ``XMLFlatten``, ``XMLIgnore``,
    /// ``XMLOnComplete``, ``XMLExtensionPoint``, kinds) required, or more than 64 lines, has a problem.
    public func required() -> XMLRequired<Model> {
        XMLRequired(mapping: mapping.markedRequired())
    }
}

/// A line that a value must have; made by ``XMLDescriptionComponent/required()``.
public struct XMLRequired<Model>: XMLDescriptionComponent {
    /// The compiled mapping, marked required.
    public let mapping: XMLMapping<Model>
}
