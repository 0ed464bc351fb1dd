// The statistics collector as a parallel pass sees it: the handlers that feed a SliceWatch, and
// the state at a cut (the open elements above the records, named by their place in the
// document, so that an ancestor that ended and another that began tell apart).

import CExpat

extension StatisticsCollector {
    /// Makes the collector's parser feed `watch`: CDATA sections, and with
    /// ``SliceWatch/keepsAncestorTags``, the start tags at the ancestors' depths.
    static func watchSlices(_ collector: UnsafeMutablePointer<StatisticsCollector>, with watch: SliceWatch) {
        let parser = collector.pointee.driver.parser
        collector.pointee.driver.sliceWatch = watch
        XML_SetCdataSectionHandler(
            parser,
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver.sliceWatch?
                    .openCDATASections += 1
            },
            { userData in
                userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self).pointee.driver.sliceWatch?
                    .openCDATASections -= 1
            })
        guard watch.keepsAncestorTags else { return }
        XML_SetStartElementHandler(parser) { userData, name, attributes in
            let collector = userData.unsafelyUnwrapped.assumingMemoryBound(to: StatisticsCollector.self)
            let depth = collector.pointee.open.count
            if let watch = collector.pointee.driver.sliceWatch, depth < watch.ancestorDepth {
                let event = collector.pointee.driver.currentEvent()
                watch.ancestorStarts(atDepth: depth, bytes: event.bytes, offset: event.offset)
            }
            collector.pointee.resolvedStart(name.unsafelyUnwrapped, attributes.unsafelyUnwrapped)
        }
    }

    /// The ancestors open at a cut (each by its place in the document), when the parse stands
    /// between two tokens at the records' level, outside CDATA, with nothing failed; nil
    /// otherwise.
    func sliceBoundary() -> [Int]? {
        guard let watch = driver.sliceWatch, watch.openCDATASections == 0, open.count == watch.ancestorDepth,
            driver.isBetweenTokens
        else { return nil }
        return open.map(\.serial)
    }
}
