// The model fuzzer's parallel oracle: a case's document, with false record boundaries planted in
// it, read with its records cut into slices for several workers and read on one thread. The two
// reads must agree in full: records, their order, the container handed with each, the returned
// container, the warnings, and the error with its kind, line, column, byte offset and path.

import Foundation

@testable import Xylem

enum SlicedReads {
    /// What `check` found, and how much of it the parallel reads really cut.
    struct Result: Sendable {
        var findings: [String] = []
        var reads = 0
        /// Parallel record reads that handed over records a worker parsed.
        var cut = 0
        /// Parallel record reads that read the document again from its start.
        var readAgain = 0
    }

    /// Reads `fuzzCase`'s planted document in parallel and on one thread, for its record and
    /// container plans.
    static func check(_ fuzzCase: FuzzCase) async -> Result {
        var random = FuzzRandom(seed: fuzzCase.seed ^ 0x51_1CED, case: fuzzCase.number)
        var result = Result()
        let parallelism = XMLReader.Parallelism(
            workers: random.int(2...3), sliceSize: random.pick([7, 19, 40, 96, 250]),
            slicesInFlight: random.int(1...6))
        if let plan = fuzzCase.records {
            var planter = BoundaryPlanter(recordName: plan.written, random: random)
            let bytes = planter.plant(in: fuzzCase.document.bytes)
            let record = ModelRegistry.shared.type(plan.record)
            let reads = SlicedCaseReads(fuzzCase: fuzzCase, bytes: bytes)
            let one = reads.records(record, plan, parallelism: XMLReader.Parallelism.sequential)
            let many = reads.records(record, plan, parallelism: parallelism)
            result.reads += 2
            if many.report.slicesFromWorkers > 0 { result.cut += 1 }
            if many.report.readAgain { result.readAgain += 1 }
            if let difference = exactDifference(one.outcome, many.outcome) {
                result.findings.append("records \(plan) with \(parallelism): \(difference)\n\(document(bytes))")
            }
            let sequence = await reads.recordSequence(record, plan, parallelism: parallelism)
            var expected = one.outcome
            // An async sequence does not hand out warnings.
            expected.warnings = []
            result.reads += 1
            if let difference = exactDifference(expected, sequence) {
                result.findings.append("record sequence \(plan) with \(parallelism): \(difference)\n\(document(bytes))")
            }
        }
        random.skip()
        if let plan = fuzzCase.container {
            var planter = BoundaryPlanter(recordName: plan.written, random: random)
            let bytes = planter.plant(in: fuzzCase.document.bytes)
            let root = ModelRegistry.shared.type(fuzzCase.root)
            let record = ModelRegistry.shared.type(plan.record)
            let reads = SlicedCaseReads(fuzzCase: fuzzCase, bytes: bytes)
            let one = reads.container(root, record, plan, parallelism: XMLReader.Parallelism.sequential)
            let many = reads.container(root, record, plan, parallelism: parallelism)
            result.reads += 2
            if let difference = exactDifference(one, many) {
                result.findings.append("container \(plan) with \(parallelism): \(difference)\n\(document(bytes))")
            }
        }
        let source = "case \(fuzzCase.number) of seed \(fuzzCase.seed), "
        result.findings = result.findings.map { source + $0 }
        return result
    }

    /// The first difference between a read on one thread and a parallel one: errors compared
    /// whole, then values, records and warnings.
    static func exactDifference(_ expected: ReadOutcome, _ actual: ReadOutcome) -> String? {
        if expected.error != actual.error {
            return "errors differ:\n  one thread \(expected.error.map(\.description) ?? "none")\n  parallel   "
                + (actual.error.map(\.description) ?? "none")
        }
        return expected.difference(from: actual)
    }

    private static func document(_ bytes: [UInt8]) -> String {
        "document (\(bytes.count) bytes):\n" + String(decoding: bytes, as: UTF8.self)
    }
}

extension FuzzRandom {
    /// Moves on by one draw, so that two uses of one generator start apart.
    mutating func skip() { _ = next() }
}

/// Plants false record boundaries in a document: record start tags inside comments, CDATA
/// sections, processing instructions and after text that looks like attributes, between tags;
/// and sometimes entities in an internal subset, one of whose values holds a record start tag.
struct BoundaryPlanter {
    /// The records' local name.
    let local: String
    var random: FuzzRandom

    init(recordName written: String, random: FuzzRandom) {
        var name = Substring(written)
        if let brace = name.lastIndex(of: "}") { name = name[name.index(after: brace)...] }
        if let colon = name.lastIndex(of: ":") { name = name[name.index(after: colon)...] }
        local = String(name)
        self.random = random
    }

    mutating func plant(in original: [UInt8]) -> [UInt8] {
        var bytes = original
        let declares = random.chance(0.4)
        var snippets = [
            "<!-- a>\n<\(local)> -->",
            "<!--\n<p:\(local) x=\">\">-->",
            "<![CDATA[>\n<\(local)><\(local)>]]>",
            "<?fake >\n<\(local) a=\"1\"?>",
            "q=\"a>\" b='>'\n<!-- <\(local) c=\">\"> -->",
            "\n  <!-- -->\n<\(local)",
        ]
        // An unclosed start tag is planted rarely: the document is then malformed, which both
        // reads must report alike.
        if !random.chance(0.1) { snippets.removeLast() }
        if declares { snippets.append("&fzcut;") }
        let places = (1..<max(1, bytes.count)).filter {
            bytes[$0 - 1] == UInt8(ascii: ">") && bytes[$0] == UInt8(ascii: "<")
        }
        if !places.isEmpty {
            let chosen = Set((0..<random.int(1...8)).map { _ in random.pick(places) }).sorted(by: >)
            for place in chosen {
                bytes.insert(contentsOf: Array(random.pick(snippets).utf8), at: place)
            }
        }
        if declares { declareEntities(in: &bytes) }
        return bytes
    }

    /// Declares `fzcut` (a short value) and `fzfake` (a value holding a record start tag, never
    /// referred to) in the internal subset, which is made when the document has none.
    private func declareEntities(in bytes: inout [UInt8]) {
        let declarations = Array(
            "\n<!ENTITY fzcut \"x&#62;y\">\n<!-- <\(local)> -->\n<!ENTITY fzfake \">\n<\(local)>\">\n".utf8)
        if let doctype = find(Array("<!DOCTYPE".utf8), in: bytes),
            let bracket = bytes[doctype...].firstIndex(of: UInt8(ascii: "["))
        {
            bytes.insert(contentsOf: declarations, at: bracket + 1)
            return
        }
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes[start...].starts(with: Array("<?xml ".utf8)),
            let end = find(Array("?>".utf8), in: bytes, from: start)
        {
            start = end + 2
        }
        bytes.insert(contentsOf: Array("<!DOCTYPE fz [".utf8) + declarations + Array("]>\n".utf8), at: start)
    }

    private func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
        return (start...(bytes.count - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}

/// One case's planted document read with a parallelism.
struct SlicedCaseReads {
    let fuzzCase: FuzzCase
    let bytes: [UInt8]

    private func reader(_ parallelism: XMLReader.Parallelism) -> XMLReader {
        var options = XMLReader.Options()
        options.conversionFailures = fuzzCase.settings.lenient ? .skip : .fail
        options.unknownContent = fuzzCase.settings.keepsUnknown ? .keep : .ignore
        if let maxDepth = fuzzCase.settings.maxDepth { options.maxDepth = maxDepth }
        options.parallelism = parallelism
        return XMLReader(options: options)
    }

    func records<Record: FuzzModel>(
        _ type: Record.Type, _ plan: RecordPlan, parallelism: XMLReader.Parallelism
    ) -> (outcome: ReadOutcome, report: ParallelReadReport) {
        var outcome = ReadOutcome()
        var report = ParallelReadReport()
        do {
            let summary = try reader(parallelism).readRecords(
                Record.self, at: XMLRecordPath(plan.written, namespaces: plan.namespaces), from: .bytes(bytes),
                report: { report = $0 }
            ) { record in
                outcome.records.append(NeutralValue.of(record))
                return .continue
            }
            outcome.warnings = summary.warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return (outcome, report)
    }

    func recordSequence<Record: FuzzModel>(
        _ type: Record.Type, _ plan: RecordPlan, parallelism: XMLReader.Parallelism
    ) async -> ReadOutcome {
        var outcome = ReadOutcome()
        let path = XMLRecordPath(plan.written, namespaces: plan.namespaces)
        do {
            for try await record in reader(parallelism).records(Record.self, at: path, from: .bytes(bytes)) {
                outcome.records.append(NeutralValue.of(record))
            }
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    func container<Container: FuzzModel, Record: FuzzModel>(
        _ container: Container.Type, _ record: Record.Type, _ plan: ContainerPlan,
        parallelism: XMLReader.Parallelism
    ) -> ReadOutcome {
        var outcome = ReadOutcome()
        var prolog: [XMLMiscItem] = []
        do {
            let (value, summary) = try reader(parallelism).readContainer(
                Container.self, streaming: plan.written, as: Record.self, namespaces: plan.namespaces,
                from: .bytes(bytes), prolog: { prolog = $0 }
            ) { record, soFar in
                outcome.records.append(.list([NeutralValue.of(record), NeutralValue.of(soFar)]))
                return .continue
            }
            outcome.value = NeutralValue.of(value)
            outcome.warnings = summary.warnings.map(ErrorReport.init)
            // The comments and instructions around the root, as warnings of a kind no read makes.
            let misc =
                prolog.map { "prolog \($0)" } + summary.prolog.map { "summary \($0)" }
                + summary.epilog.map { "epilog \($0)" }
            outcome.warnings += misc.map { ErrorReport(kind: .foreign($0)) }
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }
}
