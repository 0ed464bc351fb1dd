// The zone names RFC 822 dates carry: UT and GMT, the North American zones (with the two-letter
// names that leave standard or daylight time open, `ET`, `PT`), Middle European Time, and the
// military letters. RFC 822 gives the letters' offsets (A is -1 hour … M is -12, N is +1 … Y is
// +12); RFC 1123 notes that those signs are the reverse of military use, and RFC 2822 that the
// letters therefore say little. Feeds that use them follow RFC 822's table, as feed readers read
// it, and so does Xylem.

enum DateZones {
    /// A zone name as written back, and its offset from UTC in minutes.
    struct Name {
        let spelling: StaticString
        let minutes: Int16
    }

    /// Every name, in the order `index(of:)` answers with.
    static let names: [Name] =
        [
            Name(spelling: "UT", minutes: 0), Name(spelling: "GMT", minutes: 0), Name(spelling: "UTC", minutes: 0),
            Name(spelling: "EST", minutes: -300), Name(spelling: "EDT", minutes: -240),
            Name(spelling: "CST", minutes: -360), Name(spelling: "CDT", minutes: -300),
            Name(spelling: "MST", minutes: -420), Name(spelling: "MDT", minutes: -360),
            Name(spelling: "PST", minutes: -480), Name(spelling: "PDT", minutes: -420),
            Name(spelling: "AST", minutes: -240), Name(spelling: "ADT", minutes: -180),
            Name(spelling: "AKST", minutes: -540), Name(spelling: "AKDT", minutes: -480),
            Name(spelling: "HST", minutes: -600), Name(spelling: "HDT", minutes: -540),
            Name(spelling: "NST", minutes: -210), Name(spelling: "NDT", minutes: -150),
            Name(spelling: "AT", minutes: -240), Name(spelling: "ET", minutes: -300),
            Name(spelling: "CT", minutes: -360), Name(spelling: "MT", minutes: -420),
            Name(spelling: "PT", minutes: -480), Name(spelling: "MET", minutes: 60),
            Name(spelling: "MEST", minutes: 120),
        ] + militaryLetters

    /// `A` to `Z` without `J`, with RFC 822's offsets.
    private static let militaryLetters: [Name] = {
        let spellings: [StaticString] = [
            "A", "B", "C", "D", "E", "F", "G", "H", "I", "K", "L", "M", "N", "O", "P", "Q", "R", "S", "T", "U", "V",
            "W", "X", "Y", "Z",
        ]
        return spellings.enumerated().map { position, spelling in
            let hours = position < 12 ? -(position + 1) : position < 24 ? position - 11 : 0
            return Name(spelling: spelling, minutes: Int16(hours * 60))
        }
    }()

    static let gmt: UInt8 = 1
    /// The index of the first military letter, `A`.
    static let militaryStart: UInt8 = 26

    /// The offset in minutes of the name at `index` in `names`, without reading the array (which
    /// costs a check that it is made on every call).
    @inline(__always)
    static func minutes(ofIndex index: UInt8) -> Int {
        switch index {
        case 0, 1, 2: return 0
        case 3, 6: return -300
        case 4, 11: return -240
        case 5, 8: return -360
        case 7, 10: return -420
        case 9: return -480
        case 12: return -180
        case 13: return -540
        case 14: return -480
        case 15: return -600
        case 16: return -540
        case 17: return -210
        case 18: return -150
        case 19: return -240
        case 20: return -300
        case 21: return -360
        case 22: return -420
        case 23: return -480
        case 24: return 60
        case 25: return 120
        default:
            // Military letters from 26: A–I, K–M are -1 to -12 hours, N–Y +1 to +12, Z 0.
            let position = Int(index) - Int(militaryStart)
            return (position < 12 ? -(position + 1) : position < 24 ? position - 11 : 0) * 60
        }
    }

    /// The index in `names` of the name whose letters, lower-cased and packed one byte each from
    /// the lowest (`"gmt"` is `0x746D67`), are `packed`; nil for any other word.
    @inline(__always)
    static func index(ofPacked packed: UInt32, length: Int) -> UInt8? {
        switch length {
        case 1:
            // A letter: a to i, k to z.
            let letter = UInt8(truncatingIfNeeded: packed)
            guard letter >= UInt8(ascii: "a"), letter <= UInt8(ascii: "z"), letter != UInt8(ascii: "j") else {
                return nil
            }
            let position = letter - UInt8(ascii: "a") - (letter > UInt8(ascii: "j") ? 1 : 0)
            return militaryStart + position
        case 2:
            switch packed {
            case 0x7475: return 0  // ut
            case 0x7461: return 19  // at
            case 0x7465: return 20  // et
            case 0x7463: return 21  // ct
            case 0x746D: return 22  // mt
            case 0x7470: return 23  // pt
            default: return nil
            }
        case 3:
            switch packed {
            case 0x746D67: return 1  // gmt
            case 0x637475: return 2  // utc
            case 0x747365: return 3  // est
            case 0x746465: return 4  // edt
            case 0x747363: return 5  // cst
            case 0x746463: return 6  // cdt
            case 0x74736D: return 7  // mst
            case 0x74646D: return 8  // mdt
            case 0x747370: return 9  // pst
            case 0x746470: return 10  // pdt
            case 0x747361: return 11  // ast
            case 0x746461: return 12  // adt
            case 0x747368: return 15  // hst
            case 0x746468: return 16  // hdt
            case 0x74736E: return 17  // nst
            case 0x74646E: return 18  // ndt
            case 0x74656D: return 24  // met
            default: return nil
            }
        case 4:
            switch packed {
            case 0x74736B61: return 13  // akst
            case 0x74646B61: return 14  // akdt
            case 0x7473656D: return 25  // mest
            default: return nil
            }
        default:
            return nil
        }
    }
}
