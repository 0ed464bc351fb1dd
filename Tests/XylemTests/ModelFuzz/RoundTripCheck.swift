// The round-trip property: a value read from a case's document, written from its description and
// read again with the same model, is the same value, as far as the writing guide (WritingXML.md)
// says what survives (RoundTripRules); the written XML is well-formed, and the engine and the
// reference interpreter read it alike, namespaces included.
//
// Values come from reading the case's document with the engine rather than from a generator of
// values: the documents already reach every line of a shape (kept unknown content, extension
// values, kinds, choices, raw captures, text with escapes and line ends), and a value read is one
// a user can hold, which a value made up directly (a kept node, a choice element of the wrong
// case) would not always be.

import Foundation
import Xylem

enum RoundTripCheck {
    struct Result: Sendable {
        /// Whether the case's document read, so that there was a value to write.
        var applicable = false
        /// What went wrong, if anything.
        var finding: String?
        /// The XML the value was written as.
        var written: String?
        /// Values of kinds that read back as another kind (see RoundTripRules).
        var kindsNotCarried = 0
    }

    /// Writes the value the case's document reads as and checks what reading the output gives.
    static func check(_ fuzzCase: FuzzCase) -> Result {
        guard let root = ReferenceDocument.parse(Data(fuzzCase.document.original)).root else { return Result() }
        let name = XMLQualifiedName(namespaceURI: root.name.uri, localName: root.name.local, prefix: root.prefix)
        var random = FuzzRandom(seed: fuzzCase.seed ^ 0x0707_2019, case: fuzzCase.number)
        let indentation = random.pick([nil, nil, "  ", "\t"])
        return roundTrip(ModelRegistry.shared.type(fuzzCase.root), fuzzCase, as: name, indentation: indentation)
    }

    private static func roundTrip<Root: FuzzModel>(
        _: Root.Type, _ fuzzCase: FuzzCase, as name: XMLQualifiedName, indentation: String?
    ) -> Result {
        var result = Result()
        guard let value = try? reader(fuzzCase.settings).read(Root.self, from: .bytes(fuzzCase.document.bytes)) else {
            return result
        }
        result.applicable = true
        let before = NeutralValue.of(value)
        let bytes: [UInt8]
        do {
            var writer = XMLWriter(to: XMLMemorySink(), indentation: indentation)
            try writer.startDocument()
            try writer.write(value, as: name)
            try writer.finish()
            bytes = writer.sink.bytes
        } catch {
            result.finding = "writing the value failed: \(error)\n  value: \(before)"
            return result
        }
        let written = String(decoding: bytes, as: UTF8.self)
        result.written = written
        let parsed = ReferenceDocument.parse(Data(bytes))
        guard parsed.error == nil, let tree = parsed.root else {
            result.finding = "the written XML is not well-formed: \(parsed.error ?? "no root element")"
            return result
        }
        // The written document is read with the same settings, without the depth limit: what is
        // checked is what the writer wrote, not how deep a document may be.
        var settings = fuzzCase.settings
        settings.maxDepth = nil
        var actual = ReadOutcome()
        do {
            let (again, warnings) = try reader(settings).readWithWarnings(Root.self, from: .bytes(bytes))
            actual.value = NeutralValue.of(again)
            actual.warnings = warnings.map(ErrorReport.init)
        } catch {
            actual.error = ErrorReport(error)
        }
        // The reference places errors by offsets in its own rewriting of the tree: values are
        // compared, and errors and warnings by kind and element path.
        var document = FindingReducer.written(tree)
        document.bytes = bytes
        document.original = bytes
        let predicted = ReferenceInterpreter(document: document, tree: tree, settings: settings)
            .read(root: fuzzCase.root, plan: .whole)
        if actual.error != nil || !actual.warnings.isEmpty {
            // By element: the reference tree sorts attributes (see ReferenceDocument), so of two
            // bad attributes of one element it reports another first than the engine, which
            // follows the writer's order.
            func place(_ report: ErrorReport) -> String {
                let element = report.path.components(separatedBy: "/@").first ?? report.path
                if case .conversion = report.kind { return "a conversion error at '\(element)'" }
                return "\(report.kind) at '\(element)'"
            }
            guard predicted.error.map(place) == actual.error.map(place),
                predicted.warnings.map(place) == actual.warnings.map(place)
            else {
                result.finding =
                    "the engine and the reference read the written XML differently: expected "
                    + "\(predicted.error.map(place) ?? "no error"), warnings \(predicted.warnings.map(place)); got "
                    + "\(actual.error.map(place) ?? "no error"), warnings \(actual.warnings.map(place))"
                return result
            }
            // Allowed only where a value of a kind read back as another kind (see RoundTripRules),
            // which may not read what the first kind wrote: read leniently to see the kinds.
            var lenient = settings
            lenient.lenient = true
            if let again = try? reader(lenient).read(Root.self, from: .bytes(bytes)) {
                let comparison = RoundTripRules.compare(
                    before: before, after: NeutralValue.of(again), indented: indentation != nil)
                if comparison.kindsNotCarried > 0 {
                    result.kindsNotCarried = comparison.kindsNotCarried
                    return result
                }
            }
            result.finding =
                actual.error.map { "the written XML does not read back: \($0)" }
                ?? "the written XML reads with warnings: \(actual.warnings)"
            return result
        }
        var expected = predicted
        expected.value = expected.value.map(RoundTripRules.canonicalOrder)
        expected.warnings = []
        var compared = actual
        compared.value = compared.value.map(RoundTripRules.canonicalOrder)
        if predicted.error != nil || expected.value != compared.value {
            result.finding =
                "the engine and the reference read the written XML differently: "
                + (expected.difference(from: compared) ?? "errors \(predicted.error.map(\.description) ?? "none")")
            return result
        }
        if let after = actual.value {
            let comparison = RoundTripRules.compare(before: before, after: after, indented: indentation != nil)
            result.kindsNotCarried = comparison.kindsNotCarried
            if let difference = comparison.difference {
                result.finding = "the value read back differs: \(difference)"
            }
        }
        return result
    }

    private static func reader(_ settings: ReadSettings) -> XMLReader {
        var options = XMLReader.Options()
        options.conversionFailures = settings.lenient ? .skip : .fail
        options.unknownContent = settings.keepsUnknown ? .keep : .ignore
        if let maxDepth = settings.maxDepth { options.maxDepth = maxDepth }
        return XMLReader(options: options)
    }
}
