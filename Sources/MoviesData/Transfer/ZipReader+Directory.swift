import Foundation

extension ZipReader {
    /// Where the central directory is, how many entries and bytes it has: from the end record, or from
    /// ZIP64's when the end record says to look there.
    static func endRecord(in bytes: Bytes) throws(Damaged) -> (offset: Int, count: Int, size: Int) {
        // The end record is 22 bytes and a comment of at most 65,535, at the very end.
        let earliest = max(0, bytes.count - 22 - 0xFFFF)
        var at = bytes.count - 22
        while at >= earliest, bytes.uint32(at: at) != 0x0605_4B50 { at -= 1 }
        guard at >= earliest, let count = bytes.uint16(at: at + 10), let size = bytes.uint32(at: at + 12),
            let offset = bytes.uint32(at: at + 16)
        else { throw Damaged(description: "it is not a whole zip") }
        guard count == 0xFFFF || size == 0xFFFF_FFFF || offset == 0xFFFF_FFFF else {
            return (Int(offset), Int(count), Int(size))
        }
        // ZIP64: a locator just before the end record points at the ZIP64 end record.
        guard bytes.uint32(at: at - 20) == 0x0706_4B50, let record = bytes.int64(at: at - 12),
            bytes.uint32(at: record) == 0x0606_4B50, let count64 = bytes.int64(at: record + 32),
            let size64 = bytes.int64(at: record + 40), let offset64 = bytes.int64(at: record + 48)
        else { throw Damaged(description: "it is not a whole zip") }
        return (offset64, count64, size64)
    }

    static func centralDirectory(in bytes: Bytes, from offset: Int, count: Int, size: Int) throws(Damaged) -> [Entry] {
        // Each entry takes at least 46 bytes: a count larger than the directory could hold is a lie.
        guard bytes.slice(offset, size) != nil, count <= size / 46 else {
            throw Damaged(description: "its list of files is damaged")
        }
        var entries: [Entry] = []
        var at = offset
        for _ in 0..<count {
            guard bytes.uint32(at: at) == 0x0201_4B50, let flags = bytes.uint16(at: at + 8),
                let method = bytes.uint16(at: at + 10), let crc = bytes.uint32(at: at + 16),
                let compressed = bytes.uint32(at: at + 20), let size = bytes.uint32(at: at + 24),
                let nameLength = bytes.uint16(at: at + 28), let extraLength = bytes.uint16(at: at + 30),
                let commentLength = bytes.uint16(at: at + 32), let local = bytes.uint32(at: at + 42),
                let name = bytes.slice(at + 46, Int(nameLength)),
                let extra = bytes.slice(at + 46 + Int(nameLength), Int(extraLength))
            else { throw Damaged(description: "its list of files is damaged") }
            var sizes = (size: Int(size), compressed: Int(compressed), local: Int(local))
            try wide(&sizes, from: extra, in: bytes)
            entries.append(
                Entry(
                    path: String(decoding: name, as: UTF8.self), method: method, flags: flags, crc32: crc,
                    compressedSize: sizes.compressed, size: sizes.size, localHeader: sizes.local))
            at += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        return entries
    }

    /// ZIP64's extra field (0x0001): the 64-bit values of the fields the entry left at 0xFFFFFFFF, in order.
    private static func wide(
        _ sizes: inout (size: Int, compressed: Int, local: Int), from extra: Data, in bytes: Bytes
    ) throws(Damaged) {
        guard sizes.size == 0xFFFF_FFFF || sizes.compressed == 0xFFFF_FFFF || sizes.local == 0xFFFF_FFFF else {
            return
        }
        let fields = Bytes(extra)
        var at = 0
        while let id = fields.uint16(at: at), let length = fields.uint16(at: at + 2) {
            guard id == 0x0001 else {
                at += 4 + Int(length)
                continue
            }
            var next = at + 4
            func value() throws(Damaged) -> Int {
                guard next + 8 <= at + 4 + Int(length), let value = fields.int64(at: next) else {
                    throw Damaged(description: "its list of files is damaged")
                }
                next += 8
                return value
            }
            if sizes.size == 0xFFFF_FFFF { sizes.size = try value() }
            if sizes.compressed == 0xFFFF_FFFF { sizes.compressed = try value() }
            if sizes.local == 0xFFFF_FFFF { sizes.local = try value() }
            return
        }
        throw Damaged(description: "its list of files is damaged")
    }
}

/// Little-endian reads of bytes that answer nil, never trap, past the end.
struct Bytes {
    let data: Data

    init(_ data: Data) {
        self.data = data
    }

    var count: Int { data.count }

    func slice(_ offset: Int, _ length: Int) -> Data? {
        guard offset >= 0, length >= 0, offset <= data.count, length <= data.count - offset else { return nil }
        let start = data.startIndex + offset
        return data[start..<start + length]
    }

    func uint16(at offset: Int) -> UInt16? { integer(at: offset, width: 2).map { UInt16($0) } }
    func uint32(at offset: Int) -> UInt32? { integer(at: offset, width: 4).map { UInt32($0) } }

    /// A 64-bit field, nil when it does not fit an `Int` (no real zip is 2^63 bytes).
    func int64(at offset: Int) -> Int? {
        integer(at: offset, width: 8).flatMap { $0 > UInt64(Int.max) ? nil : Int($0) }
    }

    private func integer(at offset: Int, width: Int) -> UInt64? {
        guard let bytes = slice(offset, width) else { return nil }
        return bytes.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
