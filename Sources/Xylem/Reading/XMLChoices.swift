// A set of element names and the types they are read as, for reading all matching records of a
// document (the "class dictionary" of older SAX readers).

/// Element names mapped to types, for reading every matching record with ``XMLReader``.
///
/// ```swift
/// enum Item { case book(Book), magazine(Magazine) }
/// let choices = XMLChoices<Item>(namespaces: [:]) {
///     XMLCase("book", Book.self) { .book($0) }
///     XMLCase("magazine", Magazine.self) { .magazine($0) }
/// }
/// ```
public struct XMLChoices<Output>: Sendable {
    let table: CompiledChoices
    private let cases: [XMLCase<Output>]

    /// Builds a set of choices; names may use prefixes declared in `namespaces`.
    public init(namespaces: [String: String] = [:], @XMLCaseBuilder<Output> _ cases: () -> [XMLCase<Output>]) {
        let cases = cases()
        self.cases = cases
        var problems: [String] = []
        let items = cases.map { choice in
            let extract = choice.extract
            let action = ObjectAction(make: choice.make, plan: choice.plan) { parent, child in
                unsafeDowncast(parent, to: ObjectBuilder<[Output]>.self).value.append(extract(child))
            }
            return PlanCompiler.TableEntry(written: choice.name, action: .object(action), role: "choice")
        }
        let table = PlanCompiler.makeTable(
            items, names: NameScope(namespaces: namespaces), within: nil, problems: &problems, fallback: .skip(nil))
        self.table = CompiledChoices(
            table: table,
            problem: problems.isEmpty
                ? nil : XMLReadError(kind: .invalidDescription("choices: " + problems.joined(separator: "; "))))
    }

    /// The plans of the chosen types, for validation before reading.
    func plans() -> [ObjectPlan] {
        cases.map { $0.plan() }
    }
}

/// The compiled table of a set of choices and the problem found while compiling it, if any.
struct CompiledChoices: @unchecked Sendable {
    // Immutable; see ElementTable.
    let table: ElementTable
    let problem: XMLReadError?
}
