// One fuzz case, made from a seed and a case number alone: shapes (registered on fresh types),
// the ways to stream from the root, a document, read settings and chunk boundaries.

import Foundation
import Xylem

struct FuzzCase: Sendable, CustomStringConvertible {
    let seed: UInt64
    let number: Int
    let shapes: [ModelShape]
    let root: ModelID
    private(set) var document: FuzzDocument
    let settings: ReadSettings
    let records: RecordPlan?
    let container: ContainerPlan?
    let choices: ChoicesPlan?
    /// The document cut at random points, for the chunked reads and the push parser.
    private(set) var chunks: [[UInt8]]

    init(seed: UInt64, number: Int) {
        self.seed = seed
        self.number = number
        var random = FuzzRandom(seed: seed, case: number)
        let count = random.int(1...5)
        let ids = ModelRegistry.shared.reserveNumbers(count)
        let crowded = random.chance(0.35)
        shapes = ShapeGenerator.shapes(count: count, ids: ids, crowded: crowded, random: &random)
        for shape in shapes { ModelRegistry.shared.register(shape) }
        let rootShape = shapes[shapes.count - 1]
        root = rootShape.id

        let rootName = ExpandedName(
            uri: random.chance(0.5) ? "" : random.pick(FuzzVocabulary.uris),
            local: random.pick(FuzzVocabulary.localNames))
        let (records, focus) = Self.recordPlan(rootShape, rootName: rootName, random: &random)
        self.records = records
        container = Self.containerPlan(rootShape, random: &random)
        choices = Self.choicesPlan(shapes, random: &random)

        var generator = TreeGenerator(
            random: random, errorRate: random.pick([0, 0, 0.02, 0.1]), budget: random.int(5...120), maxDepth: 6,
            quiet: crowded && random.chance(0.7))
        let tree = generator.object(rootShape, named: rootName, depth: 0, open: [], focus: focus)
        var writer = DocumentWriter(random: generator.random)
        document = writer.write(tree, corruptionRate: 0.12)
        random = writer.random

        var settings = ReadSettings(lenient: random.chance(0.25), keepsUnknown: random.chance(0.85))
        if random.chance(0.1) { settings.maxDepth = random.int(2...7) }
        // For looking into a finding: read leniently, so that values are compared past a bad one.
        if ProcessInfo.processInfo.environment["MODEL_FUZZ_LENIENT"] == "1" { settings.lenient = true }
        self.settings = settings
        chunks = Self.cut(document.bytes, random: &random)
    }

    /// The case with another document (cut in three), for shrinking a finding's document.
    func with(document: FuzzDocument) -> FuzzCase {
        var copy = self
        copy.document = document
        let count = document.bytes.count
        copy.chunks = [
            Array(document.bytes[..<(count / 3)]), Array(document.bytes[(count / 3)..<(2 * count / 3)]),
            Array(document.bytes[(2 * count / 3)...]),
        ]
        return copy
    }

    // MARK: Plans

    /// A record path from the root: the root itself, a line's elements, through a wrapper or a
    /// skipped element; some segments written as `*`, names spelled with prefixes or in Clark
    /// notation. Returns the line whose elements the document should repeat.
    private static func recordPlan(_ shape: ModelShape, rootName: ExpandedName, random: inout FuzzRandom) -> (
        RecordPlan, Int?
    ) {
        var routes: [(segments: [ExpandedName], record: ModelID, focus: Int?)] = [([rootName], shape.id, nil)]
        let skips = shape.lines.compactMap { line -> WrittenName? in
            if case .skip(let name) = line { return name }
            return nil
        }
        for (index, line) in shape.lines.enumerated() {
            var targets: [(WrittenName, ModelID)] = []
            switch line {
            case .child(let name, let model, _), .children(let name, let model, _): targets = [(name, model)]
            case .cases(let cases, _): targets = cases.map { ($0.name, $0.model) }
            default: continue
            }
            for (name, model) in targets {
                let element = ExpandedName(uri: name.uri, local: name.local)
                if let wrapper = line.wrapper {
                    routes.append(
                        ([rootName, ExpandedName(uri: wrapper.uri, local: wrapper.local), element], model, index))
                } else {
                    routes.append(([rootName, element], model, index))
                    for skip in skips {
                        routes.append(
                            ([rootName, ExpandedName(uri: skip.uri, local: skip.local), element], model, nil))
                    }
                }
            }
        }
        let route = routes.count > 1 && random.chance(0.85) ? random.pick(Array(routes.dropFirst())) : routes[0]
        var namespaces: [String: String] = [:]
        if let defaultURI = route.segments.first(where: { !$0.uri.isEmpty })?.uri,
            route.segments.allSatisfy({ !$0.uri.isEmpty }), random.chance(0.4)
        {
            namespaces[""] = defaultURI
        }
        var written: [String] = []
        for (position, segment) in route.segments.enumerated() {
            if position < route.segments.count - 1, random.chance(0.15) {
                written.append("*")
            } else if segment.uri.isEmpty {
                written.append(segment.local)
            } else if namespaces[""] == segment.uri {
                written.append(segment.local)
            } else if random.chance(0.5) {
                written.append("{\(segment.uri)}\(segment.local)")
            } else {
                let prefix =
                    namespaces.first { $0.value == segment.uri && !$0.key.isEmpty }?.key ?? "r\(namespaces.count)"
                namespaces[prefix] = segment.uri
                written.append("\(prefix):\(segment.local)")
            }
        }
        return (
            RecordPlan(written: written.joined(separator: "/"), namespaces: namespaces, record: route.record),
            route.focus
        )
    }

    /// A container read streaming one of the root's direct children, when it has any.
    private static func containerPlan(_ shape: ModelShape, random: inout FuzzRandom) -> ContainerPlan? {
        var candidates: [(WrittenName, ModelID)] = []
        for line in shape.lines where line.wrapper == nil {
            switch line {
            case .child(let name, let model, _), .children(let name, let model, _): candidates.append((name, model))
            case .cases(let cases, _): candidates += cases.map { ($0.name, $0.model) }
            default: continue
            }
        }
        guard !candidates.isEmpty else { return nil }
        let (name, model) = random.pick(candidates)
        return ContainerPlan(written: name.written, namespaces: shape.namespaces, record: model)
    }

    /// A set of choices from one of the cases' `XMLCase` lines, when there is one.
    private static func choicesPlan(_ shapes: [ModelShape], random: inout FuzzRandom) -> ChoicesPlan? {
        var candidates: [ChoicesPlan] = []
        for shape in shapes {
            for line in shape.lines {
                if case .cases(let cases, _) = line {
                    candidates.append(ChoicesPlan(cases: cases, namespaces: shape.namespaces))
                }
            }
        }
        return candidates.isEmpty ? nil : random.pick(candidates)
    }

    /// `bytes` cut at random points: a few large pieces, or many small ones.
    private static func cut(_ bytes: [UInt8], random: inout FuzzRandom) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [[]] }
        let pieces = random.chance(0.2) ? random.int(1...max(1, bytes.count)) : random.int(1...4)
        let cuts = Set((0..<(pieces - 1)).map { _ in random.int(0...bytes.count) }).sorted()
        var chunks: [[UInt8]] = []
        var start = 0
        for cut in cuts + [bytes.count] {
            chunks.append(Array(bytes[start..<cut]))
            start = cut
        }
        return chunks
    }

    // MARK: Description

    var description: String {
        var lines = ["case \(number) of seed \(seed)", "settings: \(settings)"]
        for shape in shapes { lines.append(Self.describe(shape)) }
        if let records { lines.append("records: \(records)") }
        if let container { lines.append("container: \(container)") }
        if let choices { lines.append("choices: \(choices)") }
        if let corruption = document.corruption { lines.append("corrupted: \(corruption)") }
        lines.append("document (\(document.bytes.count) bytes):")
        lines.append(String(decoding: document.bytes, as: UTF8.self))
        return lines.joined(separator: "\n")
    }

    static func describe(_ shape: ModelShape) -> String {
        var lines = [
            "model #\(shape.id) \(shape.form) \(shape.descriptionForm) namespaces \(shape.namespaces) "
                + "alternates \(shape.alternates) (\(_typeName(ModelRegistry.shared.type(shape.id), qualified: false)))"
        ]
        for (index, line) in shape.lines.enumerated() { lines.append("  \(index): \(line)") }
        return lines.joined(separator: "\n")
    }
}
