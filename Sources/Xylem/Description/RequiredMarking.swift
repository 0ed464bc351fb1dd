// Marks the entries of required lines: each required line gets a bit, and its setters and actions
// are copied with that bit, which the engine sets on the object when the line gives it a value.
// Copies, so that a line value shared by several descriptions keeps no bit of another's.

enum RequiredMarking {
    /// The entries of `lines`, those of required lines carrying their bits, with the plan's
    /// required lines and the problems of lines that cannot be required.
    static func mark<Model>(_ lines: [XMLMapping<Model>]) -> (
        entries: [XMLMapping<Model>.Entry], required: RequiredLines, problems: [String]
    ) {
        var entries: [XMLMapping<Model>.Entry] = []
        var names: [String] = []
        var mask: UInt64 = 0
        var problems: [String] = []
        for line in lines {
            guard line.isRequired else {
                entries += line.entries
                continue
            }
            guard names.count < 64 else {
                problems.append("more than 64 lines are required")
                entries += line.entries
                continue
            }
            let bit: UInt64 = 1 << UInt64(names.count)
            var marked: [XMLMapping<Model>.Entry] = []
            var refusal: String?
            var name = ""
            for entry in line.entries {
                switch entry {
                case .element(let written, let wrapper, let action, let role):
                    if name.isEmpty { name = wrapper.map { "\($0)/\(written)" } ?? written }
                    switch action {
                    case .value(let setter):
                        marked.append(
                            .element(
                                name: written, wrapper: wrapper,
                                action: .value(ValueSetter(copying: setter, requiredBit: bit)), role: role))
                    case .raw(let setter):
                        marked.append(
                            .element(
                                name: written, wrapper: wrapper,
                                action: .raw(ValueSetter(copying: setter, requiredBit: bit)), role: role))
                    case .object(let action):
                        marked.append(
                            .element(
                                name: written, wrapper: wrapper,
                                action: .object(ObjectAction(copying: action, requiredBit: bit)), role: role))
                    case .kinds, .skip, .ignore, .group, .record, .unexpected:
                        refusal = "\(role) '\(written)'"
                        marked.append(entry)
                    }
                case .attribute(let written, let setter):
                    if name.isEmpty { name = "@\(written)" }
                    marked.append(.attribute(name: written, setter: ValueSetter(copying: setter, requiredBit: bit)))
                case .ownText:
                    refusal = "the element's own text"
                    marked.append(entry)
                case .completion:
                    refusal = "a completion hook"
                    marked.append(entry)
                case .extensions:
                    refusal = "extensions"
                    marked.append(entry)
                }
            }
            if let refusal {
                problems.append("\(refusal) cannot be required")
                entries += line.entries
                continue
            }
            entries += marked
            names.append(name)
            mask |= bit
        }
        return (entries, RequiredLines(mask: mask, names: names), problems)
    }
}
