// The document's head as a document of its own, for readers of a range that need what the
// records' ancestors say about them (an `xml:base`, a version attribute): the range context's
// priming, with end tags that close the ancestors it opens.

import CExpat

extension XMLRangeContext {
    /// The prolog and the ancestors' start tags, then their end tags: a well-formed document
    /// whose elements are the records' ancestors as the document wrote them, without their
    /// children. Nil when the priming does not parse (a damaged context).
    package var headDocument: [UInt8]? {
        guard let driver = try? ExpatDriver(options: XMLReader.Options()) else { return nil }
        let names = NameStack()
        return withExtendedLifetime(names) {
            driver.setUserData(Unmanaged.passUnretained(names).toOpaque())
            XML_SetStartElementHandler(driver.parser) { userData, name, _ in
                guard let name else { return }
                Unmanaged<NameStack>.fromOpaque(userData.unsafelyUnwrapped).takeUnretainedValue().names.append(
                    String(cString: name))
            }
            guard priming.withUnsafeBytes({ driver.parse($0, isFinal: false) }), names.names.count == ancestorDepth
            else { return nil }
            return priming + names.names.reversed().flatMap { Array("</\($0)>".utf8) }
        }
    }

    private final class NameStack {
        var names: [String] = []
    }
}
