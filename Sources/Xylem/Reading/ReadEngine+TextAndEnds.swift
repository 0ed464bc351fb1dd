// The read engine's text and end-tag callbacks: text collected for leaves and objects' own text,
// and the end of an element (a value converted and set, an object handed to its parent or to the
// record sink, a mode left). The engine's state and its start-tag side are in ReadEngine.swift.

import CExpat

extension ReadEngine {
    // MARK: Text

    /// Text: collected for a leaf or an object's own text right here; the rest out of line, so
    /// that this, the most frequent callback, stays a few instructions long. The common case,
    /// a piece that fits the buffer and the limit, is claimed first and copied last: with nothing
    /// left to do after the copy, the callback saves one register instead of five and ends in it.
    @inline(__always)
    mutating func characters(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        if collectsCharacters, count <= options.maxTextLength &- text.count,
            let destination = text.claimWithinCapacity(count)
        {
            // Expat hands each entity reference's character over as a piece of its own.
            if count == 1 {
                destination.pointee = UInt8(bitPattern: bytes.pointee)
            } else {
                UnsafeMutableRawPointer(destination).copyMemory(from: bytes, byteCount: count)
            }
            return
        }
        moreCharacters(bytes, count)
    }

    /// Whether text now goes into `text` as a value: a leaf's, or the top object's own.
    @inline(__always)
    private var collectsCharacters: Bool {
        mode == .leaf || (mode == .normal && topCollectsText)
    }

    /// Text that needs a larger buffer, goes past the limit, or is not collected as a value.
    @inline(never)
    private mutating func moreCharacters(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        if collectsCharacters {
            appendText(bytes, count)
            if text.count > options.maxTextLength { textOverflowed() }
        } else {
            otherCharacters(bytes, count)
        }
    }

    @inline(never)
    private mutating func otherCharacters(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        switch mode {
        case .raw:
            captureText(bytes, count)
            if text.count > options.maxTextLength { textOverflowed() }
        case .keeping:
            keepText(bytes, count)
        case .buffering:
            bufferText(bytes, count)
        case .leaf, .normal, .ignoring, .stopped, .overflowed:
            return
        }
    }

    @inline(__always)
    private mutating func appendText(_ bytes: UnsafePointer<CChar>, _ count: Int) {
        let pointer = UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self)
        text.append(UnsafeBufferPointer(start: pointer, count: count))
    }

    // MARK: End tags

    /// An end tag; `cName` is its qualified name as written ("gd:rating").
    @inline(__always)
    mutating func endElement(_ cName: UnsafePointer<CChar>) {
        depth -= 1
        switch mode {
        case .ignoring:
            modeElement.depth -= 1
            if modeElement.depth == 0 { leaveMode() }
        case .leaf:
            modeElement.depth -= 1
            if modeElement.depth == 0 { finishValue() }
        case .raw:
            if modeElement.depth == 1 {
                modeElement.depth = 0
                finishValue()
            } else {
                captureEnd(cName)
                modeElement.depth -= 1
            }
        case .keeping:
            keepEnd()
        case .buffering:
            bufferEnd(cName)
        case .stopped:
            return
        case .overflowed:
            textLimitExceeded()
        case .normal:
            endKeptRun()
            if depth <= liveDepth { liveEnds() } else { popFrame() }
        }
    }

    @inline(__always)
    mutating func leaveMode() {
        mode = .normal
        pathNames.truncate(to: modeElement.nameStart)
        syncTextHandler()
    }

    /// Converts the collected text of a leaf or capture and writes it into the top frame's target.
    private mutating func finishValue() {
        guard let setter = modeElement.setter else { return leaveMode() }
        if let failure = Self.applyCollectedText(
            setter, to: frames[frames.count - 1].target, text: text, from: modeElement.textStart, pool: textPool)
        {
            conversionFailed(failure.error, setter: Unmanaged.fromOpaque(setter), text: failure.text, attribute: nil)
        }
        if mode == .stopped { return }
        text.truncate(to: modeElement.textStart)
        modeElement.setter = nil
        leaveMode()
    }

    /// Converts the text collected since `start` and writes it; returns the error and the text
    /// when the conversion fails.
    /// (Static, so that no copy of the engine is captured by the closure.)
    static func applyCollectedText(
        _ setter: UnsafeMutableRawPointer, to target: Unmanaged<AnyObjectBuilder>,
        text: borrowing GrowableBuffer<UInt8>,
        from start: Int,
        pool: TextPool
    ) -> (error: any Error, text: String)? {
        let value = XMLText(text.elements(from: start), pool: Unmanaged.passUnretained(pool))
        guard let error = apply(setter, to: target, value) else { return nil }
        return (error, value.string)
    }

    /// Calls an unmanaged ``ValueSetter`` on a builder without touching either's reference count;
    /// returns the error the conversion threw, if any.
    @inline(__always)
    static func apply(_ setter: UnsafeMutableRawPointer, to builder: Unmanaged<AnyObjectBuilder>, _ value: XMLText) -> (
        any Error
    )? {
        Unmanaged<ValueSetter>.fromOpaque(setter)._withUnsafeGuaranteedRef { setter in
            builder._withUnsafeGuaranteedRef { builder in
                if setter.storedStringOffset >= 0 {
                    assert(
                        setter.storedStringOwner == ObjectIdentifier(type(of: builder)),
                        "a stored-string setter applied to an object of another type")
                    let address = builder.rawStorage + setter.storedStringOffset
                    if setter.storedStringIsOptional {
                        address.assumingMemoryBound(to: XMLString?.self).pointee = value.storedString
                    } else {
                        address.assumingMemoryBound(to: XMLString.self).pointee = value.storedString
                    }
                    builder.requiredSeen |= setter.requiredBit
                    return nil
                }
                do {
                    try setter.apply(builder, value)
                    builder.requiredSeen |= setter.requiredBit
                    return nil
                } catch {
                    // A value read with a warning is stored all the same.
                    if error is XMLConversionWarning { builder.requiredSeen |= setter.requiredBit }
                    return error
                }
            }
        }
    }

    /// Frees the engine's buffers and the objects of the frames still open (after a failure or a
    /// stop); called once, by the session that owns the engine.
    func deallocateBuffers() {
        for position in 0..<frames.count { frames[position].target.release() }
        driver.entityParserFreed = nil
        namespaces.deinitialize(count: 1)
        namespaces.deallocate()
    }
}
