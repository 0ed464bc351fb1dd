// The expat event sink behind XMLStatistics: counts elements, attributes, text bytes and depth,
// and tallies names by their bytes. Strings are made only at the end, once per distinct name.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Receives expat's events for one statistics pass. It lives behind an unsafe pointer while
/// expat runs (see ``withCollector(_:_:)``), so events mutate it in place.
struct StatisticsCollector {
    /// One open element, kept so a malformed document can be reported at its element path.
    struct OpenElement {
        /// The element's entry in `elementNames`.
        let name: Int32
        /// 1-based index among same-named siblings.
        let index: Int32
        /// A number unique to this element (its position in document order), naming it as a parent.
        let serial: Int
        /// Where the sibling counters overwritten by this element's children start in `undo`.
        let undoStart: Int
    }

    /// How many children of one name the element numbered `parent` has had so far.
    private struct SiblingCount {
        var parent: Int
        var count: Int32
    }

    let driver: ExpatDriver
    /// ``XMLReader/Options/maxDepth`` and ``XMLReader/Options/maxAttributes``, the limits the
    /// collector applies itself (the driver applies the others).
    private let depthLimit: Int
    private let attributeLimit: Int
    /// Resolves the qualified names expat reports (see NamespaceResolver); behind a pointer so
    /// that its callbacks into the collector do not overlap an access to the collector.
    let namespaces: UnsafeMutablePointer<NamespaceResolver>

    private(set) var elementCount = 0
    private(set) var attributeCount = 0
    private(set) var maxDepth = 0
    private(set) var textByteCount = 0

    /// Element names as expat gives them ("uri\u{1}local\u{1}prefix"), so each spelling is kept.
    private(set) var elementNames = NameCounter()
    /// Names of attributes that are in a namespace; others cannot contribute one.
    private(set) var attributeNames = NameCounter()
    /// Namespace declarations as "uri\u{1}prefix" (an empty prefix for the default namespace).
    private(set) var declarations = NameCounter()
    private var declarationKey: [UInt8] = []
    /// Where the start tag the resolver or a limit refused is, for the error.
    private var refusalPosition: (line: Int, column: Int, byteOffset: Int)?
    /// The name, as written, of an element refused for its attributes, which ends the error path.
    private var refusedElement: String?

    // Sibling indices for the error path in O(1) per element: for each distinct name, the serial
    // of the parent it was last counted under and how many it counted there (`siblings`). A child
    // that finds another parent recorded saves that pair in `undo`; the pair comes back when the
    // child's parent closes, so an outer element's count survives a nested one of the same name.
    private(set) var open: [OpenElement] = []
    private var siblings: [SiblingCount] = []
    private var undo: [(name: Int32, saved: SiblingCount)] = []

    init(driver: ExpatDriver, options: XMLReader.Options) {
        self.driver = driver
        depthLimit = options.maxDepth
        attributeLimit = options.maxAttributes
        namespaces = .allocate(capacity: 1)
        namespaces.initialize(to: NamespaceResolver(undeclaredPrefixes: options.undeclaredPrefixes))
        open.reserveCapacity(64)
        undo.reserveCapacity(256)
    }

    // MARK: Events

    /// A start tag as expat reports it, its names resolved first (see NamespaceResolver).
    @inline(__always)
    mutating func resolvedStart(
        _ rawName: UnsafePointer<CChar>, _ rawAttributes: UnsafeMutablePointer<UnsafePointer<CChar>?>
    ) {
        // The limits come first, as in a read: nothing is resolved or kept for a refused tag.
        if rawAttributes[0] != nil, hasTooManyAttributes(rawAttributes) {
            limitExceeded(.attributes(attributeLimit), at: rawName)
            return
        }
        if open.count >= depthLimit {
            limitExceeded(.depth(depthLimit), at: nil)
            return
        }
        do {
            let resolved = try namespaces.pointee.start(rawName, rawAttributes) { prefix, uri in
                namespaceStarted(prefix, uri)
            }
            startElement(UnsafeRawPointer(resolved.name.base).assumingMemoryBound(to: CChar.self), resolved.attributes)
        } catch {
            // Expat's position moves on once the parser stops: keep the start tag's.
            refusalPosition = (driver.line, driver.column, driver.byteOffset)
            driver.fail(.malformed(code: error.code, reason: error.reason))
        }
    }

    /// Whether a start tag has more attributes than allowed: a loop over expat's name/value
    /// pairs that stops at the limit (namespace declarations count, as they do in a read).
    private func hasTooManyAttributes(_ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>) -> Bool {
        ReadEngine.hasMoreAttributes(attributes, than: attributeLimit)
    }

    /// Stops the pass for a limit, at the open elements' path, with the refused element's name
    /// added for the attribute limit (its attributes are its own), as a read reports them.
    @inline(never)
    private mutating func limitExceeded(_ limit: XMLReadError.Limit, at element: UnsafePointer<CChar>?) {
        refusalPosition = (driver.line, driver.column, driver.byteOffset)
        refusedElement = element.map { String(cString: $0) }
        driver.fail(.limit(limit))
    }

    /// A processing instruction: only its target is checked (see NamespaceResolver).
    mutating func processingInstruction(_ target: UnsafePointer<CChar>) {
        if let refusal = NamespaceResolver.refusal(processingInstructionTarget: target) {
            refusalPosition = (driver.line, driver.column, driver.byteOffset)
            driver.fail(.malformed(code: refusal.code, reason: refusal.reason))
        }
    }

    /// An end tag; the namespaces its start tag declared end with it.
    @inline(__always)
    mutating func resolvedEnd() {
        // Expat still reports the end of an empty element whose start was refused: that element
        // was never opened, and the path of the error must stay as it was.
        guard driver.failure == nil else { return }
        endElement()
        namespaces.pointee.endScope { _ in }
    }

    @inline(__always)
    mutating func startElement(_ cName: UnsafePointer<CChar>, _ attributes: UnsafeMutablePointer<UnsafePointer<CChar>?>)
    {
        elementCount += 1
        let entry = elementNames.add(NameCounter.bytes(of: cName))
        if entry == siblings.count { siblings.append(SiblingCount(parent: -1, count: 0)) }
        let parent = open.last?.serial ?? 0
        var sibling = siblings[entry]
        if sibling.parent == parent {
            sibling.count += 1
        } else {
            undo.append((Int32(entry), sibling))
            sibling = SiblingCount(parent: parent, count: 1)
        }
        siblings[entry] = sibling
        open.append(OpenElement(name: Int32(entry), index: sibling.count, serial: elementCount, undoStart: undo.count))
        if open.count > maxDepth { maxDepth = open.count }

        var position = 0
        while let attribute = attributes[position] {
            attributeCount += 1
            // Only a name in a namespace holds the separator; others add no namespace.
            let name = NameCounter.bytes(of: attribute)
            if memchr(name.baseAddress!, Int32(expatNameSeparator), name.count) != nil {
                attributeNames.add(name)
            }
            position += 2
        }
    }

    @inline(__always)
    mutating func endElement() {
        guard let element = open.popLast() else { return }
        while undo.count > element.undoStart {
            let (name, saved) = undo.removeLast()
            siblings[Int(name)] = saved
        }
    }

    @inline(__always)
    mutating func characters(_ count: Int) {
        textByteCount += count
    }

    mutating func namespaceStarted(_ prefix: UnsafePointer<CChar>?, _ uri: UnsafePointer<CChar>?) {
        // `xmlns=""` undeclares the default namespace: no URI to record.
        guard let uri, uri[0] != 0 else { return }
        declarationKey.removeAll(keepingCapacity: true)
        declarationKey.append(contentsOf: NameCounter.bytes(of: uri))
        declarationKey.append(expatNameSeparator)
        if let prefix { declarationKey.append(contentsOf: NameCounter.bytes(of: prefix)) }
        declarationKey.withUnsafeBufferPointer { key in
            _ = declarations.add(key)
        }
    }

    // MARK: Positions

    /// The qualified name of the innermost open element.
    private func innermostName() -> String? {
        guard let element = open.last else { return nil }
        var position = 0
        var name: String?
        elementNames.forEach { key, _ in
            if position == Int(element.name) { name = ExpatNameParts(bytes: key).qualifiedName }
            position += 1
        }
        return name
    }

    /// The open elements as a path with sibling indices above 1, such as `catalog/book[2]/title`.
    func currentPath() -> String {
        guard !open.isEmpty else { return "" }
        var spellings: [String] = []
        elementNames.forEach { key, _ in spellings.append(ExpatNameParts(bytes: key).qualifiedName) }
        return open.map { element in
            let name = spellings[Int(element.name)]
            return element.index > 1 ? "\(name)[\(element.index)]" : name
        }.joined(separator: "/")
    }

    /// The error that ended a failed parse, at expat's position and the open element path: the
    /// driver's own problem (a limit, an encoding) or expat's malformation in plain words.
    func errorAfterStop() -> XMLReadError {
        let (kind, underlying) = driver.stopReason(openElement: innermostName(), openDepth: open.count)
        let position = refusalPosition ?? (driver.line, driver.column, driver.byteOffset)
        var path = currentPath()
        if let refusedElement { path = path.isEmpty ? refusedElement : path + "/" + refusedElement }
        return XMLReadError(
            kind: kind, line: position.line, column: position.column, byteOffset: position.byteOffset,
            path: path, underlying: underlying)
    }
}
