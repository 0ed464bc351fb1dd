// How the reference interpreter reads records: along a record path, as the children a
// container read hands out, or wherever a set of choices finds them.

import Xylem

extension ReferenceInterpreter {
    /// The names the streamed element of a container read matches: every name of the entry its
    /// written name resolves to in the root's direct table.
    func streamedNames(_ plan: ContainerPlan, in shape: ModelShape) -> [ExpandedName] {
        let key = ReferenceNames.primaryName(plan.written, namespaces: plan.namespaces, isAttribute: false)
        for line in shape.lines where line.wrapper == nil {
            var candidates: [WrittenName] = []
            if case .cases(let cases, _) = line { candidates = cases.map(\.name) }
            if let name = line.elementName { candidates.append(name) }
            for candidate in candidates {
                let names = ReferenceNames.expanded(
                    candidate.written, namespaces: shape.namespaces, alternates: shape.alternates, isAttribute: false)
                if names.first == key { return names }
            }
        }
        return [key]
    }

    func readRecords(_ root: ReferenceElement, _ plan: RecordPlan) throws {
        let segments = ReferenceNames.pathSegments(plan.written).map { segment -> ExpandedName? in
            segment == "*"
                ? nil : ReferenceNames.primaryName(String(segment), namespaces: plan.namespaces, isAttribute: false)
        }
        guard let first = segments.first, first == nil || first == root.name else {
            // A root the path does not name is passed over, and open until its end tag.
            try reach(document.endTagStarts[root.ordinal])
            return
        }
        try walk(root, level: 0, segments: segments, record: plan.record)
    }

    /// A read that found no record fails when the root element is not the path's first element:
    /// a path written for other documents is not read as an empty document. A root that matches
    /// has the records it has, none when the path's deeper elements are absent.
    func checkRecordPath(_ plan: RecordPlan) throws {
        guard outcome.records.isEmpty, recordPathLevel == 0 else { return }
        throw Failure(report: ErrorReport(kind: .recordPathNotFound(path: plan.written, matched: "")))
    }

    /// Reads the elements at `segments` below `element`, which matched segment `level`.
    func walk(_ element: ReferenceElement, level: Int, segments: [ExpandedName?], record: ModelID) throws {
        if level == segments.count - 1 {
            let value = try readObject(element, as: ModelRegistry.shared.shape(record), streaming: nil)
            outcome.records.append(value.neutral)
            return
        }
        try reach(document.starts[element.ordinal])
        recordPathLevel = max(recordPathLevel, level + 1)
        var seen: [ExpandedName: Int] = [:]
        for case .element(let child) in element.children {
            let index = seen[child.name, default: 0] + 1
            seen[child.name] = index
            try reach(document.starts[child.ordinal])
            path.append(index > 1 ? "\(child.qualifiedName)[\(index)]" : child.qualifiedName)
            defer { path.removeLast() }
            if segments[level + 1] == nil || segments[level + 1] == child.name {
                try walk(child, level: level + 1, segments: segments, record: record)
            }
            try reach(document.endTagStarts[child.ordinal])
        }
        try reach(document.endTagStarts[element.ordinal])
    }

    /// Reads `element` as the case it names, or else searches through it: an element no case
    /// names is transparent, and its children are looked at in turn.
    func readChoices(_ element: ReferenceElement, _ plan: ChoicesPlan) throws {
        if let chosen = plan.cases.first(where: {
            ReferenceNames.primaryName($0.name.written, namespaces: plan.namespaces, isAttribute: false) == element.name
        }) {
            let value = try readObject(
                element, as: ModelRegistry.shared.shape(chosen.model), streaming: nil, isRoot: element === tree)
            outcome.records.append(value.neutral)
            return
        }
        try reach(document.starts[element.ordinal])
        var seen: [ExpandedName: Int] = [:]
        for case .element(let child) in element.children {
            let index = seen[child.name, default: 0] + 1
            seen[child.name] = index
            try reach(document.starts[child.ordinal])
            path.append(index > 1 ? "\(child.qualifiedName)[\(index)]" : child.qualifiedName)
            defer { path.removeLast() }
            try readChoices(child, plan)
            try reach(document.endTagStarts[child.ordinal])
        }
        try reach(document.endTagStarts[element.ordinal])
    }
}
