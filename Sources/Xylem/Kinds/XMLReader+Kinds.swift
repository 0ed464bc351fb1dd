// Whole-document reads whose root element's type is chosen at run time among registered kinds.

extension XMLReader {
    /// Reads the document's root element as the type its kind attribute or kind category chooses
    /// among `kinds` (for example an Atom entry document of any registered kind).
    public func read<Base>(_ kinds: XMLKinds<Base>, from input: XMLInput) throws -> Base {
        try readRepairing(input) { attempt in
            let (holder, table) = try rootReading(kinds)
            let session = try ParseSession(options: options, rootTable: table, holder: holder, attempt: attempt)
            try session.feed(input, progress: nil)
            return try rootValue(holder)
        }
    }

    /// The holder and root table of a read whose root element is read as the kind it chooses
    /// among `kinds`.
    func rootReading<Base>(_ kinds: XMLKinds<Base>) throws -> (ObjectBuilder<Base?>, ElementTable) {
        let holder = ObjectBuilder<Base?>(plan: .holder, value: nil)
        // Shared by every read of the registry: the delivery writes into whichever holder is the
        // parent, and captures nothing.
        let selector = kinds.shared.document {
            kinds.selector { parent, value in
                unsafeDowncast(parent, to: ObjectBuilder<Base?>.self).value = value
            }
        }
        try selector.validate()
        return (holder, ElementTable(names: NameTable([]), actions: [], fallback: .kinds(selector, isRecord: false)))
    }

    /// Reads a document held in `Data` whose root type is chosen among `kinds`.
    public func read<Base>(_ kinds: XMLKinds<Base>, from data: Data) throws -> Base {
        try read(kinds, from: .data(data))
    }

    /// Reads a document held in a `String` whose root type is chosen among `kinds`.
    public func read<Base>(_ kinds: XMLKinds<Base>, from string: String) throws -> Base {
        try read(kinds, from: .string(string))
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
