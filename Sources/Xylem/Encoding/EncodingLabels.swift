// Encoding labels as browsers read them. The WHATWG Encoding Standard maps every label a document
// may carry to the encoding browsers decode it with, which is often a superset of what the label
// names: `iso-8859-1`, `latin1` and `us-ascii` are read as windows-1252, `tis-620` as
// windows-874, `gb2312` as GB18030, `shift_jis` as Windows' code page 932. Feeds are written for
// browsers, so their bytes follow the browsers' reading, not the label's registry entry.

extension XMLReader {
    /// How the name of a document's encoding (its declaration, or ``Options/encoding``) is read.
    ///
    /// ```swift
    /// var options = XMLReader.Options()
    /// options.encodingLabels = .whatwg
    /// // <?xml version="1.0" encoding="iso-8859-1"?> with a 0x93 byte reads as “ (windows-1252).
    /// ```
    public enum EncodingLabelPolicy: Sendable, Hashable {
        /// As the encoding's name in IANA's registry, as expat and iconv know it: `iso-8859-1` is
        /// ISO-8859-1, and a byte it does not define is an error. The default.
        case iana
        /// As the WHATWG Encoding Standard maps labels, as browsers read them: `iso-8859-1`,
        /// `latin1` and `us-ascii` are windows-1252, `tis-620` and `iso-8859-11` windows-874,
        /// `iso-8859-9` windows-1254, `gb2312` and `gbk` GB18030, `shift_jis` Windows-31J,
        /// `euc-kr` and `ks_c_5601-1987` Windows-949. In single-byte encodings, the bytes 0x80 to
        /// 0x9F that the code page leaves undefined are the C1 control characters of the same
        /// value, as the standard's tables have them. `big5`, `big5-hkscs` and the other labels of
        /// the standard's Big5 are decoded by the standard's own Big5 decoder and index (Big5 with
        /// the Hong Kong supplement), not the system's: 0xA1 0xFE is "／", and messages name the
        /// encoding "Big5 (WHATWG)". Labels the standard does not list are read as under ``iana``.
        ///
        /// ```swift
        /// var options = XMLReader.Options()
        /// options.encodingLabels = .whatwg
        /// // <?xml version="1.0" encoding="big5"?> with the bytes 0xA1 0xFE reads as "／",
        /// // which the system's BIG5 and BIG5-HKSCS refuse, as the default policy does.
        /// ```
        case whatwg
    }
}

enum WHATWGEncodingLabels {
    /// The name iconv knows for the encoding the standard decodes `label` with (for Big5, the name
    /// of Xylem's own decoder), or nil when the standard does not list the label or reads it as
    /// Xylem already does (UTF-16, and the labels it decodes to nothing at all).
    static func encoding(forLabel label: String) -> String? {
        let trimmed = label.utf8.drop { isSpace($0) }.reversed().drop { isSpace($0) }.reversed()
        let key = String(decoding: trimmed.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return encodingsByLabel[key]
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// Each encoding (as iconv names it, or Xylem's Big5 decoder) and the labels the standard
    /// gives it.
    private static let labelsByEncoding: [(encoding: String, labels: [String])] = [
        ("UTF-8", ["unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "utf-8", "utf8", "x-unicode20utf8"]),
        ("IBM866", ["866", "cp866", "csibm866", "ibm866"]),
        (
            "ISO-8859-2",
            [
                "csisolatin2", "iso-8859-2", "iso-ir-101", "iso8859-2", "iso88592", "iso_8859-2", "iso_8859-2:1987",
                "l2",
                "latin2",
            ]
        ),
        (
            "ISO-8859-3",
            [
                "csisolatin3", "iso-8859-3", "iso-ir-109", "iso8859-3", "iso88593", "iso_8859-3", "iso_8859-3:1988",
                "l3",
                "latin3",
            ]
        ),
        (
            "ISO-8859-4",
            [
                "csisolatin4", "iso-8859-4", "iso-ir-110", "iso8859-4", "iso88594", "iso_8859-4", "iso_8859-4:1988",
                "l4",
                "latin4",
            ]
        ),
        (
            "ISO-8859-5",
            [
                "csisolatincyrillic", "cyrillic", "iso-8859-5", "iso-ir-144", "iso8859-5", "iso88595", "iso_8859-5",
                "iso_8859-5:1988",
            ]
        ),
        (
            "ISO-8859-6",
            [
                "arabic", "asmo-708", "csiso88596e", "csiso88596i", "csisolatinarabic", "ecma-114", "iso-8859-6",
                "iso-8859-6-e", "iso-8859-6-i", "iso-ir-127", "iso8859-6", "iso88596", "iso_8859-6", "iso_8859-6:1987",
            ]
        ),
        (
            "ISO-8859-7",
            [
                "csisolatingreek", "ecma-118", "elot_928", "greek", "greek8", "iso-8859-7", "iso-ir-126", "iso8859-7",
                "iso88597", "iso_8859-7", "iso_8859-7:1987", "sun_eu_greek",
            ]
        ),
        (
            "ISO-8859-8",
            [
                "csiso88598e", "csisolatinhebrew", "hebrew", "iso-8859-8", "iso-8859-8-e", "iso-ir-138", "iso8859-8",
                "iso88598", "iso_8859-8", "iso_8859-8:1988", "visual", "csiso88598i", "iso-8859-8-i", "logical",
            ]
        ),
        (
            "ISO-8859-10",
            ["csisolatin6", "iso-8859-10", "iso-ir-157", "iso8859-10", "iso885910", "l6", "latin6"]
        ),
        ("ISO-8859-13", ["iso-8859-13", "iso8859-13", "iso885913"]),
        ("ISO-8859-14", ["iso-8859-14", "iso8859-14", "iso885914"]),
        ("ISO-8859-15", ["csisolatin9", "iso-8859-15", "iso8859-15", "iso885915", "iso_8859-15", "l9"]),
        ("ISO-8859-16", ["iso-8859-16"]),
        ("KOI8-R", ["cskoi8r", "koi", "koi8", "koi8-r", "koi8_r"]),
        // The standard's koi8-u has the Belarusian letters that KOI8-RU adds.
        ("KOI8-RU", ["koi8-ru", "koi8-u"]),
        ("MACINTOSH", ["csmacintosh", "mac", "macintosh", "x-mac-roman"]),
        ("WINDOWS-874", ["dos-874", "iso-8859-11", "iso8859-11", "iso885911", "tis-620", "windows-874"]),
        ("WINDOWS-1250", ["cp1250", "windows-1250", "x-cp1250"]),
        ("WINDOWS-1251", ["cp1251", "windows-1251", "x-cp1251"]),
        (
            "WINDOWS-1252",
            [
                "ansi_x3.4-1968", "ascii", "cp1252", "cp819", "csisolatin1", "ibm819", "iso-8859-1", "iso-ir-100",
                "iso8859-1", "iso88591", "iso_8859-1", "iso_8859-1:1987", "l1", "latin1", "us-ascii", "windows-1252",
                "x-cp1252",
            ]
        ),
        ("WINDOWS-1253", ["cp1253", "windows-1253", "x-cp1253"]),
        (
            "WINDOWS-1254",
            [
                "cp1254", "csisolatin5", "iso-8859-9", "iso-ir-148", "iso8859-9", "iso88599", "iso_8859-9",
                "iso_8859-9:1989", "l5", "latin5", "windows-1254", "x-cp1254",
            ]
        ),
        ("WINDOWS-1255", ["cp1255", "windows-1255", "x-cp1255"]),
        ("WINDOWS-1256", ["cp1256", "windows-1256", "x-cp1256"]),
        ("WINDOWS-1257", ["cp1257", "windows-1257", "x-cp1257"]),
        ("WINDOWS-1258", ["cp1258", "windows-1258", "x-cp1258"]),
        ("MAC-CYRILLIC", ["x-mac-cyrillic", "x-mac-ukrainian"]),
        // The standard decodes GBK with its GB18030 decoder, a superset.
        (
            "GB18030",
            [
                "chinese", "csgb2312", "csiso58gb231280", "gb2312", "gb_2312", "gb_2312-80", "gbk", "iso-ir-58",
                "x-gbk",
                "gb18030",
            ]
        ),
        // The standard's Big5 is Big5 with the Hong Kong supplement, by the standard's own index:
        // glibc's BIG5-HKSCS refuses some of its pairs and reads a few others otherwise.
        (WHATWGBig5Decoder.name, ["big5", "big5-hkscs", "cn-big5", "csbig5", "x-x-big5"]),
        ("EUC-JP", ["cseucpkdfmtjapanese", "euc-jp", "x-euc-jp"]),
        ("ISO-2022-JP", ["csiso2022jp", "iso-2022-jp"]),
        // The standard's Shift_JIS is Windows' code page 932, its EUC-KR Windows' code page 949.
        (
            "CP932",
            ["csshiftjis", "ms932", "ms_kanji", "shift-jis", "shift_jis", "sjis", "windows-31j", "x-sjis"]
        ),
        (
            "CP949",
            [
                "cseuckr", "csksc56011987", "euc-kr", "iso-ir-149", "korean", "ks_c_5601-1987", "ks_c_5601-1989",
                "ksc5601", "ksc_5601", "windows-949",
            ]
        ),
    ]

    private static let encodingsByLabel: [String: String] = {
        var table: [String: String] = [:]
        for (encoding, labels) in labelsByEncoding {
            for label in labels { table[label] = encoding }
        }
        return table
    }()

    /// Whether `encoding` is one of the standard's single-byte encodings, whose bytes 0x80 to
    /// 0x9F that the code page leaves undefined are C1 control characters.
    static func isSingleByte(_ encoding: String) -> Bool {
        singleByteEncodings.contains(encoding.uppercased())
    }

    private static let singleByteEncodings: Set<String> = [
        "IBM866", "ISO-8859-2", "ISO-8859-3", "ISO-8859-4", "ISO-8859-5", "ISO-8859-6", "ISO-8859-7", "ISO-8859-8",
        "ISO-8859-10", "ISO-8859-13", "ISO-8859-14", "ISO-8859-15", "ISO-8859-16", "KOI8-R", "KOI8-RU", "MACINTOSH",
        "WINDOWS-874", "WINDOWS-1250", "WINDOWS-1251", "WINDOWS-1252", "WINDOWS-1253", "WINDOWS-1254", "WINDOWS-1255",
        "WINDOWS-1256", "WINDOWS-1257", "WINDOWS-1258", "MAC-CYRILLIC",
    ]
}
