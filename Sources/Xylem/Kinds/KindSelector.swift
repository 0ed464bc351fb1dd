// The compiled, type-erased form of XMLKinds that the engine consults: which choice a kind
// attribute or a category names.

import Synchronization

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
        /// How the choice's value is made from the default's, if it can be.
        let conversion: KindConversion?
        /// The model type the choice reads.
        let modelType: ObjectIdentifier
    }

    let choices: [Choice]
    let fallback: Choice
    /// `fallback.action`, read without copying the choice (and retaining its strings).
    let fallbackAction: ObjectAction
    let attributeKey: [UInt8]?
    let categoryNames: NameTable
    /// The hash of the category element's expanded name, as ``ExpatName`` computes it (a name
    /// with another hash is not the category; 0 without a category).
    let categoryHash: UInt64
    let schemeKey: [UInt8]
    let termKey: [UInt8]
    let problems: [String]
    /// Whether any choice is made by category, so that events must be buffered until one is seen.
    let choosesByCategory: Bool
    /// The choices' category rules as byte tables. The schemes kinds are registered under with
    /// an exact term are decisive: a category in one of them is a kind category and decides when
    /// it closes, for the best kind it matches or for the default.
    let categories: CategoryMatcher
    /// Whether every choice a category can make converts from the default's model type, so that
    /// an undecided element may be read live as the default type (see ReadEngine+LiveKinds.swift);
    /// the plans are checked too, on first use.
    let convertsAll: Bool
    /// What the first live read found in the plans (they cannot be built here: a kind type may
    /// contain elements of its own kinds, whose plan is being built when the selector is made).
    /// Published without a lock as the retained object's address (0 until made): two reads that
    /// start together may both make one, and the first stored wins; the plans are immutable, so
    /// either serves. (`AtomicLazyReference.load()` runs unspecialized generic code, about
    /// 200 instructions, for each element that asks.)
    private let liveCheck = Atomic<Int>(0)
    /// Whether each choice's description was built and checked. A registry may hold many kinds
    /// (XylemAtom's has twenty, each a full entry description) of which a read meets a few, and
    /// building one costs milliseconds of type metadata and key paths: so kinds are checked
    /// when first chosen, the default before any input is read.
    private let checked: [CheckedFlag]
    /// Whether `validate()` passed.
    private let fallbackChecked = CheckedFlag()

    init(
        choices: [Choice], fallback: Choice, attributeKey: [UInt8]?, categoryKey: [UInt8]?, schemeKey: [UInt8],
        termKey: [UInt8], problems: [String]
    ) {
        self.choices = choices
        self.fallback = fallback
        fallbackAction = fallback.action
        self.checked = choices.map { _ in CheckedFlag() }
        self.attributeKey = attributeKey
        self.categoryNames = NameTable(categoryKey.map { [($0, Int32(0))] } ?? [])
        categoryHash = categoryKey.map(ExpatName.hash(of:)) ?? 0
        self.schemeKey = schemeKey
        self.termKey = termKey
        self.problems = problems
        choosesByCategory = categoryKey != nil && choices.contains { $0.scheme != nil || $0.term != nil }
        categories = CategoryMatcher(choices: choices)
        let defaultType = fallback.modelType
        convertsAll =
            choosesByCategory
            && choices.allSatisfy { choice in
                (choice.scheme == nil && choice.term == nil) || choice.conversion?.source == defaultType
            }
    }

    /// The plans' verdict when elements may be read live as the default type, or nil.
    /// (Unmanaged: the selector holds them for its lifetime, and the engine asks once per element.)
    var livePlans: Unmanaged<LivePlans>? {
        guard convertsAll else { return nil }
        var address = liveCheck.load(ordering: .acquiring)
        if address == 0 {
            let made = Int(
                bitPattern: Unmanaged.passRetained(LivePlans(fallback: fallback, kindAttribute: attributeKey))
                    .toOpaque())
            let (exchanged, current) = liveCheck.compareExchange(
                expected: 0, desired: made, successOrdering: .acquiringAndReleasing, failureOrdering: .acquiring)
            if !exchanged { Unmanaged<LivePlans>.fromOpaque(UnsafeRawPointer(bitPattern: made)!).release() }
            address = exchanged ? made : current
        }
        let plans = Unmanaged<LivePlans>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)
        return plans._withUnsafeGuaranteedRef { $0.readsLive } ? plans : nil
    }

    deinit {
        let address = liveCheck.load(ordering: .acquiring)
        if address != 0 { Unmanaged<LivePlans>.fromOpaque(UnsafeRawPointer(bitPattern: address)!).release() }
    }

    /// The choice named by the kind attribute among `attributes`, if any.
    func choice(fromAttributes attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Int? {
        guard let attributeKey, let value = Self.value(of: attributeKey, in: attributes) else { return nil }
        return choices.firstIndex { $0.kind == value }
    }

    /// The choice a direct child of an undecided element makes, when it is a category element
    /// (see ``choice(fromCategory:)``); nil for any other child.
    func choice(fromChild name: ExpatName, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> (
        index: Int, score: Int
    )? {
        categoryNames.lookup(name) != nil ? choice(fromCategory: attributes) : nil
    }

    /// The best choice a category element with these attributes makes (its index in
    /// ``choices``, -1 for the fallback), and its score (2 for an exact match or a decisive
    /// scheme, 1 through a wildcard).
    func choice(fromCategory attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> (index: Int, score: Int)? {
        var scheme: UnsafePointer<CChar>?
        var term: UnsafePointer<CChar>?
        var position = 0
        while let name = attributes[position], let value = attributes[position + 1] {
            position += 2
            let name = ExpatName(name)
            if Self.matches(name, schemeKey) {
                scheme = value
            } else if Self.matches(name, termKey) {
                term = value
            }
        }
        return categories.match(scheme: scheme, term: term)
    }

    /// The action of choice `index` (-1: the fallback), read in place rather than through a copy
    /// of the choice, which would retain and release its strings.
    func action(at index: Int) -> Unmanaged<ObjectAction> {
        index < 0 ? Unmanaged.passUnretained(fallbackAction) : Unmanaged.passUnretained(choices[index].action)
    }

    /// The conversion of choice `index` from the default's value, if it has one, read in place.
    func conversion(at index: Int) -> Unmanaged<KindConversion>? {
        let conversion = index < 0 ? fallback.conversion : choices[index].conversion
        return conversion.map { Unmanaged.passUnretained($0) }
    }

    private static func matches(_ name: ExpatName, _ key: [UInt8]) -> Bool {
        name.keyLength == key.count && key.withUnsafeBytes { memcmp($0.baseAddress!, name.base, key.count) == 0 }
    }

    /// Throws the registry's first problem, or the first problem of the default's description or
    /// of any description it may build. (The other kinds are checked when first chosen: see
    /// ``problem(ofChoiceAt:)``.) Once the check passed it is not made again: the plans do not
    /// change, and a selector shared by many reads of small documents would repeat it for each.
    func validate() throws {
        if fallbackChecked.value.load(ordering: .acquiring) { return }
        if let problem = problems.first { throw XMLReadError(kind: .invalidDescription(problem)) }
        try PlanGraph.validate(fallback.action.plan())
        fallbackChecked.value.store(true, ordering: .releasing)
    }

    /// Builds and checks the description of the choice at `index` the first time it is chosen;
    /// returns its problem, if it has one. Besides the description's own problems, a kind that
    /// converts from the default must read own text, unknown content and extensions as the
    /// default does, as its registration promised.
    func problem(ofChoiceAt index: Int) -> XMLReadError? {
        guard index >= 0, !checked[index].value.load(ordering: .acquiring) else { return nil }
        let choice = choices[index]
        let plan = choice.action.plan()
        do {
            try PlanGraph.validate(plan)
        } catch {
            return error as? XMLReadError ?? XMLReadError(kind: .invalidDescription("\(error)"))
        }
        if choice.conversion != nil {
            let defaultPlan = fallback.action.plan()
            if (plan.ownText == nil) != (defaultPlan.ownText == nil) || plan.keepsUnknown != defaultPlan.keepsUnknown
                || (plan.extensionRules?.store == nil) != (defaultPlan.extensionRules?.store == nil)
            {
                return XMLReadError(
                    kind: .invalidDescription(
                        "kind \(plan.typeName) converts from \(defaultPlan.typeName) but does not read own text, unknown content "
                            + "and extensions as \(defaultPlan.typeName) does"))
            }
        }
        checked[index].value.store(true, ordering: .releasing)
        return nil
    }

    private static func value(of key: [UInt8], in attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> String? {
        var position = 0
        while let name = attributes[position], let value = attributes[position + 1] {
            position += 2
            if matches(ExpatName(name), key) { return String(cString: value) }
        }
        return nil
    }
}

/// Whether one kind's description was checked (a class: atomics cannot live in arrays).
final class CheckedFlag: Sendable {
    let value = Atomic(false)
}
