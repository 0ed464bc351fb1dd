// The write half of a description: its lines' write entries, compiled into a write plan on first
// use (a read never pays for it), and the namespaces a document of the type declares at its root.

/// A description's write half seen without its model type, for walking the graph of descriptions
/// a document may contain.
@usableFromInline
protocol DescriptionWritingNode: AnyObject, Sendable {
    /// The model type, which identifies the node in a walk.
    var modelType: ObjectIdentifier { get }
    /// The namespaces the description's own names use, and the descriptions nested in it.
    func namespaceUses() -> (uses: [NamespaceUse], nested: [any DescriptionWritingNode])
}

/// A namespace a description's names use, with the prefix it prefers.
@usableFromInline
struct NamespaceUse: Hashable, Sendable {
    let prefix: String
    let uri: String
}

/// The write half of an ``XMLDescription``.
@usableFromInline
final class DescriptionWriting<Model>: DescriptionWritingNode, @unchecked Sendable {
    // Immutable after init, apart from the plans made once behind PublishedOnce.
    let typeName: String
    /// The element the type is written as on its own (and expected as a document's root).
    let elementName: String?
    /// The description's prefixes and their namespace URIs.
    let namespaces: [String: String]
    /// Further URIs read as a prefix's namespace, keyed by prefix.
    let alternates: [String: [String]]
    let entries: [WriteEntry<Model>]
    private let compiled = PublishedOnce<WritePlan<Model>>()

    init(
        typeName: String, elementName: String?, namespaces: [String: String], alternates: [String: [String]],
        entries: [WriteEntry<Model>]
    ) {
        self.typeName = typeName
        self.elementName = elementName
        self.namespaces = namespaces
        self.alternates = alternates
        self.entries = entries
    }

    @usableFromInline
    var modelType: ObjectIdentifier { ObjectIdentifier(Model.self) }

    /// The compiled plan, made on first use.
    var plan: WritePlan<Model> {
        compiled.value { WritePlan(self) }
    }

    @usableFromInline
    func namespaceUses() -> (uses: [NamespaceUse], nested: [any DescriptionWritingNode]) {
        (plan.namespaceUses, plan.nested())
    }
}

/// The namespaces of a description graph, collected once per root type.
final class RootNamespaces: Sendable {
    let uses: [NamespaceUse]

    /// Collects the namespaces of a root whose own are `rootUses`, then of the descriptions
    /// nested in it, breadth first, so that the root's own come first.
    init(rootType: ObjectIdentifier, rootUses: [NamespaceUse], nested: [any DescriptionWritingNode]) {
        var uses: [NamespaceUse] = []
        var seenUses: Set<NamespaceUse> = []
        var seenTypes: Set<ObjectIdentifier> = [rootType]
        for use in rootUses where seenUses.insert(use).inserted { uses.append(use) }
        var pending = nested
        var index = 0
        while index < pending.count {
            let node = pending[index]
            index += 1
            guard seenTypes.insert(node.modelType).inserted else { continue }
            let (own, nested) = node.namespaceUses()
            for use in own where seenUses.insert(use).inserted { uses.append(use) }
            pending += nested
        }
        self.uses = uses
    }
}
