// The repairing read mode: what a read does when its input is not well-formed XML. Strict is the
// core's default, as an XML processor must stop at a fatal error; feeds repair, as every feed
// reader and browser does (see Repair.md in the DocC catalog).

extension XMLReader {
    /// What a read does when its input is not well-formed XML.
    public enum MalformedInputPolicy: Sendable, Equatable {
        /// Stop at the first fatal error and throw it, as the XML specification requires (the
        /// default).
        case fail
        /// Mend the input where it breaks the rules in the ways web documents break (undefined
        /// entities, a bare `&` or `<`, bytes invalid in the encoding, characters XML forbids,
        /// stray and missing end tags, duplicate attributes, truncation) and read on. Every repair
        /// is a warning of kind ``XMLReadError/Kind/repaired(code:reason:)`` with its line, column
        /// and element path; records handed over before the damage are never handed over again.
        case repair
    }
}

extension XMLReader.Options {
    /// The most repairs one document may need before a repairing read gives up and throws the
    /// first error instead. Repairs of one kind on one line count once. Default 10,000.
    public var maxRepairs: Int {
        get { repairLimits.maxRepairs }
        set { repairLimits.maxRepairs = newValue }
    }

    /// The most bytes a repairing read parses a second time. A file or bytes in memory are first
    /// read strictly, at full speed; at the first error the read starts over from the beginning
    /// with the repairs on, handing over only records it had not handed over yet. Past this
    /// limit (the error came later in the document) the read throws the first error instead.
    /// Streams that cannot be read twice (descriptors, chunks, pushed bytes) are repaired as they
    /// arrive and parse nothing twice. Default 1 GiB.
    public var maxRepairRereadBytes: Int {
        get { repairLimits.maxRereadBytes }
        set { repairLimits.maxRereadBytes = newValue }
    }
}

/// The limits of a repairing read, kept together in ``XMLReader/Options``.
struct RepairLimits: Sendable {
    var maxRepairs = 10_000
    var maxRereadBytes = 1 << 30
}
