// A compact, order-preserving tree of XML content that no description maps: kept so that a model
// can write back what it did not understand (lossless round trip).

/// A piece of XML content kept as it was read: an element with its subtree, or text.
///
/// Unknown elements are kept this way when a type's ``XMLExtensionPoint`` component asks for it and
/// ``XMLReader/Options/unknownContent`` is ``XMLReader/UnknownContentPolicy/keep``.
public enum XMLNode: Sendable, Hashable {
    /// An element with its attributes and children.
    case element(XMLElementNode)
    /// Character data, entities decoded (CDATA sections arrive as text).
    case text(String)
    /// A comment, without its `<!--` and `-->`.
    case comment(String)
}

/// An element kept as a tree: its name (with the prefix it was written with), attributes in
/// document order, children, and the namespace declarations written on its start tag.
///
/// Equality compares names by namespace URI and local name, attributes in order, and children;
/// prefixes and declarations are spelling, not content, and are not compared.
public struct XMLElementNode: Sendable, Hashable {
    /// The element's name; ``XMLQualifiedName/prefix`` is the prefix used in the document.
    public var name: XMLQualifiedName
    /// The attributes, in document order (namespace declarations are not attributes).
    public var attributes: [XMLAttributeNode]
    /// The content, in document order.
    public var children: [XMLNode]
    /// The `xmlns` declarations written on the element's start tag in the document.
    public var namespaceDeclarations: [XMLNamespaceDeclaration]

    /// Creates an element node.
    public init(
        name: XMLQualifiedName, attributes: [XMLAttributeNode] = [], children: [XMLNode] = [],
        namespaceDeclarations: [XMLNamespaceDeclaration] = []
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.namespaceDeclarations = namespaceDeclarations
    }

    /// The value of the attribute named `name`, if present.
    public func attribute(_ name: XMLQualifiedName) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The concatenated text of the element's subtree.
    public var textContent: String {
        var result = ""
        for child in children {
            switch child {
            case .text(let text): result += text
            case .element(let element): result += element.textContent
            case .comment: break
            }
        }
        return result
    }

    /// Whether two element nodes hold the same content; declarations are not compared.
    public static func == (lhs: XMLElementNode, rhs: XMLElementNode) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }

    /// Hashes the content compared by `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(children)
    }
}

/// An attribute kept as it was read.
public struct XMLAttributeNode: Sendable, Hashable {
    /// The attribute's name; unprefixed attributes are in no namespace.
    public var name: XMLQualifiedName
    /// The value, entities decoded and whitespace normalized as XML requires.
    public var value: String

    /// Creates an attribute node.
    public init(name: XMLQualifiedName, value: String) {
        self.name = name
        self.value = value
    }
}

/// A namespace declaration as written on a start tag: `xmlns:prefix="uri"`, or `xmlns="uri"`
/// when ``prefix`` is empty.
public struct XMLNamespaceDeclaration: Sendable, Hashable {
    /// The declared prefix, or `""` for the default namespace.
    public var prefix: String
    /// The namespace URI (empty to undeclare the default namespace).
    public var uri: String

    /// Creates a declaration.
    public init(prefix: String, uri: String) {
        self.prefix = prefix
        self.uri = uri
    }
}
