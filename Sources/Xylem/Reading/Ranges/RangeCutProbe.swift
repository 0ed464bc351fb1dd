// A bare parse of a stretch of a document, primed as a range's parser is, that tells whether a
// candidate cut looks like the place between two records it seems to be. It builds nothing: expat
// with four handlers (element depth, CDATA sections, text at the records' parent's level).

import CExpat

/// What a bare parse of bytes after a priming saw.
struct RangeCutProbe {
    /// The depth of the records' parent element (the priming opens the ancestors down to it).
    let ancestorDepth: Int
    let options: XMLReader.Options

    /// How the parse ended.
    struct Outcome {
        /// Whether expat read every byte without an error.
        var parsed = false
        /// Whether the parse stands between two tokens at the records' parent's level, outside
        /// CDATA: where a cut may be.
        var atBoundary = false
        /// Whether text other than white space came at the records' parent's level: in a feed
        /// or a dump the records' parent holds only records, and such text is what the end of a
        /// comment (`-->`), a processing instruction (`?>`) or an attribute value (`"/>`) looks
        /// like to a parse that began inside one.
        var sawParentText = false
        /// Whether an element closed below the ancestors' level (an end tag the priming never
        /// opened: the parse began inside a record).
        var leftAncestors = false
    }

    /// Parses `priming`, then the bytes of `range` from `source`; the parse is not final (more
    /// of the document follows).
    func probe(priming: [UInt8], _ range: Range<Int>, of source: SliceSource) -> Outcome {
        var probeOptions = options
        probeOptions.externalEntityResolver = nil
        probeOptions.warningHandler = nil
        guard let driver = try? ExpatDriver(options: probeOptions) else { return Outcome() }
        let state = ProbeState(ancestorDepth: ancestorDepth)
        return withExtendedLifetime(state) {
            driver.setUserData(Unmanaged.passUnretained(state).toOpaque())
            Self.install(on: driver.parser)
            guard priming.withUnsafeBytes({ driver.parse($0, isFinal: false) }), state.depth == ancestorDepth
            else { return Outcome() }
            state.sawParentText = false
            state.lowestDepth = Int.max
            var outcome = Outcome()
            let fed = (try? source.feed(range, to: driver, toEnd: false)) ?? false
            outcome.parsed = fed && driver.failure == nil
            outcome.atBoundary =
                outcome.parsed && driver.isBetweenTokens && state.depth == ancestorDepth && state.openCDATA == 0
            outcome.sawParentText = state.sawParentText
            outcome.leftAncestors = state.lowestDepth < ancestorDepth
            return outcome
        }
    }

    private static func install(on parser: XML_Parser) {
        XML_SetElementHandler(
            parser,
            { userData, _, _ in
                RangeCutProbe.state(userData).depth += 1
            },
            { userData, _ in
                let probed = RangeCutProbe.state(userData)
                probed.depth -= 1
                probed.lowestDepth = min(probed.lowestDepth, probed.depth)
            })
        XML_SetCdataSectionHandler(
            parser, { userData in RangeCutProbe.state(userData).openCDATA += 1 },
            { userData in RangeCutProbe.state(userData).openCDATA -= 1 })
        XML_SetCharacterDataHandler(parser) { userData, bytes, count in
            let probed = RangeCutProbe.state(userData)
            guard probed.depth == probed.ancestorDepth, !probed.sawParentText, let bytes else { return }
            for index in 0..<Int(count) {
                switch UInt8(bitPattern: bytes[index]) {
                case 0x20, 0x09, 0x0A, 0x0D: continue
                default:
                    probed.sawParentText = true
                    return
                }
            }
        }
    }

    fileprivate static func state(_ userData: UnsafeMutableRawPointer?) -> ProbeState {
        Unmanaged<ProbeState>.fromOpaque(userData.unsafelyUnwrapped).takeUnretainedValue()
    }

    /// The parse's state, which expat's handlers update through the user data pointer.
    fileprivate final class ProbeState {
        let ancestorDepth: Int
        var depth = 0
        var lowestDepth = Int.max
        var openCDATA = 0
        var sawParentText = false

        init(ancestorDepth: Int) {
            self.ancestorDepth = ancestorDepth
        }
    }
}
