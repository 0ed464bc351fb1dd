// The filter's fast path. Most of a document is characters that need nothing but copying: text,
// CDATA, attribute values, names. Where the state allows it, a run of such bytes is found with a
// per-state table of the bytes that stop it, checked as UTF-8 where it is not ASCII, counted for
// lines and columns, and written in one piece; only the bytes that stop a run go through the
// state machine one character at a time.

extension RepairFilter {
    /// Which bytes end a run, by state: what the state machine must see, the characters XML
    /// forbids, and every byte of 0x80 and above in single-byte documents (they are copied one by one).
    struct RunStops {
        let text: [Bool]
        let cdata: [Bool]
        let comment: [Bool]
        let processingData: [Bool]
        let doubleQuoted: [Bool]
        let singleQuoted: [Bool]
        let name: [Bool]

        static let shared = RunStops()

        private init() {
            func stops(_ special: String) -> [Bool] {
                var table = [Bool](repeating: false, count: 256)
                for byte in 0..<0x20 where byte != 0x09 && byte != 0x0A && byte != 0x0D { table[byte] = true }
                for byte in special.utf8 { table[Int(byte)] = true }
                return table
            }
            text = stops("<&]")
            cdata = stops("]")
            comment = stops("-")
            processingData = stops("?")
            doubleQuoted = stops("\"<&")
            singleQuoted = stops("'<&")
            var name = [Bool](repeating: true, count: 256)
            for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { name[Int(byte)] = false }
            for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { name[Int(byte)] = false }
            for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { name[Int(byte)] = false }
            for byte in "-._:".utf8 { name[Int(byte)] = false }
            self.name = name
        }
    }

    /// The stops of the current state when it may take a run, or nil.
    private var runStops: [Bool]? {
        let stops = RunStops.shared
        switch state {
        case .text: return openNames.isEmpty || runCount > 0 ? nil : stops.text
        case .cdata: return runCount == 0 ? stops.cdata : nil
        case .comment: return runCount == 0 ? stops.comment : nil
        case .processingData: return runCount == 0 && !droppingProcessing ? stops.processingData : nil
        case .quotedValue:
            guard !skippingAttribute else { return nil }
            return quote == 0x22 ? stops.doubleQuoted : stops.singleQuoted
        case .startName, .endName, .attributeName: return stops.name
        default: return nil
        }
    }

    /// Copies the run that starts at `start` in `bytes`, as far as the current state allows, and
    /// returns where it ends (`start` when no run can start there).
    func copyRun(_ bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard pendingSequence == 0, let stops = runStops else { return start }
        let isName = state == .startName || state == .endName || state == .attributeName
        var index = start
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                if stops[Int(byte)] { break }
                switch byte {
                case 0x0A:
                    if !afterCR { line += 1 }
                    column = 0
                    afterCR = false
                case 0x0D:
                    line += 1
                    column = 0
                    afterCR = true
                default:
                    column += 1
                    afterCR = false
                }
                index += 1
                continue
            }
            guard form == .utf8, !isName, let length = Self.validSequenceLength(bytes, at: index) else { break }
            index += length
            column += 1
            afterCR = false
        }
        guard index > start else { return start }
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
