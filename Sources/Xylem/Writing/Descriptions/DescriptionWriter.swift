// What description-driven writing carries from object to object: the writer's engine, lent for the
// duration of one write, and whether the outermost element has declared the document's namespaces.
// Values that write themselves (XMLWritable conformances, kept nodes) get an XMLWriter of the
// sink's own type around the same engine for the duration of their call.

/// The state of one description-driven write. Only made by ``XMLWriter``, for one call.
@usableFromInline
struct DescriptionWriter {
    /// The writer's engine, valid for the duration of the call that made this writer.
    let engine: UnsafeMutablePointer<WriterEngine>
    /// Whether the outermost element written from a description has been started, so that the
    /// namespaces of its description graph have been declared on it.
    var declaredNamespaces = false

    init(engine: UnsafeMutablePointer<WriterEngine>) {
        self.engine = engine
    }

    /// Writes `value` with its type's description as an element named `name`.
    @usableFromInline
    mutating func write<T: XMLReadable>(_ value: T, as name: XMLQualifiedName) throws {
        try plan(for: T.self).write(value, as: name, into: &self)
    }

    /// The write plan of `T`, found in the cache the first time the writer meets `T` (see
    /// `WriterEngine.writePlans`).
    func plan<T: XMLReadable>(for _: T.Type) -> WritePlan<T> {
        let type = ObjectIdentifier(T.self)
        let plans = engine.pointee.writePlans
        for index in plans.indices.reversed() where plans[index].type == type {
            return unsafeDowncast(plans[index].plan, to: WritePlan<T>.self)
        }
        let plan = T.cachedDescription.writing.plan
        engine.pointee.writePlans.append((type, plan))
        return plan
    }

    /// Writes `value` as an element named `name` that no enclosing description chose (a value
    /// written on its own): the name is spelled by the value's own description.
    mutating func writeOnItsOwn<T: XMLReadable>(_ value: T, as name: XMLQualifiedName) throws {
        let plan = plan(for: T.self)
        try plan.write(value, as: plan.spelled(name, in: self), into: &self)
    }

    /// Starts an element named `name` for `value`, with its declarations and attributes, and
    /// leaves it open.
    mutating func writeStart<T: XMLReadable>(_ value: T, as name: XMLQualifiedName) throws {
        let plan = plan(for: T.self)
        try plan.writeStart(value, as: plan.spelled(name, in: self), into: &self)
    }

    /// Writes the content of `value` into the element open at the writer.
    mutating func writeContent<T: XMLReadable>(_ value: T) throws {
        try plan(for: T.self).writeContent(value, into: &self)
    }

    /// Writes a value that writes itself (an extension value, a kept node).
    @usableFromInline
    mutating func write(_ value: any XMLWritable) throws {
        try withXMLWriter(WritableBody(value: value))
    }

    /// Runs `body` with an ``XMLWriter`` of the sink's own type over this write's engine.
    mutating func withXMLWriter(_ body: some XMLWriterBody) throws {
        func run<Sink: XMLByteSink>(_: Sink) throws {
            // The engine moves into the writer and back: its buffers are neither copied nor shared.
            var writer = XMLWriter<Sink>(movingEngine: engine.move())
            defer { engine.initialize(to: writer.engine) }
            try body.run(&writer)
        }
        try run(engine.pointee.output.sink)
    }
}

/// Code that needs an ``XMLWriter`` of whatever sink type the engine writes to.
protocol XMLWriterBody {
    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws
}

/// Writes a value that writes itself.
private struct WritableBody: XMLWriterBody {
    let value: any XMLWritable

    func run<Sink: XMLByteSink>(_ writer: inout XMLWriter<Sink>) throws {
        try value.write(to: &writer)
    }
}

extension XMLWriter {
    /// A writer around an engine moved out of another writer.
    init(movingEngine engine: consuming WriterEngine) {
        self.engine = engine
    }
}
