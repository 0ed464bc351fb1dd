// Whether the plans of a kinds registry allow reading an undecided element live as the default
// type: checked once per selector, on the first element that could be read so.

/// The default plan, kept for the start-tag check, and the verdict on the plans. (A class, so
/// that the selector's lock hands it out by reference.)
final class LivePlans: @unchecked Sendable {
    // Immutable after init.
    /// The default kind's plan, whose attribute names decide whether a start tag can be read live.
    let defaultPlan: ObjectPlan
    /// The default's attribute names, looked up for every undecided element's start tag.
    let defaultAttributeNames: NameTableView
    /// Whether the plans allow it: the default's unknown child elements all reach the engine's
    /// unmapped path (so that each is noticed), and every choice reads its own text and keeps
    /// unknown content as the default does (so that what was collected stays right after a
    /// conversion).
    let readsLive: Bool

    init(fallback: KindSelector.Choice) {
        let defaultPlan = fallback.action.plan()
        self.defaultPlan = defaultPlan
        defaultAttributeNames = defaultPlan.attributeNames.view
        let table = defaultPlan.view.pointee.elements.pointee
        // The kinds' own plans are checked when first chosen (`KindSelector.problem(ofChoiceAt:)`).
        readsLive = !defaultPlan.hasProblems && table.fallback.kind == .unmapped
    }
}
