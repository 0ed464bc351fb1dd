// The events of an element whose type is not known yet, kept compactly until its kind category
// chooses the type, then read back in order. Names and values are stored NUL-terminated so that
// replayed events hand the engine the same kind of C strings expat does.

/// One kept event, as the replay reads it back. Pointers are valid until the buffer is reused.
enum ReplayEvent {
    case start(name: UnsafePointer<CChar>, attributes: [UnsafePointer<CChar>?], position: EventPosition)
    case text(UnsafePointer<CChar>, Int)
    case end(name: UnsafePointer<CChar>, position: EventPosition)
    case namespaceStart(prefix: UnsafePointer<CChar>?, uri: UnsafePointer<CChar>?)
    case namespaceEnd(prefix: UnsafePointer<CChar>?)
    /// Kept because raw-XML captures and kept unknown elements inside the element record them.
    case comment(UnsafePointer<CChar>)
    case processingInstruction(target: UnsafePointer<CChar>, data: UnsafePointer<CChar>?)
}

/// Where an event was in the input, so that errors found while replaying point at it.
struct EventPosition {
    var line: Int
    var column: Int
    var byteOffset: Int
}

struct ReplayBuffer {
    private enum Tag: UInt8 {
        case start = 1, text, end, namespaceStart, namespaceEnd, comment, processingInstruction
    }

    private(set) var bytes = GrowableBuffer<UInt8>(capacity: 4096)

    var count: Int { bytes.count }

    func deallocate() { bytes.deallocate() }

    mutating func removeAll() { bytes.truncate(to: 0) }

    // MARK: Writing

    mutating func appendStart(
        _ name: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, at position: EventPosition
    ) {
        bytes.append(Tag.start.rawValue)
        appendPosition(position)
        appendCString(name)
        var count = 0
        while attributes[count] != nil { count += 1 }
        appendInt(count)
        for index in 0..<count { appendCString(attributes[index]!) }
    }

    mutating func appendText(_ text: UnsafePointer<CChar>, _ count: Int) {
        bytes.append(Tag.text.rawValue)
        appendInt(count)
        bytes.append(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: count))
    }

    mutating func appendEnd(_ name: UnsafePointer<CChar>, at position: EventPosition) {
        bytes.append(Tag.end.rawValue)
        appendPosition(position)
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

    private mutating func appendPosition(_ position: EventPosition) {
        appendInt(position.line)
        appendInt(position.column)
        appendInt(position.byteOffset)
    }

    private mutating func appendInt(_ value: Int) {
        withUnsafeBytes(of: value) { raw in bytes.append(raw.assumingMemoryBound(to: UInt8.self)) }
    }

    private mutating func appendCString(_ string: UnsafePointer<CChar>) {
        let length = cStringLength(string)
        bytes.append(UnsafeBufferPointer(start: UnsafeRawPointer(string).assumingMemoryBound(to: UInt8.self), count: length + 1))
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
    func forEach(_ body: (ReplayEvent) -> Bool) {
        var offset = 0
        let base = UnsafeRawPointer(bytes.base)
        func readInt() -> Int {
            defer { offset += MemoryLayout<Int>.size }
            return base.loadUnaligned(fromByteOffset: offset, as: Int.self)
        }
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
            EventPosition(line: readInt(), column: readInt(), byteOffset: readInt())
        }
        while offset < bytes.count {
            let tag = Tag(rawValue: base.load(fromByteOffset: offset, as: UInt8.self))
            offset += 1
            let event: ReplayEvent
            switch tag {
            case .start:
                let position = readPosition()
                let name = readCString()
                let count = readInt()
                var attributes: [UnsafePointer<CChar>?] = []
                attributes.reserveCapacity(count + 1)
                for _ in 0..<count { attributes.append(readCString()) }
                attributes.append(nil)
                event = .start(name: name, attributes: attributes, position: position)
            case .text:
                let count = readInt()
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
