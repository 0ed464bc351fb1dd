// The options that read a document the way feed readers and browsers read feeds: strict where a
// mistake would put values in the wrong place, lenient where real feeds break the rules in ways
// every other reader shrugs off.

extension XMLReader.Options {
    /// Options for reading feeds as the web publishes them.
    ///
    /// Starting from the defaults (safe limits, no external entities), they accept what feeds
    /// get wrong and browsers, podcast apps and feed readers accept:
    ///
    /// - ``conversionFailures`` is ``XMLReader/ConversionFailurePolicy/skip``: a value that does
    ///   not convert (a date, a number) is left unset and reported as a warning with its line,
    ///   column and path, and the rest of the feed is read.
    /// - ``undeclaredPrefixes`` is ``XMLReader/UndeclaredPrefixPolicy/resolveWellKnown``: an
    ///   `itunes:`, `podcast:`, `media:` or `dc:` prefix the feed never declares reads as its
    ///   vocabulary, and other undeclared prefixes do not fail the read.
    /// - ``builtInHTMLEntities`` is on: documents naming Netscape's RSS 0.91 DTD or an XHTML DTD
    ///   may use HTML's entities (`&eacute;`, `&nbsp;`), known without loading the DTD.
    /// - ``encodingLabels`` is ``XMLReader/EncodingLabelPolicy/whatwg``: encoding labels mean what
    ///   they mean to browsers (`iso-8859-1` is windows-1252, `tis-620` is windows-874).
    ///
    /// - ``malformedInput`` is ``XMLReader/MalformedInputPolicy/repair``: a bare `&`, an HTML
    ///   entity such as `&nbsp;` without a DTD to declare it, a latin-1 byte in a UTF-8 feed, a
    ///   stray or missing end tag, a truncated download are mended and reported as warnings, and
    ///   the rest of the feed is read.
    ///
    /// ```swift
    /// let reader = XMLReader(options: .feedReading)
    /// let (channel, warnings) = try reader.readWithWarnings(Channel.self, from: .file(path))
    /// for warning in warnings { print("warning: \(warning)") }
    /// ```
    public static var feedReading: XMLReader.Options {
        var options = XMLReader.Options()
        options.conversionFailures = .skip
        options.undeclaredPrefixes = .resolveWellKnown
        options.builtInHTMLEntities = true
        options.encodingLabels = .whatwg
        options.malformedInput = .repair
        return options
    }
}
