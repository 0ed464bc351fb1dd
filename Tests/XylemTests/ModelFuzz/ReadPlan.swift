// The reads the reference predicts, and the read options it honours: what a case asks of both
// the engine and the reference interpreter.

/// What a read does, as the reference needs to know it.
enum ReadPlan {
    case whole
    case records(RecordPlan)
    case container(ContainerPlan)
    case choices(ChoicesPlan)
}

/// Every outermost element named by one of `cases`, at any depth (``XMLChoices``).
struct ChoicesPlan: CustomStringConvertible {
    var cases: [CaseSpec]
    var namespaces: [String: String]

    var description: String { "choices \(cases.map { "\($0.name.written) as #\($0.model)" }) \(namespaces)" }
}

/// Records streamed at a path.
struct RecordPlan: CustomStringConvertible {
    /// The path as passed to the reader, and its prefixes.
    var written: String
    var namespaces: [String: String]
    var record: ModelID

    var description: String { "records \(written) \(namespaces) as #\(record)" }
}

/// Records streamed from the root object's children named `written`.
struct ContainerPlan: CustomStringConvertible {
    var written: String
    var namespaces: [String: String]
    var record: ModelID

    var description: String { "container streaming \(written) \(namespaces) as #\(record)" }
}

/// The read options the reference honours.
struct ReadSettings: CustomStringConvertible {
    /// Conversion failures are warnings (``XMLReader/ConversionFailurePolicy/skip``).
    var lenient = false
    /// Unknown content is kept where descriptions ask for it (``XMLReader/UnknownContentPolicy/keep``).
    var keepsUnknown = true
    /// ``XMLReader/Options/maxDepth``, when a case sets it.
    var maxDepth: Int?

    var description: String {
        "lenient: \(lenient), keepsUnknown: \(keepsUnknown)" + (maxDepth.map { ", maxDepth: \($0)" } ?? "")
    }
}
