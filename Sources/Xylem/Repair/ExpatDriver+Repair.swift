// The driver's side of a repairing read: the filter stands between the bytes the driver would
// hand to expat (after any transcoding) and expat, for documents whose bytes are UTF-8 or an
// ASCII-compatible single-byte encoding. UTF-16 documents are read strictly.

/// What a repairing read's driver holds: the log shared with the engine, the filter once the
/// document's encoding is known, and the error to end the read with when repairs are too many.
final class RepairingInput {
    let log = RepairLog()
    let limits: RepairLimits
    let builtInHTMLEntities: Bool
    let maxDTDLength: Int
    /// The error of the strict attempt, when the read was started over.
    let firstError: XMLReadError?
    var filter: RepairFilter?
    var decided = false
    /// The error that ended the read, set when the repairs passed the limit.
    var terminalError: XMLReadError?

    init(limits: RepairLimits, builtInHTMLEntities: Bool, maxDTDLength: Int, firstError: XMLReadError?) {
        self.limits = limits
        self.builtInHTMLEntities = builtInHTMLEntities
        self.maxDTDLength = maxDTDLength
        self.firstError = firstError
    }
}

/// The repairs passed ``XMLReader/Options/maxRepairs``: the underlying error of the first error,
/// which a repairing read then throws.
public struct RepairLimitReached: Error, CustomStringConvertible, Sendable {
    /// The limit that was passed.
    public let maxRepairs: Int

    public var description: String {
        "more than \(maxRepairs) repairs (XMLReader.Options.maxRepairs): the document is read strictly"
    }
}

extension ExpatDriver {
    /// Turns repairing on, before any input.
    func enableRepair(_ options: XMLReader.Options, firstError: XMLReadError?) {
        repairing = RepairingInput(
            limits: options.repairLimits, builtInHTMLEntities: options.builtInHTMLEntities,
            maxDTDLength: options.maxDTDLength, firstError: firstError)
    }

    /// The log of a repairing read, which the engine reads at each marker.
    var repairLog: RepairLog? { repairing?.log }

    /// Mends `bytes` (in the encoding expat reads) and hands the result to expat.
    func deliverRepaired(_ bytes: UnsafeRawBufferPointer, isFinal: Bool) -> Bool {
        guard let repairing else { return deliver(bytes, isFinal: isFinal, inExpatBuffer: false) }
        if !repairing.decided {
            repairing.decided = true
            if let form = repairForm {
                repairing.filter = RepairFilter(
                    form: form, log: repairing.log, builtInHTMLEntities: repairing.builtInHTMLEntities,
                    maxRepairs: repairing.limits.maxRepairs, maxDTDLength: repairing.maxDTDLength)
            }
        }
        guard let filter = repairing.filter else { return deliver(bytes, isFinal: isFinal, inExpatBuffer: false) }
        if case .transcoding(let transcoder) = mode, !transcoder.substituted.isEmpty {
            filter.noteSubstitutions(transcoder.substituted, encoding: transcoder.source)
            transcoder.substituted.removeAll()
        }
        guard filter.push(bytes, isFinal: isFinal) else {
            var error =
                repairing.firstError ?? repairing.log.first?.strictError
                ?? XMLReadError(kind: .malformed(code: 4, reason: "not well-formed"))
            error.underlying = RepairLimitReached(maxRepairs: repairing.limits.maxRepairs)
            repairing.terminalError = error
            return fail(error.kind, underlying: error.underlying)
        }
        // The filter's storage is reused for the next piece: expat copies what it keeps.
        return filter.handOver { deliver($0, isFinal: isFinal, inExpatBuffer: false) }
    }

    /// How the filter reads the bytes expat gets, or nil when it cannot (UTF-16, EBCDIC).
    private var repairForm: RepairFilter.Form? {
        if case .transcoding = mode { return .utf8 }
        switch textFamily {
        case .utf8: return .utf8
        case .singleByte: return readsASCIISuperset ? .singleByte : nil
        case .utf16: return nil
        }
    }
}
