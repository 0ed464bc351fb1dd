// The English names of weekdays and months that RFC 822 dates spell, recognized from their first
// three letters packed into one integer, and checked letter by letter when written longer.

extension DateScanner {
    /// The weekday (0 is Sunday) that the letters from `start` to `end` name: its first three
    /// letters, or more of its name (`Tues`, `Tuesday`), in any case.
    @inline(__always)
    static func weekday(_ text: Bytes, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        let index: Int
        switch lowercasedTriple(text, start) {
        case 0x6E7573: index = 0  // sun
        case 0x6E6F6D: index = 1  // mon
        case 0x657574: index = 2  // tue
        case 0x646577: index = 3  // wed
        case 0x756874: index = 4  // thu
        case 0x697266: index = 5  // fri
        case 0x746173: index = 6  // sat
        default: return nil
        }
        guard end - start == 3 || continues(text, from: start, to: end, name: weekdayName(index)) else { return nil }
        return index
    }

    /// The month (0 is January) that the letters from `start` to `end` name: its first three
    /// letters, or more of its name (`Sept`, `June`), in any case.
    @inline(__always)
    static func month(_ text: Bytes, from start: Int, to end: Int) -> Int? {
        guard end - start >= 3 else { return nil }
        let index: Int
        switch lowercasedTriple(text, start) {
        case 0x6E616A: index = 0  // jan
        case 0x626566: index = 1  // feb
        case 0x72616D: index = 2  // mar
        case 0x727061: index = 3  // apr
        case 0x79616D: index = 4  // may
        case 0x6E756A: index = 5  // jun
        case 0x6C756A: index = 6  // jul
        case 0x677561: index = 7  // aug
        case 0x706573: index = 8  // sep
        case 0x74636F: index = 9  // oct
        case 0x766F6E: index = 10  // nov
        case 0x636564: index = 11  // dec
        default: return nil
        }
        guard end - start == 3 || continues(text, from: start, to: end, name: monthName(index)) else { return nil }
        return index
    }

    /// Three letters lower-cased and packed from the lowest byte (`"Jun"` is `0x6E756A`).
    @inline(__always)
    static func lowercasedTriple(_ text: Bytes, _ start: Int) -> UInt32 {
        UInt32(text[start] | 0x20) | UInt32(text[start &+ 1] | 0x20) << 8 | UInt32(text[start &+ 2] | 0x20) << 16
    }

    /// Whether the letters from `start` to `end` (more than three) begin `name`, ignoring case.
    @inline(never)
    private static func continues(_ text: Bytes, from start: Int, to end: Int, name: StaticString) -> Bool {
        guard end - start <= name.utf8CodeUnitCount else { return false }
        for offset in 3..<(end - start) where text[start + offset] | 0x20 != name.utf8Start[offset] { return false }
        return true
    }

    private static func weekdayName(_ index: Int) -> StaticString {
        switch index {
        case 0: "sunday"
        case 1: "monday"
        case 2: "tuesday"
        case 3: "wednesday"
        case 4: "thursday"
        case 5: "friday"
        default: "saturday"
        }
    }

    private static func monthName(_ index: Int) -> StaticString {
        switch index {
        case 0: "january"
        case 1: "february"
        case 2: "march"
        case 3: "april"
        case 4: "may"
        case 5: "june"
        case 6: "july"
        case 7: "august"
        case 8: "september"
        case 9: "october"
        case 10: "november"
        default: "december"
        }
    }
}
