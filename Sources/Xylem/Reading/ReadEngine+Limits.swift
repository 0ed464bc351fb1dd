// The attribute limit, checked from the start-tag callback only for elements that have
// attributes, by a loop that stops at the limit; and the text limit,
// reported at the tag after the text so that its position does not depend on chunking.

extension ReadEngine {
    /// Whether the element starting now has more attributes than the options allow: a loop over
    /// expat's name/value pairs that stops at the limit, a few instructions per attribute.
    @inline(__always)
    func hasTooManyAttributes(_ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Bool {
        Self.hasMoreAttributes(attributes, than: options.maxAttributes)
    }

    /// Whether expat's name/value list holds more than `limit` attributes: a loop that stops at
    /// the limit (namespace declarations count). Shared with the statistics pass.
    @inline(__always)
    static func hasMoreAttributes(_ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>, than limit: Int) -> Bool {
        let end = limit &* 2
        var index = 0
        while attributes[index] != nil {
            index &+= 2
            if index > end { return true }
        }
        return false
    }

    /// Fails the read for the attribute limit, at the element's path.
    @inline(never)
    mutating func attributeLimitExceeded(_ cName: UnsafePointer<CChar>) {
        guard mode != .stopped else { return }
        var error = limitError(.attributes(options.maxAttributes))
        if mode == .normal {
            let name = ExpatNameParts(bytes: Array(ExpatName(cName).full)).qualifiedName
            error.path = error.path.isEmpty ? name : error.path + "/" + name
        }
        fail(error)
    }

    /// The collected text is longer than `maxTextLength`: collect no more (memory stays bounded)
    /// and fail at the next tag. Expat splits text where chunks end, so the text event that
    /// crosses the limit depends on chunking; the next tag does not.
    @inline(never)
    mutating func textOverflowed() {
        mode = .overflowed
    }

    /// Fails the read for the text limit, at the current position (the tag after the text).
    @inline(never)
    mutating func textLimitExceeded() {
        fail(limitError(.textLength(options.maxTextLength)))
    }
}
