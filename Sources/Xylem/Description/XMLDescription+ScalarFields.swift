// The single values a description writes (its attributes and text elements), by name, for the
// modules of this package that store values outside XML (XylemGRDB makes table columns of them).
// `package` rather than public: the lines' write closures are the core's own business.

/// One attribute or one single-text element that a description writes for each value.
///
/// Sendable for the same reason as the description it comes from: the closure is a line's write
/// half, made once when the description is built and never changed.
package struct XMLScalarField<Model>: @unchecked Sendable {
    /// The local name of the attribute or element: no prefix, no namespace, no path.
    package let localName: String
    /// The value's XML text, as the writer would write it; nil when nothing is written.
    package let text: (Model) throws -> String?
}

extension XMLDescription {
    /// The attributes and the single text elements (not wrapped, not a choice) that the
    /// description writes, in the order of its lines. Nested objects, lists, raw XML, the own
    /// text and extensions are left out.
    package var scalarFields: [XMLScalarField<Model>] {
        writing.entries.compactMap { entry in
            switch entry {
            case .attribute(let written, let text):
                guard let (_, name) = DescriptionPath.attribute(written) else { return nil }
                return XMLScalarField(localName: Self.localName(of: name)) { model in
                    try withUnsafePointer(to: model) { try text($0)?.string }
                }
            case .element(let names, nil, .text(let text)) where names.count == 1:
                let leaf = DescriptionPath.segments(of: names[0]).last ?? names[0]
                return XMLScalarField(localName: Self.localName(of: leaf)) { model in
                    try withUnsafePointer(to: model) { try text($0)?.string }
                }
            default:
                return nil
            }
        }
    }

    /// `title`, `gd:etag` and `{uri}etag` without their prefix or namespace.
    private static func localName(of written: String) -> String {
        if written.hasPrefix("{"), let close = written.firstIndex(of: "}") {
            return String(written[written.index(after: close)...])
        }
        if let colon = written.firstIndex(of: ":") { return String(written[written.index(after: colon)...]) }
        return written
    }
}
