// Runs one case: the reference's predictions against every read mode of the engine, one after
// another and, when asked, several reads at once on different threads. A disagreement is a
// finding, reported with everything needed to see it again (seed, case number, shapes, document).

import Foundation
import Xylem

/// A disagreement between the engine and the reference (or a case the generator got wrong).
struct Finding: CustomStringConvertible, Sendable {
    enum Source: String, Sendable {
        /// The engine disagrees with the reference.
        case engine
        /// The generator made an invalid description or a document the reference parser rejects.
        case generator
    }

    let source: Source
    let seed: UInt64
    let number: Int
    let mode: String
    let message: String

    var description: String { "[\(source.rawValue)] seed \(seed) case \(number), \(mode): \(message)" }
}

enum ModelFuzzRunner {
    /// How many engine reads `check` made, for the run's summary.
    struct Result: Sendable {
        var findings: [Finding] = []
        var reads = 0
        /// Known differences seen (see KnownDifferences), by name.
        var known: [String: Int] = [:]
    }

    static func check(_ fuzzCase: FuzzCase, parallel: Bool) async -> Result {
        var result = Result()
        func finding(_ source: Finding.Source, _ mode: String, _ message: String) {
            result.findings.append(
                Finding(source: source, seed: fuzzCase.seed, number: fuzzCase.number, mode: mode, message: message))
        }
        for shape in fuzzCase.shapes {
            if let problem = validationProblem(ModelRegistry.shared.type(shape.id)) {
                finding(.generator, "description", problem)
                return result
            }
        }
        let reference = ReferenceDocument.parse(Data(fuzzCase.document.original))
        guard reference.error == nil, let tree = reference.root else {
            finding(.generator, "reference parser", reference.error ?? "no root element")
            return result
        }
        let interpreter = ReferenceInterpreter(document: fuzzCase.document, tree: tree, settings: fuzzCase.settings)
        let predictions = Predictions(
            whole: interpreter.read(root: fuzzCase.root, plan: .whole),
            records: fuzzCase.records.map { interpreter.read(root: fuzzCase.root, plan: .records($0)) },
            container: fuzzCase.container.map { interpreter.read(root: fuzzCase.root, plan: .container($0)) },
            choices: fuzzCase.choices.map { interpreter.read(root: fuzzCase.root, plan: .choices($0)) })

        let reads = EngineReads(fuzzCase: fuzzCase)
        for mode in ReadMode.allCases {
            guard let expected = predictions.outcome(for: mode) else { continue }
            let actual = await reads.run(mode)
            result.reads += 1
            if let difference = compare(expected, actual, mode: mode) {
                if let known = KnownDifferences.match(mode, expected: expected, actual: actual) {
                    result.known[known.name, default: 0] += 1
                } else {
                    finding(.engine, mode.rawValue, difference)
                }
            }
        }
        if parallel {
            // The same reads on several threads at once, sharing the descriptions and plans.
            let modes = ReadMode.allCases.filter { predictions.outcome(for: $0) != nil }
            let outcomes = await withTaskGroup(of: (ReadMode, ReadOutcome).self) { group in
                for copy in 0..<4 {
                    let mode = modes[copy % modes.count]
                    group.addTask { (mode, await reads.run(mode)) }
                }
                var collected: [(ReadMode, ReadOutcome)] = []
                for await outcome in group { collected.append(outcome) }
                return collected
            }
            for (mode, actual) in outcomes {
                result.reads += 1
                guard let expected = predictions.outcome(for: mode) else { continue }
                if let difference = compare(expected, actual, mode: mode) {
                    if let known = KnownDifferences.match(mode, expected: expected, actual: actual) {
                        result.known[known.name, default: 0] += 1
                    } else {
                        finding(.engine, "parallel \(mode.rawValue)", difference)
                    }
                }
            }
        }
        return result
    }

    /// The reference's outcome for each kind of read.
    private struct Predictions {
        let whole: ReadOutcome
        let records: ReadOutcome?
        let container: ReadOutcome?
        let choices: ReadOutcome?

        func outcome(for mode: ReadMode) -> ReadOutcome? {
            switch mode.prediction {
            case .whole: whole
            case .records: records
            case .container: container
            case .choices: choices
            }
        }
    }

    private static func compare(_ expected: ReadOutcome, _ actual: ReadOutcome, mode: ReadMode) -> String? {
        var expected = expected
        var actual = actual
        if !mode.reportsWarnings || expected.error != nil {
            expected.warnings = []
            actual.warnings = []
        }
        return expected.difference(from: actual)
    }

    private static func validationProblem(_ type: any FuzzModel.Type) -> String? {
        do {
            try validate(type)
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static func validate<Model: FuzzModel>(_ type: Model.Type) throws {
        try Model.xmlDescription.validateAll()
    }
}
