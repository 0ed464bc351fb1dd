// The description components' former names. They were unprefixed top-level types, and a file that
// imported SwiftUI (`Text`) or declared its own `Value` or `Kind` met an ambiguity or a silent
// shadowing. The old spellings stay for one release, deprecated, behind the package trait
// `DeprecatedComponentNames`, which is on by default: a package that depends on Xylem with
// `traits: []` sees only the `XML` names, and so can import SwiftUI beside Xylem today.

#if DeprecatedComponentNames

/// The former name of ``XMLChildText``.
@available(*, deprecated, renamed: "XMLChildText")
public typealias Text<Model> = XMLChildText<Model>

/// The former name of ``XMLChildValue``.
@available(*, deprecated, renamed: "XMLChildValue")
public typealias Value<Model> = XMLChildValue<Model>

/// The former name of ``XMLChildValues``.
@available(*, deprecated, renamed: "XMLChildValues")
public typealias Values<Model> = XMLChildValues<Model>

/// The former name of ``XMLAttribute``.
@available(*, deprecated, renamed: "XMLAttribute")
public typealias Attribute<Model> = XMLAttribute<Model>

/// The former name of ``XMLTextContent``.
@available(*, deprecated, renamed: "XMLTextContent")
public typealias TextContent<Model> = XMLTextContent<Model>

/// The former name of ``XMLChild``.
@available(*, deprecated, renamed: "XMLChild")
public typealias Child<Model> = XMLChild<Model>

/// The former name of ``XMLChildren``.
@available(*, deprecated, renamed: "XMLChildren")
public typealias Children<Model> = XMLChildren<Model>

/// The former name of ``XMLCase``.
@available(*, deprecated, renamed: "XMLCase")
public typealias Case<Output> = XMLCase<Output>

/// The former name of ``XMLKind``.
@available(*, deprecated, renamed: "XMLKind")
public typealias Kind<Base> = XMLKind<Base>

/// The former name of ``XMLFlatten``.
@available(*, deprecated, renamed: "XMLFlatten")
public typealias Flatten<Model> = XMLFlatten<Model>

/// An older name of ``XMLFlatten``, which keeps an element's children and drops only the element.
@available(
    *, deprecated, renamed: "XMLFlatten", message: "Skip keeps the element's children: it is named XMLFlatten now"
)
public typealias Skip<Model> = XMLFlatten<Model>

/// The former name of ``XMLIgnore``.
@available(*, deprecated, renamed: "XMLIgnore")
public typealias Ignore<Model> = XMLIgnore<Model>

/// The former name of ``XMLInnerXML``.
@available(*, deprecated, renamed: "XMLInnerXML")
public typealias RawXML<Model> = XMLInnerXML<Model>

/// The former name of ``XMLOnComplete``.
@available(*, deprecated, renamed: "XMLOnComplete")
public typealias OnComplete<Model> = XMLOnComplete<Model>

/// The former name of ``XMLRequired``.
@available(*, deprecated, renamed: "XMLRequired")
public typealias Required<Model> = XMLRequired<Model>

/// The former name of ``XMLExtensionPoint``.
@available(*, deprecated, renamed: "XMLExtensionPoint")
public typealias Extensions<Model> = XMLExtensionPoint<Model>

/// The former name of ``XMLExtensionDeclaration``.
@available(*, deprecated, renamed: "XMLExtensionDeclaration")
public typealias Extension = XMLExtensionDeclaration

#endif
