// The `--path` of `xylem records` and `xylem split --model records`: names from the root element
// down, in the namespaces the root element declares, so that `feed/entry` finds an Atom feed's
// entries and `a:entry` an entry whose prefix the root binds.

import Xylem

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum RecordPathOption {
    /// The most bytes read to find the root start tag.
    static let headLimit = 1 << 20

    /// `path` with the namespaces the root start tag of the document at `file` declares: its
    /// default namespace for names without a prefix, and its prefixes. Without a root start tag
    /// in the first MiB (or for standard input), the path's names are in no namespace.
    static func recordPath(_ path: String, in file: String) -> XMLRecordPath {
        guard file != "-", let tag = rootStartTag(of: file) else { return XMLRecordPath(path) }
        var namespaces: [String: String] = [:]
        for (name, value) in tag.attributes {
            if name == "xmlns" {
                namespaces[""] = value
            } else if name.hasPrefix("xmlns:") {
                namespaces[String(name.dropFirst(6))] = value
            }
        }
        return XMLRecordPath(path, namespaces: namespaces)
    }

    private static func rootStartTag(of file: String) -> XMLRootStartTag? {
        let descriptor = open(file, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var head: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 64 * 1024)
        while head.count < headLimit {
            let count = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            head += block[..<count]
            if case .found(let tag) = XMLRootStartTag.find(in: head) { return tag }
        }
        return nil
    }
}
