// One entry of the benchmark corpus: every element the benchmark model reads, plus the content,
// dates, extensions and unknown elements that a real GData feed carries and the model passes over.

extension CorpusGenerator {
    /// Writes entry `index`, drawing only from a generator seeded by the seed and the index.
    func writeEntry(_ index: Int, _ out: ByteWriter) {
        var random = SplitMix64(seed: seed &* 0xD1B5_4A32_D192_ED03 &+ UInt64(index))
        _ = random.next()
        out.append("  <entry gd:etag=\"W/&quot;")
        for _ in 0..<26 { out.append(CorpusVocabulary.base64[random.below(64)]) }
        out.append(".&quot;\">\n    <id>tag:example.com,2026:feed-")
        out.append(Int(truncatingIfNeeded: seed % 1_000_000))
        out.append(".post-")
        out.append(index)
        out.append("</id>\n    <published>")
        writeDate(&random, out)
        out.append("</published>\n    <updated>")
        writeDate(&random, out)
        out.append("</updated>\n    <app:edited>")
        writeDate(&random, out)
        out.append("</app:edited>\n")
        writeCategories(&random, out)
        out.append("    <title type=\"text\">")
        writeTitle(&random, out)
        out.append("</title>\n    <content type=\"html\">")
        writeContent(&random, out)
        out.append("</content>\n")
        writeLinks(index, &random, out)
        for _ in 0..<random.within(1...2) { writeAuthor(&random, out) }
        writeExtensions(&random, out)
        out.append("  </entry>\n")
    }

    /// An RFC 3339 timestamp with milliseconds, in UTC or with an offset.
    private func writeDate(_ random: inout SplitMix64, _ out: ByteWriter) {
        out.append(random.within(2012...2025), width: 4)
        out.append(UInt8(ascii: "-"))
        out.append(random.within(1...12), width: 2)
        out.append(UInt8(ascii: "-"))
        out.append(random.within(1...28), width: 2)
        out.append(UInt8(ascii: "T"))
        out.append(random.below(24), width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(random.below(60), width: 2)
        out.append(UInt8(ascii: ":"))
        out.append(random.below(60), width: 2)
        out.append(UInt8(ascii: "."))
        out.append(random.below(1000), width: 3)
        if random.chance(70) { out.append(UInt8(ascii: "Z")) } else { out.append("-07:00") }
    }

    /// The `#kind` category, then one or two labels, with or without a scheme.
    private func writeCategories(_ random: inout SplitMix64, _ out: ByteWriter) {
        out.append(
            "    <category scheme=\"http://schemas.google.com/g/2005#kind\" term=\"http://schemas.google.com/g/2005#")
        out.append(pick(CorpusVocabulary.kinds, &random))
        out.append("\"/>\n")
        for _ in 0..<random.within(1...2) {
            if random.chance(50) {
                out.append("    <category scheme=\"http://www.blogger.com/atom/ns#\" term=\"")
                out.append(pick(CorpusVocabulary.words, &random))
                out.append("\"/>\n")
            } else {
                let word = pick(CorpusVocabulary.words, &random)
                out.append("    <category term=\"")
                out.append(word)
                out.append("\" label=\"")
                out.append(word)
                out.append("\"/>\n")
            }
        }
    }

    /// Three to seven words around one `&amp;`, a foreign word in about a quarter of titles.
    private func writeTitle(_ random: inout SplitMix64, _ out: ByteWriter) {
        let count = random.within(3...7)
        let ampersand = random.below(count)
        let foreign = random.chance(25) ? random.below(count) : -1
        for position in 0..<count {
            if position > 0 { out.append(UInt8(ascii: " ")) }
            if position == ampersand && position > 0 { out.append("&amp; ") }
            let list = position == foreign ? CorpusVocabulary.foreignWords : CorpusVocabulary.words
            out.append(pick(list, &random))
        }
        if ampersand == 0 { out.append(" &amp; co") }
    }

    /// HTML escaped as text (`&lt;p&gt;…`) followed by a CDATA section of raw markup.
    private func writeContent(_ random: inout SplitMix64, _ out: ByteWriter) {
        for _ in 0..<random.within(1...3) {
            out.append("&lt;p&gt;")
            for position in 0..<random.within(12...40) {
                if position > 0 { out.append(UInt8(ascii: " ")) }
                if random.chance(6) {
                    out.append("&lt;b&gt;")
                    out.append(pick(CorpusVocabulary.words, &random))
                    out.append("&lt;/b&gt;")
                } else if random.chance(2) {
                    out.append(pick(CorpusVocabulary.foreignWords, &random))
                } else {
                    out.append(pick(CorpusVocabulary.words, &random))
                }
            }
            out.append(".&lt;/p&gt;\n")
        }
        out.append("<![CDATA[<p class=\"note\">Raw & unescaped <i>")
        out.append(pick(CorpusVocabulary.words, &random))
        out.append("</i> markup</p>]]>")
    }

    /// Two to four links; enclosures carry a `length`, some hrefs an `&amp;` in the query.
    private func writeLinks(_ index: Int, _ random: inout SplitMix64, _ out: ByteWriter) {
        let first = random.below(CorpusVocabulary.links.count)
        for offset in 0..<random.within(2...4) {
            let link = CorpusVocabulary.links[(first + offset) % CorpusVocabulary.links.count]
            out.append("    <link rel=\"")
            out.append(link.rel)
            out.append("\" type=\"")
            out.append(link.type)
            out.append("\" href=\"https://example.com")
            out.append(link.path)
            out.append(index)
            if random.chance(30) {
                out.append("?alt=rss&amp;start=")
                out.append(random.below(500))
            }
            out.append(UInt8(ascii: "\""))
            if link.rel.first == UInt8(ascii: "e") && link.rel.last == UInt8(ascii: "e") {  // enclosure
                out.append(" length=\"")
                out.append(random.below(10_000_000))
                out.append(UInt8(ascii: "\""))
            }
            out.append("/>\n")
        }
    }

    /// An author with a name (sometimes non-ASCII), an ASCII e-mail address and a profile URI.
    private func writeAuthor(_ random: inout SplitMix64, _ out: ByteWriter) {
        let person = random.below(CorpusVocabulary.firstNames.count)
        out.append("    <author>\n      <name>")
        out.append(CorpusVocabulary.firstNames[person])
        out.append(UInt8(ascii: " "))
        out.append(pick(CorpusVocabulary.lastNames, &random))
        out.append("</name>\n      <email>")
        out.append(CorpusVocabulary.mailboxes[person % CorpusVocabulary.mailboxes.count])
        out.append(random.below(1000))
        out.append(UInt8(ascii: "@"))
        out.append(pick(CorpusVocabulary.domains, &random))
        out.append("</email>\n      <uri>https://example.com/profile/")
        out.append(random.below(1_000_000_000))
        out.append("</uri>\n    </author>\n")
    }

    /// `gd:rating`, `gd:visible`, `gd:count`, sometimes `gd:where`, sometimes an unknown element.
    private func writeExtensions(_ random: inout SplitMix64, _ out: ByteWriter) {
        out.append("    <gd:rating value=\"")
        out.append(random.within(1...5))
        out.append("\" min=\"1\" max=\"5\" average=\"")
        let hundredths = random.within(100...500)
        out.append(hundredths / 100)
        out.append(UInt8(ascii: "."))
        out.append(hundredths % 100, width: 2)
        out.append("\" numRaters=\"")
        out.append(random.below(5000))
        out.append("\"/>\n    <gd:visible>")
        if random.chance(80) { out.append("true") } else { out.append("false") }
        out.append("</gd:visible>\n    <gd:count>")
        out.append(random.below(100_000))
        out.append("</gd:count>\n")
        if random.chance(40) {
            out.append("    <gd:where valueString=\"")
            out.append(pick(CorpusVocabulary.places, &random))
            out.append("\"/>\n")
        }
        if random.chance(30) {
            out.append("    <xb:stats views=\"")
            out.append(random.below(1_000_000))
            out.append("\">\n      <xb:note>")
            out.append(pick(CorpusVocabulary.words, &random))
            out.append(" ")
            out.append(pick(CorpusVocabulary.words, &random))
            out.append("</xb:note>\n      <title>A nested Atom title no model reads</title>\n    </xb:stats>\n")
        }
    }

    @inline(__always)
    private func pick(_ list: [[UInt8]], _ random: inout SplitMix64) -> [UInt8] {
        list[random.below(list.count)]
    }
}
