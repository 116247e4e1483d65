/// An `Encoder` that streams a value into a ``JSONWriter`` as its `encode(to:)` runs, building no tree:
/// a document's `Encodable` conformance (what the command line's JSONEncoder writes too) is its one
/// definition, and the web writes it at the hand-written writer's speed. Members come in the order the
/// conformance encodes them; nil optionals are left out, as JSONEncoder leaves them.
///
/// A container stays open until the value that opened it has finished encoding: the caller that asked for
/// the value closes what it opened, so containers close in the order `encode(to:)` calls nest.
struct JSONStreamingEncoder: Encoder {
    /// The writer and the brackets still open, shared by every encoder and container of one document.
    final class Stream {
        var writer: JSONWriter
        var open: [UInt8] = []

        init(capacity: Int) {
            writer = JSONWriter(capacity: capacity)
        }

        /// Writes `value`: scalars at once, anything else through its `encode(to:)`, whose containers are
        /// closed once it returns.
        func write<Value: Encodable>(_ value: Value, at codingPath: [any CodingKey]) throws {
            switch value {
            case let text as String: writer.string(text)
            case let number as Int: writer.value(number)
            case let number as Double: writer.value(number)
            case let flag as Bool: writer.value(flag)
            default:
                let mark = open.count
                try value.encode(to: JSONStreamingEncoder(stream: self, codingPath: codingPath))
                close(downTo: mark)
            }
        }

        func openContainer(array: Bool) {
            open.append(writer.openContainer(array: array))
        }

        func close(downTo mark: Int) {
            while open.count > mark { writer.closeContainer(open.removeLast()) }
        }
    }

    /// The JSON of `value`.
    static func encode(_ value: some Encodable, capacity: Int = 8 << 10) throws -> [UInt8] {
        let stream = Stream(capacity: capacity)
        try stream.write(value, at: [])
        return stream.writer.bytes
    }

    let stream: Stream
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        stream.openContainer(array: false)
        return KeyedEncodingContainer(Keyed<Key>(stream: stream, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        stream.openContainer(array: true)
        return Unkeyed(stream: stream, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        Single(stream: stream, codingPath: codingPath)
    }
}
