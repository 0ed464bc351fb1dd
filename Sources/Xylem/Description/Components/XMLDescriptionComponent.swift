// The protocol shared by the lines of a description block (Text, Value, Child, Skip, …).

/// One line of an ``XMLDescription`` block: ``Text``, ``Value``, ``Values``, ``Attribute``,
/// ``TextContent``, ``Child``, ``Children``, ``Skip``, ``Ignore``, ``RawXML`` or ``OnComplete``.
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
    ///     Text("id", \.id).required()
    ///     Attribute("href", \.href).required()
    ///     Children("link", \.links).required()    // at least one
    /// }
    /// ```
    ///
    /// Lines that read values, attributes, raw XML, nested objects and choices can be required;
    /// a description that marks any other line (``TextContent``, ``Flatten``, ``Ignore``,
    /// ``OnComplete``, ``Extensions``, kinds) required, or more than 64 lines, has a problem.
    public func required() -> Required<Model> {
        Required(mapping: mapping.markedRequired())
    }
}

/// A line that a value must have; made by ``XMLDescriptionComponent/required()``.
public struct Required<Model>: XMLDescriptionComponent {
    /// The compiled mapping, marked required.
    public let mapping: XMLMapping<Model>
}
