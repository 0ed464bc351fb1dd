// How a repairing read is run. Input that can be read twice (bytes in memory, a file) is first
// read strictly, at full speed and with nothing in front of expat; at the first error the read
// starts over with the repair filter on, and hands over only the records and warnings the first
// attempt had not. The well-formed part before the damage reads the same both times, so nothing
// is lost or repeated, and clean documents cost what a strict read costs. Input that cannot be
// read twice goes through the filter from its first byte.

import CExpat

/// How one parse meets malformed input.
enum RepairAttempt {
    /// Stop at the first error.
    case strict
    /// Stop at the first error, and when expat refused the input, say so with ``RepairNeeded``
    /// so that the read starts over.
    case strictFirst
    /// Mend the input as it arrives; after a strict attempt, skip what that attempt handed over.
    case repairing(RepairNeeded?)
}

/// A strict attempt stopped on malformed input: what it had handed over, for the repairing one.
struct RepairNeeded: Error {
    /// The error the strict attempt stopped with.
    let error: XMLReadError
    /// Records and warnings it handed over.
    let records: Int
    let warnings: Int
    /// Bytes it read, which the next attempt reads again.
    let parsedBytes: Int
}

extension XMLReader {
    /// Runs `read` as the options' ``Options/malformedInput`` says: once, strictly; or strictly
    /// first and again with repairs after an error; or with repairs from the start for input
    /// that cannot be read twice.
    func readRepairing<Result>(
        _ input: XMLInput, after parallelFailure: RepairNeeded? = nil, _ read: (RepairAttempt) throws -> Result
    ) throws -> Result {
        guard options.malformedInput == .repair else { return try read(.strict) }
        if let parallelFailure { return try read(.repairing(parallelFailure)) }
        guard input.canBeReadTwice else { return try read(.repairing(nil)) }
        do {
            return try read(.strictFirst)
        } catch let needed as RepairNeeded {
            guard needed.parsedBytes <= options.maxRepairRereadBytes else { throw needed.error }
            return try read(.repairing(needed))
        }
    }
}

extension XMLReader {
    /// Runs a parallel read (`parallel`, nil when the input does not allow one) strictly, even
    /// when the options ask for repairs; `handedOver` says how many records it handed over. A
    /// malformed document ends it with what the repairing read on one thread must skip.
    func parallelFirst<Result>(
        handedOver: () -> Int, _ parallel: (XMLReader) throws -> Result?
    ) throws -> (result: Result?, failure: RepairNeeded?) {
        guard options.malformedInput == .repair else { return (try parallel(self), nil) }
        var strict = self
        strict.options.malformedInput = .fail
        do {
            return (try parallel(strict), nil)
        } catch let error as XMLReadError {
            guard case .malformed = error.kind else { throw error }
            return (nil, RepairNeeded(error: error, records: handedOver(), warnings: 0, parsedBytes: 0))
        }
    }
}

extension XMLInput {
    /// Whether the input can be read again from its start: bytes in memory and files can,
    /// descriptors and chunk sequences cannot.
    var canBeReadTwice: Bool {
        switch storage {
        case .data, .bytes, .string, .file: return true
        case .descriptor, .chunks, .unsupported: return false
        }
    }
}

extension ReadEngine {
    /// Whether the parse stopped because expat refused the input (not a limit, a consumer, an
    /// encoding or the engine's own failure), which a repairing read may mend.
    var stoppedOnMalformedInput: Bool {
        guard failure == nil, mode != .overflowed, consumerError == nil, !stoppedByConsumer else { return false }
        return driver.stoppedOnMalformedInput
    }
}

extension ExpatDriver {
    /// Whether expat stopped because the input is not well-formed, rather than on a limit, an
    /// encoding it cannot read, or a stop from a handler.
    var stoppedOnMalformedInput: Bool {
        guard failure == nil else { return false }
        switch XML_GetErrorCode(parser) {
        case XML_ERROR_NONE, XML_ERROR_ABORTED, XML_ERROR_SUSPENDED, XML_ERROR_AMPLIFICATION_LIMIT_BREACH,
            XML_ERROR_UNKNOWN_ENCODING, XML_ERROR_NO_MEMORY, XML_ERROR_EXTERNAL_ENTITY_HANDLING:
            return false
        default:
            return true
        }
    }
}

extension ParseSession {
    /// After a read started over that needed no repair (the filter met nothing to mend where
    /// expat had stopped), the first attempt's error is reported as a warning: a document that
    /// is not well-formed is never read silently.
    func noteUnmendedRestart() {
        guard case .repairing(let restart?) = attempt, let log = driver.repairLog, log.total == 0 else { return }
        var warning = restart.error
        var code = -1
        if case .malformed(let expatCode, _) = restart.error.kind { code = expatCode }
        warning.kind = .repaired(code: code, reason: restart.error.reason + "; nothing there needed mending")
        engine.pointee.warn(warning)
    }
}
