// The compiled, type-erased form of XMLKinds that the engine consults: which choice a kind
// attribute or a category names.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Chooses among registered kinds for one element name. (A class, so that handing one around
/// costs one reference count.)
@usableFromInline
final class KindSelector: @unchecked Sendable {
    // Immutable after init.
    struct Choice {
        let action: ObjectAction
        let kind: String?
        let scheme: String?
        let term: String?

        /// 2 for an exact category match, 1 through a wildcard, 0 for none.
        func categoryScore(scheme: String?, term: String?) -> Int {
            guard self.scheme != nil || self.term != nil else { return 0 }
            if let expected = self.scheme, expected != scheme { return 0 }
            if let expected = self.term, expected != term { return 0 }
            return self.scheme != nil && self.term != nil ? 2 : 1
        }
    }

    let choices: [Choice]
    let fallback: Choice
    let attributeKey: [UInt8]?
    let categoryNames: NameTable
    let schemeKey: [UInt8]
    let termKey: [UInt8]
    let problems: [String]
    /// Whether any choice is made by category, so that events must be buffered until one is seen.
    let choosesByCategory: Bool
    /// The schemes kinds are registered under with an exact term: a category in one of them is a
    /// kind category and decides when it closes, for the best kind it matches or for the default.
    let decisiveSchemes: Set<String>

    init(
        choices: [Choice], fallback: Choice, attributeKey: [UInt8]?, categoryKey: [UInt8]?, schemeKey: [UInt8],
        termKey: [UInt8], problems: [String]
    ) {
        self.choices = choices
        self.fallback = fallback
        self.attributeKey = attributeKey
        self.categoryNames = NameTable(categoryKey.map { [($0, Int32(0))] } ?? [])
        self.schemeKey = schemeKey
        self.termKey = termKey
        self.problems = problems
        choosesByCategory = categoryKey != nil && choices.contains { $0.scheme != nil || $0.term != nil }
        decisiveSchemes = Set(choices.filter { $0.term != nil }.compactMap(\.scheme))
    }

    /// The choice named by the kind attribute among `attributes`, if any.
    func choice(fromAttributes attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Choice? {
        guard let attributeKey, let value = Self.value(of: attributeKey, in: attributes) else { return nil }
        return choices.first { $0.kind == value }
    }

    /// The best choice a category element with these attributes makes, and its score.
    func choice(fromCategory attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> (Choice, Int)? {
        let scheme = Self.value(of: schemeKey, in: attributes)
        let term = Self.value(of: termKey, in: attributes)
        var best: (Choice, Int)?
        for choice in choices {
            let score = choice.categoryScore(scheme: scheme, term: term)
            if score > (best?.1 ?? 0) { best = (choice, score) }
            if score == 2 { break }
        }
        // A kind category decides even through a wildcard, or for the default when no kind is
        // registered for its term, so that the rest of the element is read live instead of
        // buffered to its end.
        if best?.1 != 2, let scheme, decisiveSchemes.contains(scheme) { return (best?.0 ?? fallback, 2) }
        return best
    }

    /// Every plan a read with this selector may build, for validation.
    var plans: [ObjectPlan] { ([fallback] + choices).map { $0.action.plan() } }

    /// Throws the registry's first problem, or the first problem of any description it may build.
    func validate() throws {
        if let problem = problems.first { throw XMLReadError(kind: .invalidDescription(problem)) }
        for plan in plans { try PlanGraph.validate(plan) }
    }

    private static func value(of key: [UInt8], in attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> String? {
        var position = 0
        while let name = attributes[position], let value = attributes[position + 1] {
            position += 2
            let name = ExpatName(name)
            guard name.keyLength == key.count else { continue }
            let matches = key.withUnsafeBytes { memcmp($0.baseAddress!, name.base, key.count) == 0 }
            if matches { return String(cString: value) }
        }
        return nil
    }
}
