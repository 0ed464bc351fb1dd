// A module with types named like Xylem's former components, as SwiftUI has `Text`: compiled as a
// module of its own, which ImportsBoth.swift imports beside Xylem.
public struct Text {
    public init(_ content: String) {}
}

public struct Value {
    public init() {}
}

public struct Kind {
    public init() {}
}

public struct Attribute {
    public init() {}
}
