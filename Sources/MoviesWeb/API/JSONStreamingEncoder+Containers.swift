extension JSONStreamingEncoder {
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let stream: Stream
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) {
            stream.writer.key(key.stringValue)
            stream.writer.null()
        }

        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            stream.writer.key(key.stringValue)
            try stream.write(value, at: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type, forKey key: Key
        ) -> KeyedEncodingContainer<NestedKey> {
            stream.writer.key(key.stringValue)
            stream.openContainer(array: false)
            return KeyedEncodingContainer(Keyed<NestedKey>(stream: stream, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            stream.writer.key(key.stringValue)
            stream.openContainer(array: true)
            return Unkeyed(stream: stream, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder {
            JSONStreamingEncoder(stream: stream, codingPath: codingPath)
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            stream.writer.key(key.stringValue)
            return JSONStreamingEncoder(stream: stream, codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let stream: Stream
        let codingPath: [any CodingKey]
        private(set) var count = 0

        init(stream: Stream, codingPath: [any CodingKey]) {
            self.stream = stream
            self.codingPath = codingPath
        }

        mutating func encodeNil() {
            stream.writer.null()
            count += 1
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try stream.write(value, at: codingPath)
            count += 1
        }

        mutating func nestedContainer<NestedKey: CodingKey>(
            keyedBy keyType: NestedKey.Type
        ) -> KeyedEncodingContainer<NestedKey> {
            count += 1
            stream.openContainer(array: false)
            return KeyedEncodingContainer(Keyed<NestedKey>(stream: stream, codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            stream.openContainer(array: true)
            return Unkeyed(stream: stream, codingPath: codingPath)
        }

        mutating func superEncoder() -> any Encoder {
            count += 1
            return JSONStreamingEncoder(stream: stream, codingPath: codingPath)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let stream: Stream
        let codingPath: [any CodingKey]

        mutating func encodeNil() {
            stream.writer.null()
        }

        mutating func encode<Value: Encodable>(_ value: Value) throws {
            try stream.write(value, at: codingPath)
        }
    }
}
