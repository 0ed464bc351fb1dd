// Random documents for a shape, as element trees with expanded names (the writer spells them).
// Mostly what the shape maps, with values that convert or, at the case's error rate, do not;
// plus unknown elements and attributes, extension elements, kind attributes and categories,
// comments and processing instructions, text split around comments and inside child elements.
// The generator only aims at coverage: what a document means is the reference's to say.

import Xylem

/// An element before it is written.
final class GenElement {
    var name: ExpandedName
    private(set) var attributes: [(name: ExpandedName, value: String)] = []
    var content: [GenContent] = []

    init(_ name: ExpandedName) {
        self.name = name
    }

    /// Adds an attribute unless one of the same expanded name is there (a duplicate would make
    /// the document malformed).
    func addAttribute(_ name: ExpandedName, _ value: String) {
        guard !attributes.contains(where: { $0.name == name }) else { return }
        attributes.append((name, value))
    }
}

enum GenContent {
    case element(GenElement)
    case text(String)
    case comment(String)
    case instruction(target: String, data: String)
}

struct TreeGenerator {
    var random: FuzzRandom
    /// How often a value is made not to convert.
    let errorRate: Double
    /// Elements left to make: documents stay small.
    var budget: Int
    let maxDepth: Int
    /// Few elements per object, long runs of the focused line, nearly no unknown content,
    /// comments or formatting: objects follow each other closely.
    let quiet: Bool

    // MARK: Objects

    /// The element of an object of `shape` named `name`. `open` lists the shapes of the objects
    /// around it, outermost first (their extension declarations may apply to it).
    /// `focus`: a line whose elements should come several times (records to stream).
    mutating func object(
        _ shape: ModelShape, named name: ExpandedName, depth: Int, open: [ModelShape], focus: Int? = nil
    ) -> GenElement {
        budget -= 1
        let element = GenElement(name)
        for line in shape.lines {
            guard case .attribute(let attributeName, let spec, _) = line, random.chance(0.7) else { continue }
            element.addAttribute(pick(attributeName), scalarText(spec))
        }
        for _ in 0..<random.int(0...2) where random.chance(0.3) {
            element.addAttribute(junkName(forAttribute: true), randomText())
        }
        var content = items(of: shape, table: nil, depth: depth, open: open + [shape], directlyInObject: true)
        if let focus {
            // Several more elements of the focused line, in its wrapper when it has one.
            let line = shape.lines[focus]
            var focused: [GenContent] = []
            for _ in 0..<random.int(quiet ? 4...24 : 1...6) {
                focused += elements(for: line, of: shape, depth: depth, open: open + [shape])
            }
            if let wrapper = line.wrapper {
                let element = GenElement(pick(wrapper))
                element.content = focused
                focused = [.element(element)]
            }
            for item in focused { content.insert(item, at: random.int(0...content.count)) }
        }
        if let spec = shape.textContentSpec {
            // The object's own text: one value split in pieces among the children (any other
            // text directly inside would join it).
            for piece in split(scalarText(spec), maxPieces: 3) {
                content.insert(.text(piece), at: random.int(0...content.count))
            }
        }
        element.content = content
        return element
    }

    /// Content for a table of `shape`: its direct lines (nil) or a wrapper's lines.
    private mutating func items(
        of shape: ModelShape, table wrapper: WrittenName?, depth: Int, open: [ModelShape], directlyInObject: Bool
    ) -> [GenContent] {
        guard depth < maxDepth, budget > 0 else { return [] }
        let lines = shape.lines.filter { $0.wrapper == wrapper }
        let wrappers = wrapper == nil ? shape.wrappers : []
        var content: [GenContent] = []
        let prettyPrinted = !quiet && random.chance(0.3) && !(directlyInObject && shape.textContentSpec != nil)
        for _ in 0..<random.int(0...(quiet ? 3 : depth == 0 ? 8 : 5)) {
            guard budget > 0 else { break }
            switch quiet ? random.int(0...76) : random.int(0...99) {
            case 0..<65 where !lines.isEmpty:
                content += elements(for: random.pick(lines), of: shape, depth: depth, open: open)
            case 0..<75 where !wrappers.isEmpty:
                let chosen = random.pick(wrappers)
                let element = GenElement(pick(chosen))
                budget -= 1
                element.content = items(of: shape, table: chosen, depth: depth + 1, open: open, directlyInObject: false)
                content.append(.element(element))
            case 75..<82 where directlyInObject && shape.extensionsLine != nil:
                content += extensionElements(for: shape, depth: depth, open: open)
            case 82..<90:
                content.append(.element(junkElement(depth: depth + 1)))
            case 90..<94:
                content.append(.comment(commentText()))
            case 94..<97:
                content.append(.instruction(target: random.pick(["fz", "pi-x", "t\u{E9}"]), data: safeText()))
            default:
                if !(directlyInObject && shape.textContentSpec != nil) { content.append(.text(randomText())) }
            }
            if prettyPrinted { content.append(.text("\n" + String(repeating: " ", count: depth * 2 + 2))) }
        }
        return content
    }

    /// The elements of one line (several for repeated lines).
    private mutating func elements(for line: ShapeLine, of shape: ModelShape, depth: Int, open: [ModelShape])
        -> [GenContent]
    {
        switch line {
        case .text(let name, _, _, _):
            let marksFailure = shape.lines.contains { hook in
                if case .onComplete(.failOnMarker(let index)) = hook { return shape.lines[index] == line }
                return false
            }
            let text = marksFailure && random.chance(errorRate * 3) ? MarkerFailure.marker : randomText()
            return [.element(leaf(pick(name), text: text, depth: depth))]
        case .value(let name, let spec, _):
            return [.element(leaf(pick(name), text: scalarText(spec), depth: depth))]
        case .values(let name, let spec, _):
            return (0..<random.int(1...3)).map { _ in .element(leaf(pick(name), text: scalarText(spec), depth: depth)) }
        case .child(let name, let model, _):
            return [
                .element(childObject(ModelRegistry.shared.shape(model), named: pick(name), depth: depth, open: open))
            ]
        case .children(let name, let model, _):
            let shape = ModelRegistry.shared.shape(model)
            return (0..<random.int(1...3)).map { _ in
                .element(childObject(shape, named: pick(name), depth: depth, open: open))
            }
        case .cases(let cases, _):
            return (0..<random.int(1...3)).map { _ in
                let chosen = random.pick(cases)
                return .element(
                    childObject(
                        ModelRegistry.shared.shape(chosen.model), named: pick(chosen.name), depth: depth, open: open))
            }
        case .kinds(let name, let spec, let many, _):
            return (0..<(many ? random.int(1...3) : 1)).map { _ in
                .element(kindsElement(named: pick(name), spec, depth: depth, open: open))
            }
        case .skip(let name):
            let element = GenElement(pick(name))
            budget -= 1
            element.content = items(of: shape, table: nil, depth: depth + 1, open: open, directlyInObject: false)
            return [.element(element)]
        case .ignore(let name), .rawXML(let name, _):
            let element = GenElement(pick(name))
            budget -= 1
            element.content = junkContent(depth: depth + 1)
            return [.element(element)]
        case .attribute, .textContent, .onComplete, .extensions:
            return []
        }
    }

    /// A child object, or now and then junk under the child's name (a partly matching document).
    private mutating func childObject(_ shape: ModelShape, named name: ExpandedName, depth: Int, open: [ModelShape])
        -> GenElement
    {
        if random.chance(0.05) {
            let element = GenElement(name)
            element.content = junkContent(depth: depth + 1)
            return element
        }
        return object(shape, named: name, depth: depth + 1, open: open)
    }

    /// An element whose type a kinds registry chooses: made for one of the kinds, with the kind
    /// attribute or a category that should choose it (or a wrong one).
    private mutating func kindsElement(named name: ExpandedName, _ spec: KindsSpec, depth: Int, open: [ModelShape])
        -> GenElement
    {
        let entry = random.chance(0.2) ? nil : random.pick(spec.kinds)
        let target = entry?.model ?? spec.fallback
        let element = object(ModelRegistry.shared.shape(target), named: name, depth: depth + 1, open: open)
        if let attribute = spec.attribute, random.chance(0.6) {
            let value = entry?.kind ?? random.pick(FuzzVocabulary.kindValues + ["k9"])
            element.addAttribute(ExpandedName(uri: attribute.uri, local: attribute.local), value)
        }
        if let category = spec.category {
            for _ in 0..<random.int(0...2) {
                let categoryElement = GenElement(ExpandedName(uri: category.uri, local: category.local))
                let scheme = random.chance(0.7) ? entry?.scheme ?? random.pick(FuzzVocabulary.schemes) : nil
                let term = random.chance(0.7) ? entry?.term ?? random.pick(FuzzVocabulary.terms) : nil
                if let scheme { categoryElement.addAttribute(ExpandedName(uri: "", local: "scheme"), scheme) }
                if let term { categoryElement.addAttribute(ExpandedName(uri: "", local: "term"), term) }
                element.content.insert(.element(categoryElement), at: random.int(0...element.content.count))
            }
        }
        return element
    }

    /// Declared extension elements for an object of `shape` (declared by it or by the objects
    /// around it for its type), or unknown elements.
    private mutating func extensionElements(for shape: ModelShape, depth: Int, open: [ModelShape]) -> [GenContent] {
        var candidates: [ModelID] = []
        for declaring in open {
            for declaration in declaring.extensionsLine?.declarations ?? []
            where (declaration.inside ?? declaring.id) == shape.id {
                candidates.append(declaration.type)
            }
        }
        guard !candidates.isEmpty, random.chance(0.8) else { return [.element(junkElement(depth: depth + 1))] }
        let type = ModelRegistry.shared.shape(random.pick(candidates))
        guard case .extensionElement(let name, _) = type.form else { return [] }
        return [.element(object(type, named: name, depth: depth + 1, open: open))]
    }

    // MARK: Leaves and junk

    /// A leaf element holding `text`, sometimes split around a comment or partly inside a child.
    private mutating func leaf(_ name: ExpandedName, text: String, depth: Int) -> GenElement {
        budget -= 1
        let element = GenElement(name)
        for piece in split(text, maxPieces: 3) {
            switch random.int(0...9) {
            case 0:
                element.content.append(.comment(commentText()))
                element.content.append(.text(piece))
            case 1:
                let inner = GenElement(junkName(forAttribute: false))
                inner.content = [.text(piece)]
                element.content.append(.element(inner))
            case 2:
                element.content.append(.instruction(target: "fz", data: safeText()))
                element.content.append(.text(piece))
            default:
                element.content.append(.text(piece))
            }
        }
        return element
    }

    private mutating func junkElement(depth: Int) -> GenElement {
        budget -= 1
        let element = GenElement(junkName(forAttribute: false))
        for _ in 0..<random.int(0...2) {
            element.addAttribute(junkName(forAttribute: true), randomText())
        }
        element.content = junkContent(depth: depth + 1)
        return element
    }

    private mutating func junkContent(depth: Int) -> [GenContent] {
        var content: [GenContent] = []
        for _ in 0..<random.int(0...4) {
            switch random.int(0...9) {
            case 0..<4: content.append(.text(randomText()))
            case 4..<6 where depth < maxDepth + 2 && budget > 0: content.append(.element(junkElement(depth: depth + 1)))
            case 6: content.append(.comment(commentText()))
            case 7: content.append(.instruction(target: "fz", data: safeText()))
            default: content.append(.text(randomText()))
            }
        }
        return content
    }

    /// A name no description maps, or a mapped local name in some namespace.
    private mutating func junkName(forAttribute: Bool) -> ExpandedName {
        let local = random.chance(0.7) ? random.pick(FuzzVocabulary.junkNames) : random.pick(FuzzVocabulary.localNames)
        // The two `.example/ns` URIs often: unknown siblings that differ only there are told apart
        // by sibling counters that go by name hash.
        let uri =
            random.chance(0.4)
            ? ""
            : random.chance(0.4)
                ? random.pick(["http://a.example/ns", "http://b.example/ns"])
                : random.pick(FuzzVocabulary.uris + FuzzVocabulary.alternateURIs)
        return ExpandedName(uri: uri, local: local)
    }

    /// One of the expanded names a written name matches: mostly the primary one.
    private mutating func pick(_ name: WrittenName) -> ExpandedName {
        if !name.alternateURIs.isEmpty, random.chance(0.3) {
            return ExpandedName(uri: random.pick(name.alternateURIs), local: name.local)
        }
        return ExpandedName(uri: name.uri, local: name.local)
    }

    // MARK: Text

    mutating func randomText() -> String {
        (0..<random.int(0...5)).map { _ in random.pick(FuzzVocabulary.words) }.joined()
    }

    /// Text for comments and processing instructions: no `--`, no `?>`, no carriage return.
    private mutating func safeText() -> String {
        (0..<random.int(0...3)).map { _ in random.pick(["a", " ", "\u{E9}", "x y", "<b>", "&"]) }.joined()
    }

    private mutating func commentText() -> String {
        safeText()
    }

    /// `text` cut into up to `maxPieces` pieces at character boundaries.
    private mutating func split(_ text: String, maxPieces: Int) -> [String] {
        let characters = Array(text)
        guard characters.count > 1, maxPieces > 1, random.chance(0.3) else { return [text] }
        let cuts = Set((0..<random.int(1...(maxPieces - 1))).map { _ in random.int(1...(characters.count - 1)) })
            .sorted()
        var pieces: [String] = []
        var start = 0
        for cut in cuts + [characters.count] {
            pieces.append(String(characters[start..<cut]))
            start = cut
        }
        return pieces
    }

    /// The text of a scalar of `spec`: a value that converts, or at the error rate one that does not.
    mutating func scalarText(_ spec: ScalarSpec) -> String {
        if spec.isOptional, random.chance(0.1) { return random.pick(["", " ", "\n "]) }
        let valid = !random.chance(errorRate)
        switch spec.type {
        case .string, .xmlString: return randomText()
        case .int: return integerText(Int.self, valid: valid)
        case .int8: return integerText(Int8.self, valid: valid)
        case .int16: return integerText(Int16.self, valid: valid)
        case .int32: return integerText(Int32.self, valid: valid)
        case .int64: return integerText(Int64.self, valid: valid)
        case .uint8: return integerText(UInt8.self, valid: valid)
        case .uint16: return integerText(UInt16.self, valid: valid)
        case .uint32: return integerText(UInt32.self, valid: valid)
        case .uint64: return integerText(UInt64.self, valid: valid)
        case .double:
            if valid {
                if random.chance(0.3) { return "\(Double.random(in: -1e6...1e6, using: &random))" }
                return padded(
                    random.pick([
                        "0", "1.5", "-2.25", "1e3", "+1E-2", ".5", "5.", "INF", "-INF", "+INF", "NaN", "-0",
                        "123456789.123456789", "1e-300", "4.9e-324", "1.7976931348623157e308", "0.1",
                        "9007199254740993", "1e22", "1e23", "0.000001",
                    ]))
            }
            return random.pick([
                "inf", "nan", "1e400", "0x10", "1,5", "", "e5", ".", "1e", "--1", "+-1", "-NaN", "Infinity",
            ])
        case .bool:
            if valid { return padded(random.pick(["true", "false", "yes", "no", "1", "0", "TRUE", "No", ""])) }
            return random.pick(["maybe", "2", "y", "truthy", "on", "t rue"])
        case .decimal:
            if valid {
                return padded(
                    random.pick([
                        "12.50", "-0.001", "1e5", "+3", ".5", "5.", "0", "123456789012345678901234567890", "-1E-3",
                    ]))
            }
            return random.pick(["abc", "1.2.3", "1e", "", "1,5", "NaN", "- 1"])
        case .color:
            if valid { return random.pick(["red", "green", "blue", "dark red", " blue ", "\nred\t"]) }
            return random.pick(["Red", "purple", "dark  red", "", "darkred"])
        }
    }

    private mutating func padded(_ text: String) -> String {
        guard random.chance(0.2) else { return text }
        return random.pick(["", " ", "\n", "\t "]) + text + random.pick(["", " ", "\n  "])
    }

    private mutating func integerText<T: FixedWidthInteger>(_ type: T.Type, valid: Bool) -> String {
        let low = Int128(T.min)
        let high = Int128(T.max)
        if valid {
            let value: Int128 =
                switch random.int(0...5) {
                case 0: low
                case 1: high
                case 2: 0
                default: Int128.random(in: low...high, using: &random)
                }
            var text = "\(value)"
            if value >= 0, random.chance(0.1) { text = "+" + text }
            if random.chance(0.05) { text = text.hasPrefix("-") ? text : "00" + text }
            if value == 0, T.min == 0, random.chance(0.2) { text = "-0" }
            return padded(text)
        }
        return random.pick([
            "\(high + 1)", "\(low - 1)", "1.5", "abc", "", "12a", "- 1", "0x1F", "\u{FF11}\u{FF12}", "1e3", "+", "1 2",
        ])
    }
}
