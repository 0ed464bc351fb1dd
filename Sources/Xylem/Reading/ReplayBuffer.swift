// The events of an element whose type is not known yet, kept compactly until its kind category
// chooses the type, then read back in order. Names and values are stored NUL-terminated so that
// replayed events hand the engine the same kind of C strings expat does; positions are kept in
// their own array, and a replayed start tag's attribute list is built in a reused scratch array,
// so that neither writing nor reading an event allocates.

/// One kept event, as the replay reads it back. Pointers are valid until the buffer is reused.
enum ReplayEvent {
    case start(
        name: UnsafePointer<CChar>, attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, position: EventPosition)
    case text(UnsafePointer<CChar>, Int)
    case end(name: UnsafePointer<CChar>, position: EventPosition)
    case namespaceStart(prefix: UnsafePointer<CChar>?, uri: UnsafePointer<CChar>?)
    case namespaceEnd(prefix: UnsafePointer<CChar>?)
    /// Kept because raw-XML captures and kept unknown elements inside the element record them.
    case comment(UnsafePointer<CChar>)
    case processingInstruction(target: UnsafePointer<CChar>, data: UnsafePointer<CChar>?)
}

/// Where an event was in the input, so that errors found while replaying point at it.
struct EventPosition: BitwiseCopyable {
    var line: Int
    var column: Int
    var byteOffset: Int
}

struct ReplayBuffer: ~Copyable {
    private enum Tag: UInt8 {
        case start = 1, text, end, namespaceStart, namespaceEnd, comment, processingInstruction
    }

    private var bytes = GrowableBuffer<UInt8>(capacity: 4096)
    /// The positions of start and end events, in event order.
    private var positions = GrowableBuffer<EventPosition>(capacity: 64)
    /// The attribute list of the start event being replayed, NULL-terminated as expat's.
    private var attributeList = GrowableBuffer<UnsafePointer<CChar>?>(capacity: 32)

    /// How many bytes the kept events take, for the replay limit.
    var count: Int { bytes.count + positions.count * MemoryLayout<EventPosition>.stride }

    mutating func removeAll() {
        bytes.truncate(to: 0)
        positions.truncate(to: 0)
    }

    // MARK: Writing

    mutating func appendStart(
        _ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>,
        at position: EventPosition
    ) {
        bytes.append(Tag.start.rawValue)
        positions.append(position)
        appendCString(name)
        var count = 0
        while attributes[count] != nil { count += 1 }
        bytes.appendUnaligned(UInt32(count))
        for index in 0..<count { appendCString(attributes[index].unsafelyUnwrapped) }
    }

    mutating func appendText(_ text: UnsafePointer<CChar>, _ count: Int) {
        bytes.append(Tag.text.rawValue)
        bytes.appendUnaligned(count)
        bytes.append(
            UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: count))
    }

    mutating func appendEnd(_ name: UnsafePointer<CChar>, at position: EventPosition) {
        bytes.append(Tag.end.rawValue)
        positions.append(position)
        appendCString(name)
    }

    mutating func appendNamespaceStart(_ prefix: UnsafePointer<CChar>?, _ uri: UnsafePointer<CChar>?) {
        bytes.append(Tag.namespaceStart.rawValue)
        appendOptionalCString(prefix)
        appendOptionalCString(uri)
    }

    mutating func appendNamespaceEnd(_ prefix: UnsafePointer<CChar>?) {
        bytes.append(Tag.namespaceEnd.rawValue)
        appendOptionalCString(prefix)
    }

    mutating func appendComment(_ data: UnsafePointer<CChar>) {
        bytes.append(Tag.comment.rawValue)
        appendCString(data)
    }

    mutating func appendProcessingInstruction(_ target: UnsafePointer<CChar>, _ data: UnsafePointer<CChar>?) {
        bytes.append(Tag.processingInstruction.rawValue)
        appendCString(target)
        appendOptionalCString(data)
    }

    @inline(__always)
    private mutating func appendCString(_ string: UnsafePointer<CChar>) {
        let length = cStringLength(string)
        bytes.append(
            UnsafeBufferPointer(start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: length + 1))
    }

    private mutating func appendOptionalCString(_ string: UnsafePointer<CChar>?) {
        if let string {
            bytes.append(1)
            appendCString(string)
        } else {
            bytes.append(0)
        }
    }

    // MARK: Reading

    /// Calls `body` with each event in order until it returns false.
    mutating func forEach(_ body: (ReplayEvent) -> Bool) {
        var offset = 0
        var positionIndex = 0
        let base = UnsafeRawPointer(bytes.base)
        let end = bytes.count
        func readCString() -> UnsafePointer<CChar> {
            let string = (base + offset).assumingMemoryBound(to: CChar.self)
            offset += cStringLength(string) + 1
            return string
        }
        func readOptionalCString() -> UnsafePointer<CChar>? {
            offset += 1
            return base.load(fromByteOffset: offset - 1, as: UInt8.self) == 0 ? nil : readCString()
        }
        func readPosition() -> EventPosition {
            defer { positionIndex += 1 }
            return positions[positionIndex]
        }
        while offset < end {
            let tag = Tag(rawValue: base.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
            let event: ReplayEvent
            switch tag {
            case .start:
                let position = readPosition()
                let name = readCString()
                let count = Int(base.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                offset += MemoryLayout<UInt32>.size
                attributeList.truncate(to: 0)
                for _ in 0..<count { attributeList.append(readCString()) }
                attributeList.append(nil)
                event = .start(name: name, attributes: attributeList.base, position: position)
            case .text:
                let count = base.loadUnaligned(fromByteOffset: offset, as: Int.self)
                offset += MemoryLayout<Int>.size
                event = .text((base + offset).assumingMemoryBound(to: CChar.self), count)
                offset += count
            case .end:
                let position = readPosition()
                event = .end(name: readCString(), position: position)
            case .namespaceStart:
                let prefix = readOptionalCString()
                event = .namespaceStart(prefix: prefix, uri: readOptionalCString())
            case .namespaceEnd:
                event = .namespaceEnd(prefix: readOptionalCString())
            case .comment:
                event = .comment(readCString())
            case .processingInstruction:
                let target = readCString()
                event = .processingInstruction(target: target, data: readOptionalCString())
            case nil:
                preconditionFailure("corrupt replay buffer")
            }
            if !body(event) { return }
        }
    }
}
