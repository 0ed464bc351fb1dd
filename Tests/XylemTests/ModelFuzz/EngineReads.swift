// The engine side: one case read through each public entry point, every result turned into a
// ReadOutcome as it arrives (a class model handed to a callback may change afterwards).

import Foundation
import Xylem

/// A way of reading a case's document, and which of the reference's plans predicts it.
enum ReadMode: String, CaseIterable, Sendable {
    case whole
    case wholeChunked
    case wholeAsyncChunks
    case records
    case recordsChunked
    case recordSequence
    case recordSequenceAsyncChunks
    case pushParser
    case container
    case containerChunked
    case choices
    case choicesChunked

    enum Prediction { case whole, records, container, choices }

    var prediction: Prediction {
        switch self {
        case .whole, .wholeChunked, .wholeAsyncChunks: .whole
        case .records, .recordsChunked, .recordSequence, .recordSequenceAsyncChunks, .pushParser: .records
        case .container, .containerChunked: .container
        case .choices, .choicesChunked: .choices
        }
    }

    /// Whether the entry point hands out conversion warnings (the async ones do not).
    var reportsWarnings: Bool {
        switch self {
        case .wholeAsyncChunks, .recordSequence, .recordSequenceAsyncChunks: false
        default: true
        }
    }
}

/// Reads one case with the engine.
struct EngineReads: Sendable {
    let fuzzCase: FuzzCase

    private var options: XMLReader.Options {
        var options = XMLReader.Options()
        options.conversionFailures = fuzzCase.settings.lenient ? .skip : .fail
        options.unknownContent = fuzzCase.settings.keepsUnknown ? .keep : .ignore
        if let maxDepth = fuzzCase.settings.maxDepth { options.maxDepth = maxDepth }
        return options
    }

    fileprivate var reader: XMLReader { XMLReader(options: options) }
    private var bytes: [UInt8] { fuzzCase.document.bytes }
    private var chunks: [[UInt8]] { fuzzCase.chunks }

    func run(_ mode: ReadMode) async -> ReadOutcome {
        let root = ModelRegistry.shared.type(fuzzCase.root)
        switch mode {
        case .whole: return whole(root, input: .bytes(bytes))
        case .wholeChunked: return whole(root, input: .chunks(chunks))
        case .wholeAsyncChunks: return await wholeAsync(root)
        case .records, .recordsChunked, .recordSequence, .recordSequenceAsyncChunks, .pushParser:
            guard let plan = fuzzCase.records else { return ReadOutcome() }
            let record = ModelRegistry.shared.type(plan.record)
            switch mode {
            case .records: return records(record, plan, input: .bytes(bytes))
            case .recordsChunked: return records(record, plan, input: .chunks(chunks))
            case .recordSequence: return await recordSequence(record, plan, asyncChunks: false)
            case .recordSequenceAsyncChunks: return await recordSequence(record, plan, asyncChunks: true)
            default: return pushParser(record, plan)
            }
        case .container, .containerChunked:
            guard let plan = fuzzCase.container else { return ReadOutcome() }
            let record = ModelRegistry.shared.type(plan.record)
            return container(root, record, plan, input: mode == .container ? .bytes(bytes) : .chunks(chunks))
        case .choices, .choicesChunked:
            guard let plan = fuzzCase.choices else { return ReadOutcome() }
            return choices(plan, input: mode == .choices ? .bytes(bytes) : .chunks(chunks))
        }
    }

    private func whole<Root: FuzzModel>(_ type: Root.Type, input: XMLInput) -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            let (value, warnings) = try reader.readWithWarnings(Root.self, from: input)
            outcome.value = NeutralValue.of(value)
            outcome.warnings = warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    private func wholeAsync<Root: FuzzModel>(_ type: Root.Type) async -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            outcome.value = NeutralValue.of(try await reader.read(Root.self, from: ChunkSequence(chunks: chunks)))
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    private func records<Record: FuzzModel>(_ type: Record.Type, _ plan: RecordPlan, input: XMLInput) -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            let summary = try reader.readRecords(
                Record.self, at: XMLRecordPath(plan.written, namespaces: plan.namespaces), from: input
            ) { record in
                outcome.records.append(NeutralValue.of(record))
                return .continue
            }
            outcome.warnings = summary.warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    private func recordSequence<Record: FuzzModel>(_ type: Record.Type, _ plan: RecordPlan, asyncChunks: Bool) async
        -> ReadOutcome
    {
        var outcome = ReadOutcome()
        let path = XMLRecordPath(plan.written, namespaces: plan.namespaces)
        let sequence =
            asyncChunks
            ? reader.records(Record.self, at: path, from: ChunkSequence(chunks: chunks))
            : reader.records(Record.self, at: path, from: .bytes(bytes))
        do {
            for try await record in sequence {
                outcome.records.append(NeutralValue.of(record))
            }
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    private func pushParser<Record: FuzzModel>(_ type: Record.Type, _ plan: RecordPlan) -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            let parser = try XMLPushParser(
                Record.self, at: XMLRecordPath(plan.written, namespaces: plan.namespaces), options: options)
            for chunk in chunks {
                outcome.records += try parser.feed(chunk).map { NeutralValue.of($0) }
            }
            outcome.records += try parser.finish().map { NeutralValue.of($0) }
            outcome.warnings = parser.warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }

    private func container<Container: FuzzModel, Record: FuzzModel>(
        _ container: Container.Type, _ record: Record.Type, _ plan: ContainerPlan, input: XMLInput
    ) -> ReadOutcome {
        var outcome = ReadOutcome()
        do {
            let (value, summary) = try reader.readContainer(
                Container.self, streaming: plan.written, as: Record.self, namespaces: plan.namespaces, from: input
            ) { record, soFar in
                outcome.records.append(.list([NeutralValue.of(record), NeutralValue.of(soFar)]))
                return .continue
            }
            outcome.value = NeutralValue.of(value)
            outcome.warnings = summary.warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }
}

extension EngineReads {
    private func choices(_ plan: ChoicesPlan, input: XMLInput) -> ReadOutcome {
        var outcome = ReadOutcome()
        let choices = XMLChoices<AnyFuzzModel>(namespaces: plan.namespaces) {
            for choice in plan.cases {
                DescriptionMaker.choiceCase(choice.name.written, ModelRegistry.shared.type(choice.model))
            }
        }
        do {
            let (values, warnings) = try reader.readWithWarnings(choices, from: input)
            outcome.value = .list(values.map { NeutralValue.of($0.model) })
            outcome.warnings = warnings.map(ErrorReport.init)
        } catch {
            outcome.error = ErrorReport(error)
        }
        return outcome
    }
}

/// Chunks handed out as an async sequence, as a network body would.
struct ChunkSequence: AsyncSequence, Sendable {
    typealias Element = [UInt8]
    let chunks: [[UInt8]]

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: ArraySlice<[UInt8]>
        mutating func next() async -> [UInt8]? { remaining.popFirst() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks[...]) }
}
