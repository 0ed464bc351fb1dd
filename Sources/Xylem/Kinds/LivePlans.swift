// Whether the plans of a kinds registry allow reading an undecided element live as the default
// type: checked once per selector, on the first element that could be read so.

/// The default plan, kept for the start-tag check, and the verdict on it. (A class, so that the
/// selector publishes it once, by reference.)
final class LivePlans: @unchecked Sendable {
    // Immutable after init.
    /// The default kind's plan, whose attribute names decide whether a start tag can be read live
    /// (held so that `defaultAttributeNames`, a view into it, stays valid).
    let defaultPlan: ObjectPlan
    /// The default's attribute names, looked up for every undecided element's start tag.
    let defaultAttributeNames: NameTableView
    /// The default plan's identity, the key of its entries in the engine's attribute memo.
    let defaultPlanID: UInt64
    /// The default's slot for the kind attribute (-2 when it does not map one): a start tag
    /// that has it is chosen by its value.
    let kindAttributeSlot: Int32
    /// Whether the default's plan allows it: its unknown child elements all reach the engine's
    /// unmapped path, so that each is noticed. (That every kind reads its own text and keeps
    /// unknown content as the default does is checked when the kind is first chosen.)
    let readsLive: Bool

    init(fallback: KindSelector.Choice, kindAttribute: [UInt8]?) {
        let defaultPlan = fallback.action.plan()
        self.defaultPlan = defaultPlan
        defaultAttributeNames = defaultPlan.attributeNameView
        defaultPlanID = defaultPlan.id
        kindAttributeSlot = kindAttribute.flatMap { defaultPlan.attributeNames.lookup(key: $0) } ?? -2
        readsLive = !defaultPlan.hasProblems && defaultPlan.elements.fallback.kind == .unmapped
    }
}
