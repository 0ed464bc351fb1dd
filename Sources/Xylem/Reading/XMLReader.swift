// The entry points: read one root object, or every record that matches a set of element names.

/// Reads XML into model types described by ``XMLDescription``.
///
/// A reader is a small value holding ``Options``; it can be shared and used from many tasks at
/// once. Each read parses its input in one pass, in bounded memory apart from the objects it
/// returns.
///
/// ```swift
/// let book = try XMLReader().read(Book.self, from: data)
/// let books = try XMLReader().read(Book.self, from: .file("/tmp/book.xml"))
/// ```
public struct XMLReader: Sendable {
    /// The settings used by every read of this reader.
    public var options: Options

    /// Creates a reader.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads the document's root element, whatever its name, as `T`.
    public func read<T: XMLReadable>(_ type: T.Type, from input: XMLInput) throws -> T {
        try readWithWarnings(type, from: input).value
    }

    /// Reads a document held in `Data`.
    public func read<T: XMLReadable>(_ type: T.Type, from data: Data) throws -> T {
        try read(type, from: .data(data))
    }

    /// Reads a document held in a `String`.
    public func read<T: XMLReadable>(_ type: T.Type, from string: String) throws -> T {
        try read(type, from: .string(string))
    }

    /// Reads the root element as `T`, returning the read's warnings: values read in a form their
    /// mapping does not expect, the values that did not convert when ``Options/conversionFailures``
    /// is ``ConversionFailurePolicy/skip``, the repairs of a repairing read
    /// (``Options/malformedInput``), and, in every mode, a root element whose children matched no
    /// line of the description (``XMLReadError/Kind/nothingMatched(type:details:)``).
    ///
    /// ```swift
    /// let (gpx, warnings) = try XMLReader().readWithWarnings(GPX.self, from: .file(path))
    /// for warning in warnings { print(warning) }
    /// // line 9, column 1, at gpx: no child element matched a line of the description of GPX:
    /// // the document has <trk> in http://www.topografix.com/GPX/1/1 where the description expects <trk> (no namespace)
    /// ```
    public func readWithWarnings<T: XMLReadable>(_ type: T.Type, from input: XMLInput) throws -> (
        value: T, warnings: [XMLReadError]
    ) {
        try readRepairing(input) { attempt in
            let (holder, table) = try rootReading(type)
            let session = try ParseSession(options: options, rootTable: table, holder: holder, attempt: attempt)
            try session.feed(input, progress: nil)
            return (try rootValue(holder), session.warnings)
        }
    }

    /// The holder and root table of a read that maps the root element to `T`, after validating
    /// every description reachable from `T`.
    func rootReading<T: XMLReadable>(_ type: T.Type) throws -> (ObjectBuilder<T?>, ElementTable) {
        try PlanGraph.validate(T.cachedDescription.plan)
        let holder = ObjectBuilder<T?>(plan: .holder, value: nil)
        let root = ObjectAction(building: T.self) { parent, child in
            unsafeDowncast(parent, to: ObjectBuilder<T?>.self).value = unsafeDowncast(child, to: ObjectBuilder<T>.self)
                .take()
        }
        return (holder, Self.rootTable(expecting: T.cachedDescription.plan, .object(root)))
    }

    /// The table that takes a document's root element: `action` for the root that `plan` names
    /// (for any root when it names none), a failure naming both for another root.
    static func rootTable(expecting plan: ObjectPlan, _ action: ElementAction) -> ElementTable {
        guard let root = plan.rootElement else {
            return ElementTable(names: NameTable([]), actions: [], fallback: action)
        }
        return ElementTable(
            names: NameTable(root.keys.map { (key: $0, value: 0) }), actions: [action],
            fallback: .unexpected(UnexpectedRoot(expected: root.shown)))
    }

    /// The value a finished root read produced.
    func rootValue<T>(_ holder: ObjectBuilder<T?>) throws -> T {
        guard let value = holder.value else {
            throw XMLReadError(
                kind: .malformed(code: 3, reason: "no root element: the input is empty or holds only a prolog"))
        }
        return value
    }

    /// Reads every outermost element whose name is one of the choices' names, at any depth, in
    /// document order, each as its case's type. Elements between the root and the matches are
    /// searched through; elements inside a match belong to the match.
    ///
    /// ```swift
    /// let items = try XMLReader().read(XMLChoices<Item> {
    ///     XMLCase("book", Book.self) { .book($0) }
    ///     XMLCase("magazine", Magazine.self) { .magazine($0) }
    /// }, from: data)
    /// ```
    public func read<Output>(_ choices: XMLChoices<Output>, from input: XMLInput) throws -> [Output] {
        try readWithWarnings(choices, from: input).value
    }

    /// Reads every matching record from a document held in `Data`.
    public func read<Output>(_ choices: XMLChoices<Output>, from data: Data) throws -> [Output] {
        try read(choices, from: .data(data))
    }

    /// Reads every matching record from a document held in a `String`.
    public func read<Output>(_ choices: XMLChoices<Output>, from string: String) throws -> [Output] {
        try read(choices, from: .string(string))
    }

    /// Reads every matching record, returning the warnings collected in lenient mode.
    public func readWithWarnings<Output>(
        _ choices: XMLChoices<Output>, from input: XMLInput
    ) throws -> (value: [Output], warnings: [XMLReadError]) {
        if let error = choices.table.problem { throw error }
        for plan in choices.plans() { try PlanGraph.validate(plan) }
        return try readRepairing(input) { attempt in
            let holder = ObjectBuilder<[Output]>(plan: .holder, value: [])
            let session = try ParseSession(
                options: options, rootTable: choices.table.table, holder: holder, attempt: attempt)
            try session.feed(input, progress: nil)
            return (holder.value, session.warnings)
        }
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
