// `xylem atom URL`: the document fetched and read as it arrives; a feed is followed across the
// pages its next links lead to, its entries spooled until the first page's feed line is printed.

import ArgumentParser
import Xylem
import XylemAtom
import XylemHTTP

extension AtomCommand {
    /// Reads the document at `url`, reporting a failure on standard error.
    func run(url: String) throws {
        let progress = DownloadProgress()
        do {
            try HTTPSource.withFetcher(cacheDirectory: cache) { fetcher in
                try emit(url: url, fetcher: fetcher, progress: progress)
            }
            progress.clear()
        } catch {
            progress.clear()
            StandardError.write("xylem: \(AtomCommand.oneLine(error))\n")
            throw ExitCode.failure
        }
    }

    /// Prints the document at `url`: an entry or service document as from a file; a feed as one
    /// feed line (the first page's, with the entries of every page counted), then every page's
    /// entries.
    private func emit(url: String, fetcher: HTTPFetcher, progress: DownloadProgress) throws {
        let output = AtomLineOutput.standardOutput()
        let spool = count ? nil : try AtomLineOutput.spool()
        var firstFeed: AtomFeed?
        var entryCount = 0
        let pages = try fetcher.readPages(
            from: HTTPFetchRequest(url: url), followingNext: true, maxPages: maxPages, progress: progress.update
        ) { content in
            let document = try AtomInput(name: content.page.url, blocks: content.body.next)
            guard document.root == .feed else {
                if firstFeed != nil { throw AtomCommandError("\(document.name): a next page that is not an Atom feed") }
                try emit(document, encoding: content.page.charset)
                return nil
            }
            let (feed, summary) = try AtomFeed.stream(
                from: document.input, reader: reader(encoding: content.page.charset)
            ) { entry, _ in
                entryCount += 1
                try spool?.writeLine { AtomJSONModel.writeEntry(entry, offset: nil, to: &$0) }
                return .continue
            }
            for warning in summary.warnings {
                StandardError.write("xylem: warning: \(AtomCommand.oneLine(warning))\n")
            }
            if firstFeed == nil { firstFeed = feed }
            return HTTPFetcher.nextLink(of: feed, on: content.page)
        }
        // The fetcher answers a 304 from its cache: every page it returns has been read.
        if pages.first?.isNotModified == true {
            throw AtomCommandError("\(url): the server answered 304 Not Modified and nothing is cached")
        }
        guard let firstFeed else { return }
        if let spool {
            try output.writeLine(AtomJSONModel.feed(firstFeed, entryCount: entryCount).encoded)
            try spool.copy(to: output)
        } else {
            try output.writeLine(String(entryCount))
        }
        try output.flush()
    }
}
