// The filter's fast path. Most of a document is characters that need nothing but copying: text,
// CDATA, attribute values, names. Where the state allows it, a run of such bytes is found with a
// per-state table of the bytes that stop it, checked as UTF-8 where it is not ASCII, counted for
// lines and columns, and written in one piece; only the bytes that stop a run go through the
// state machine one character at a time.

extension RepairFilter {
    /// Which bytes end a run, by state: what the state machine must see, the characters XML
    /// forbids and line breaks (non-ASCII bytes are checked apart). One table of 256 entries per
    /// kind of run, made once for the process and never freed.
    enum RunStops {
        static let text = 0
        static let cdata = 256
        static let comment = 512
        static let processingData = 768
        static let doubleQuoted = 1024
        static let singleQuoted = 1280
        static let name = 1536

        nonisolated(unsafe) static let tables: UnsafePointer<Bool> = {
            let tables = UnsafeMutablePointer<Bool>.allocate(capacity: 7 * 256)
            func fill(_ base: Int, _ special: String) {
                for byte in 0..<256 { tables[base + byte] = false }
                // Characters XML forbids, and line breaks (counted one by one).
                for byte in 0..<0x20 where byte != 0x09 { tables[base + byte] = true }
                for byte in special.utf8 { tables[base + Int(byte)] = true }
            }
            fill(text, "<&]")
            fill(cdata, "]")
            fill(comment, "-")
            fill(processingData, "?")
            fill(doubleQuoted, "\"<&")
            fill(singleQuoted, "'<&")
            for byte in 0..<256 {
                let scalar = UInt32(byte)
                tables[name + byte] = scalar >= 0x80 || !RepairFilter.isNameCharacter(scalar)
            }
            return UnsafePointer(tables)
        }()
    }

    /// Where the stops of the current state start in ``RunStops/tables`` when it may take a
    /// run, or nil.
    private var runStops: Int? {
        switch state {
        case .text: return openNames.isEmpty || runCount > 0 ? nil : RunStops.text
        case .cdata: return runCount == 0 ? RunStops.cdata : nil
        case .comment: return runCount == 0 ? RunStops.comment : nil
        case .processingData:
            return runCount == 0 && !droppingProcessing && !processingIsDeclaration ? RunStops.processingData : nil
        case .quotedValue:
            guard !skippingAttribute else { return nil }
            return quote == 0x22 ? RunStops.doubleQuoted : RunStops.singleQuoted
        case .startName, .endName, .attributeName: return RunStops.name
        default: return nil
        }
    }

    /// Copies the run that starts at `start` in `bytes`, as far as the current state allows, and
    /// returns where it ends (`start` when no run can start there). Line breaks end a run, so
    /// that the run counts only columns.
    func copyRun(_ bytes: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Int {
        guard pendingSequence == 0, let table = runStops else { return start }
        let stops = RunStops.tables + table
        let copiesNonASCII = form == .utf8 && state != .startName && state != .endName && state != .attributeName
        var index = start
        var characters = 0
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if stops[Int(byte)] { break }
                index += 1
                characters += 1
                continue
            }
            guard copiesNonASCII, let length = Self.validSequenceLength(bytes, at: index), index + length <= end else {
                break
            }
            index += length
            characters += 1
        }
        guard index > start else { return start }
        column += characters
        afterCR = false
        let run = UnsafeRawBufferPointer(rebasing: bytes[start..<index])
        switch state {
        case .startName:
            name.append(contentsOf: run)
            output.append(contentsOf: run)
        case .endName:
            name.append(contentsOf: run)
        case .attributeName:
            scratch.append(contentsOf: run)
        default:
            output.append(contentsOf: run)
            if state == .text { runCount = 0 }
        }
        wroteAnything = true
        offset += index - start
        return index
    }

    /// The length of the valid UTF-8 sequence at `index` when it is whole in `bytes` and is not a
    /// character XML forbids; nil otherwise (the state machine then decides).
    private static func validSequenceLength(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second & 0xC0 == 0x80 else { return nil }
        switch lead {
        case 0xE0: guard second >= 0xA0 else { return nil }
        case 0xED: guard second <= 0x9F else { return nil }
        case 0xEF: if second == 0xBF, bytes[index + 2] >= 0xBE { return nil }  // U+FFFE, U+FFFF
        case 0xF0: guard second >= 0x90 else { return nil }
        case 0xF4: guard second <= 0x8F else { return nil }
        default: break
        }
        for next in 2..<length where bytes[index + next] & 0xC0 != 0x80 { return nil }
        return length
    }
}
