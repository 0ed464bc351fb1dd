// The write half of one description line: how a value of the model is written back as the
// attribute, element or text that the line reads. Names stay as written in the line (prefixes,
// paths) until the description's write plan resolves them. The closures get the value's address,
// lent by the plan for one object: a stored property is read at its offset, and the value is
// never copied to be read (a copy of a model retains every reference it holds).

/// How one line of a description writes its part of a value.
@usableFromInline
enum WriteEntry<Model> {
    /// An attribute of the object's element (its name may be a path ending in `@name`); the text
    /// is nil when there is nothing to write.
    case attribute(name: String, text: (UnsafePointer<Model>) throws -> WriteText?)
    /// Child elements: `names` holds one name (a path may lead to it), or one per case of a
    /// choice; `wrapper` is the element they are grouped in, if any.
    case element(names: [String], wrapper: String?, content: ElementContent<Model>)
    /// The text directly inside the object's element.
    case ownText((UnsafePointer<Model>) throws -> WriteText?)
    /// The object's extension values and kept unknown content, and the extension types it
    /// declares (whose namespaces a document declares once at its root).
    case extensions(get: (UnsafePointer<Model>) -> XMLExtensions, declared: [ExtensionDeclaration])
}

/// What one element line writes.
@usableFromInline
enum ElementContent<Model> {
    /// One element with this text, or none when it is nil.
    case text((UnsafePointer<Model>) throws -> WriteText?)
    /// One element per string, in order.
    case texts((UnsafePointer<Model>) throws -> [String])
    /// One element whose content is this XML, written as it is (after a well-formedness check).
    case raw((UnsafePointer<Model>) -> String?)
    /// Elements of nested objects.
    case objects(ObjectsWrite<Model>)
}

/// How a line writes nested objects: a child, an optional child, an array, a choice or kinds.
@usableFromInline
struct ObjectsWrite<Model> {
    /// Whether there is nothing to write (a nil child, an empty array).
    let isEmpty: (UnsafePointer<Model>) -> Bool
    /// Writes every object, each as an element named by `names` (the line's names, resolved, in
    /// the order the line gave them: a choice picks its case's).
    let write: (UnsafePointer<Model>, _ names: [XMLQualifiedName], _ writer: inout DescriptionWriter) throws -> Void
    /// The descriptions of the types the line may write, for the namespaces a document declares
    /// once at its root.
    let nested: () -> [any DescriptionWritingNode]

    @usableFromInline
    init(
        isEmpty: @escaping (UnsafePointer<Model>) -> Bool,
        write: @escaping (UnsafePointer<Model>, [XMLQualifiedName], inout DescriptionWriter) throws -> Void,
        nested: @escaping () -> [any DescriptionWritingNode]
    ) {
        self.isEmpty = isEmpty
        self.write = write
        self.nested = nested
    }
}
