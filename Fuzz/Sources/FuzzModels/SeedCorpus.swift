// Seed documents for the fuzzer: Atom feeds shaped like the fuzzing model (so that the fuzzer
// starts deep inside the reader), the same in other encodings, and small versions of the hostile
// and malformed cases. Scripts/fuzz.sh adds the project's sample and test documents.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum SeedCorpus {
    /// A feed that uses every mapping of the fuzzing model.
    public static let atomFeed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:gd="http://schemas.google.com/g/2005"
              xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:app="http://www.w3.org/2007/app"
              xmlns:media="http://search.yahoo.com/mrss/" gd:etag="W/&quot;abc&quot;">
          <id>urn:feed:1</id>
          <title type="text">  Feed &amp; title  </title>
          <updated>2024-01-01T00:00:00Z</updated>
          <openSearch:totalResults>2</openSearch:totalResults>
          <generator version="1">gen</generator>
          <link rel="self" href="http://example.com/feed" type="application/atom+xml"/>
          <author><name>Ann</name><email>ann@example.com</email></author>
          <entry gd:etag="e1">
            <id>urn:entry:1</id>
            <title>First — café ☕</title>
            <published>1.5e3</published>
            <app:control><app:draft>yes</app:draft></app:control>
            <gd:rating average="4.5" min="1" max="5" numRaters="120">good</gd:rating>
            <category scheme="http://schemas.google.com/g/2005#kind" term="post"/>
            <category scheme="http://schemas.google.com/g/2005/labels" term="x" label="X"/>
            <link rel="alternate" href="http://example.com/1" length="42"/>
            <tags><tag>a</tag><tag>b</tag></tags>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Hi <b>there</b> &lt;3</p><!-- c --><?pi x?></div></content>
            <summary><![CDATA[<raw> & text]]></summary>
            <media:thumbnail url="http://example.com/t.jpg" width="120" height="90"/>
            <media:player href="http://example.com/p" rel="player"/>
            <gd:extendedProperty name="x"><anything/></gd:extendedProperty>
          </entry>
          <entry><id>urn:entry:2</id><title>THROW</title></entry>
        </feed>
        """

    /// A feed and an entry with more distinct unknown child names than the reader scans before
    /// it counts siblings in a table, some repeated, some in namespaces whose URIs differ only in
    /// their middle bytes.
    public static let siblingNames: String = {
        let names = (0..<40).map { "<x\($0)/>" }
        let again = stride(from: 39, through: 0, by: -3).map { "<x\($0)>t</x\($0)>" }
        let spaced = (0..<12).map { "<p:item xmlns:p=\"http://example.com/\(10 + $0)/ns\"/>" }
        let body = (names + again + spaced).joined() + "<q:item xmlns:q=\"http://example.com/10/ns\"/>"
        return "<feed xmlns=\"http://www.w3.org/2005/Atom\"><id>urn:f</id>" + body
            + "<entry><id>urn:e</id><title>t</title>" + body + "</entry>" + body + "</feed>"
    }()

    /// Seed documents by file name.
    public static func documents() -> [(name: String, bytes: [UInt8])] {
        var seeds: [(String, [UInt8])] = [
            ("atom.xml", Array(atomFeed.utf8)),
            (
                "atom-entry.xml",
                Array(
                    "<entry xmlns=\"http://www.w3.org/2005/Atom\"><title>t</title><published>x</published></entry>".utf8
                )
            ),
            (
                "dtd-entities.xml",
                Array(
                    "<!DOCTYPE feed [<!ENTITY a \"&b;&b;\"><!ENTITY b \"bee\"><!ATTLIST link rel CDATA \"alt&a;\">]><feed><title>&a;</title><link/></feed>"
                        .utf8)
            ),
            (
                "laughs.xml",
                Array(
                    "<!DOCTYPE l [<!ENTITY a \"aa\"><!ENTITY b \"&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;\">]><feed><title>&c;</title></feed>"
                        .utf8)
            ),
            (
                "xxe.xml",
                Array(
                    "<!DOCTYPE feed SYSTEM \"x.dtd\" [<!ENTITY x SYSTEM \"file:///etc/passwd\"><!ENTITY % p SYSTEM \"p.dtd\"> %p;]><feed><title>&x;</title></feed>"
                        .utf8)
            ),
            ("truncated.xml", Array(atomFeed.utf8.prefix(700))),
            ("mismatch.xml", Array("<feed><entry><title>a</titel></entry></feed>".utf8)),
            ("nul.xml", Array("<feed><title>a".utf8) + [0] + Array("</title></feed>".utf8)),
            ("bad-utf8.xml", Array("<feed><title>".utf8) + [0xC3, 0x28, 0xE2, 0x82] + Array("</title></feed>".utf8)),
            ("prefix.xml", Array("<feed><x:entry/></feed>".utf8)),
            ("utf16.xml", utf16(atomFeed.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\""))),
            ("sibling-names.xml", Array(siblingNames.utf8)),
        ]
        for encoding in [
            "windows-1252", "ISO-8859-2", "KOI8-R", "Shift_JIS", "EUC-JP", "GBK", "Big5", "EUC-KR", "UTF-32", "IBM037",
        ] {
            let text =
                "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><feed><title>\(sample(for: encoding))</title>"
                + "<entry><title>\(sample(for: encoding))</title></entry></feed>"
            if let bytes = encode(text, as: encoding) { seeds.append(("encoding-\(encoding).xml", bytes)) }
        }
        return seeds
    }

    private static func sample(for encoding: String) -> String {
        switch encoding {
        case "Shift_JIS", "EUC-JP": "日本語ｶﾀｶﾅ表示"
        case "GBK": "中文繁體"
        case "Big5": "繁體中文"
        case "EUC-KR": "한국어"
        case "KOI8-R": "Съешь ёлка"
        case "ISO-8859-2": "Zażółć"
        case "UTF-32": "😀 𝄞"
        case "IBM037": "Grüße ¬"
        default: "Café € “x”"
        }
    }

    private static func utf16(_ text: String) -> [UInt8] {
        [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    }

    /// `text` in `encoding`, by iconv.
    private static func encode(_ text: String, as encoding: String) -> [UInt8]? {
        let descriptor = iconv_open(encoding, "UTF-8")
        guard let descriptor, Int(bitPattern: descriptor) != -1 else { return nil }
        defer { iconv_close(descriptor) }
        var input = Array(text.utf8)
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        let produced = input.withUnsafeMutableBytes { inputBytes in
            output.withUnsafeMutableBytes { outputBytes -> Int? in
                var inPointer = inputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = inputBytes.count
                var outPointer = outputBytes.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = outputBytes.count
                guard iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
                _ = iconv(descriptor, nil, nil, &outPointer, &outLeft)
                return outputBytes.count - outLeft
            }
        }
        return produced.map { Array(output[..<$0]) }
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
