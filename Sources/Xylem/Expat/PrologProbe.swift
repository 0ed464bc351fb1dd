// Reads what a parallel read primes its parsers with (the prolog and the records' ancestors'
// start tags) once, with a bare parser, for the declarations that decide whether slices may be
// parsed apart: expat measures entity amplification per parser, over everything it has read, so
// parsers that each read a slice measure other ratios than one parser reading the whole document.

import CExpat

/// The entity declarations of a prolog that matter to cutting a document.
struct PrologFacts: Equatable {
    /// Whether a parameter entity is declared (its expansions happen in the prolog, and count
    /// toward every later amplification check).
    var declaresParameterEntities = false
    /// The longest replacement text of an internal general entity.
    var longestGeneralEntity = 0
    /// Whether a general entity's replacement text refers to another entity.
    var generalEntitiesNest = false

    /// Whether no parser can fail expat's amplification check on an expansion made after the
    /// prolog: each reference (three bytes at least) expands to fewer bytes than the limit
    /// allows, so no running ratio of expanded to direct bytes reaches it, however the document
    /// is cut.
    func boundsAmplification(below limit: Double) -> Bool {
        !declaresParameterEntities && !generalEntitiesNest
            && Double(3 + longestGeneralEntity) / 3 < max(1, limit)
    }
}

enum PrologProbe {
    /// The facts of `priming`, parsed as the start of a document with `options`; nil when it does
    /// not parse to a point between tokens.
    static func facts(of priming: UnsafeRawBufferPointer, options: XMLReader.Options) -> PrologFacts? {
        var probeOptions = options
        probeOptions.externalEntityResolver = nil
        guard let driver = try? ExpatDriver(options: probeOptions) else { return nil }
        let box = FactsBox()
        return withExtendedLifetime(box) {
            driver.setUserData(Unmanaged.passUnretained(box).toOpaque())
            XML_SetEntityDeclHandler(driver.parser) { userData, _, isParameter, value, length, _, _, _, _ in
                let box = Unmanaged<FactsBox>.fromOpaque(userData.unsafelyUnwrapped).takeUnretainedValue()
                if isParameter != 0 {
                    box.facts.declaresParameterEntities = true
                    return
                }
                guard let value else { return }  // external: read as nothing without a resolver
                let count = Int(max(0, length))
                box.facts.longestGeneralEntity = max(box.facts.longestGeneralEntity, count)
                let bytes = UnsafeRawBufferPointer(start: value, count: count)
                if PrologProbe.refersToEntity(bytes) { box.facts.generalEntitiesNest = true }
            }
            guard driver.parse(priming, isFinal: false), driver.isBetweenTokens else { return nil }
            return box.facts
        }
    }

    /// Whether a replacement text refers to a declared entity: an `&` that does not begin a
    /// character reference or one of the five predefined entities, which expand to one character
    /// and never to another entity.
    static func refersToEntity(_ text: UnsafeRawBufferPointer) -> Bool {
        let predefined: [[UInt8]] = ["amp", "lt", "gt", "quot", "apos"].map { Array($0.utf8) }
        var index = 0
        while index < text.count {
            defer { index += 1 }
            guard text[index] == UInt8(ascii: "&") else { continue }
            guard index + 1 < text.count else { return true }
            if text[index + 1] == UInt8(ascii: "#") { continue }
            var end = index + 1
            while end < text.count, text[end] != UInt8(ascii: ";"), end - index <= 5 { end += 1 }
            guard end < text.count, text[end] == UInt8(ascii: ";") else { return true }
            let name = Array(text[(index + 1)..<end])
            if !predefined.contains(name) { return true }
        }
        return false
    }

    private final class FactsBox {
        var facts = PrologFacts()
    }
}
