// Content: text, CDATA sections, comments, processing instructions and raw markup captured
// earlier, each checked (and escaped where XML allows) before anything of it is written.

extension WriterEngine {
    mutating func text(_ string: String) throws {
        try withUTF8Bytes(of: string) { try text(utf8: $0) }
    }

    mutating func text(_ text: WriteText) throws {
        try text.withUTF8 { try self.text(utf8: $0) }
    }

    /// Writes text given as UTF-8 (valid, as Swift strings and `XMLString`s hold it).
    mutating func text(utf8 bytes: UnsafeBufferPointer<UInt8>) throws {
        try checkWritable()
        let firstReplaced = try checkedCharacters(bytes, context: .text, what: "text")
        if frames.isEmpty {
            // Between top-level nodes only white space may appear, and no references.
            guard bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else {
                throw XMLWriteError(kind: .invalidState, message: "text outside the root element")
            }
            hasOutput = true
            try output.append(bytes)
            return
        }
        try beginCharacterData()
        if let firstReplaced {
            try XMLEscaping.appendEscaped(bytes, from: firstReplaced, context: .text, to: &output)
        } else {
            try output.append(bytes)
        }
    }

    mutating func cdata(_ string: String) throws {
        try checkWritable()
        guard !frames.isEmpty else {
            throw XMLWriteError(kind: .invalidState, message: "a CDATA section outside the root element")
        }
        var string = string
        try string.withUTF8 { bytes in
            _ = try checkedCharacters(bytes, context: nil, what: "a CDATA section")
            try beginCharacterData()
            try XMLEscaping.appendCDATA(bytes, to: &output)
        }
    }

    mutating func comment(_ text: String) throws {
        try checkWritable()
        var text = text
        try text.withUTF8 { bytes in
            _ = try checkedCharacters(bytes, context: nil, what: "a comment")
            let dash = UInt8(ascii: "-")
            if bytes.last == dash || zip(bytes, bytes.dropFirst()).contains(where: { $0 == dash && $1 == dash }) {
                throw XMLWriteError(kind: .invalidContent, message: "a comment cannot contain '--' or end with '-'")
            }
            try beginNode()
            try output.append("<!--")
            try output.append(bytes)
            try output.append("-->")
        }
        try endTopLevelNode()
    }

    mutating func processingInstruction(_ target: String, _ data: String) throws {
        try checkWritable()
        guard XMLNameRules.isNCName(target), target.lowercased() != "xml" else {
            throw XMLWriteError(kind: .invalidName, message: "'\(target)' is not a valid processing-instruction target")
        }
        var data = data
        try data.withUTF8 { bytes in
            _ = try checkedCharacters(bytes, context: nil, what: "processing instruction '\(target)'")
            if zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: "?") && $1 == UInt8(ascii: ">") }) {
                throw XMLWriteError(
                    kind: .invalidContent, message: "processing instruction '\(target)' cannot contain '?>'")
            }
            try beginNode()
            try output.append("<?")
            try output.append(target)
            if !bytes.isEmpty {
                try output.append(UInt8(ascii: " "))
                try output.append(bytes)
            }
            try output.append("?>")
        }
        try endTopLevelNode()
    }

    mutating func rawMarkup(_ markup: String) throws {
        try checkWritable()
        // Nothing is checked: the markup is the caller's, typically an XMLInnerXML capture.
        try beginCharacterData()
        if frames.isEmpty && !markup.isEmpty { rawMarkupAtTopLevel = true }
        try output.append(markup)
    }
}
