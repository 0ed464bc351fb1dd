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
