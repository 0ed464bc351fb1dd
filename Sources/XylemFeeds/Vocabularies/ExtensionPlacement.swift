// Where a vocabulary's elements are declared: on the object whose description holds the lines, or
// inside a type below it (an Atom entry, for a feed's reader). Each declaration is made with its
// element type written out: the reader's delivery of an element is then compiled for that type,
// where a declaration made from an `any XMLExtension.Type` reads every element through generic
// code that asks the runtime for boxes and metadata.

import Xylem

/// Makes the declaration of one element type at one place.
protocol ExtensionPlacement {
    func declare<E: XMLExtension>(_ type: E.Type) -> XMLExtensionDeclaration
}

/// Declarations for the object whose description holds them.
struct OnTheObject: ExtensionPlacement {
    func declare<E: XMLExtension>(_ type: E.Type) -> XMLExtensionDeclaration { XMLExtensionDeclaration(type) }
}

/// Declarations for objects of type `Parent` below the one whose description holds them.
struct InsideType<Parent: XMLExtensible>: ExtensionPlacement {
    func declare<E: XMLExtension>(_ type: E.Type) -> XMLExtensionDeclaration {
        XMLExtensionDeclaration(type, inside: Parent.self)
    }
}
