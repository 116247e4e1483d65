import Foundation

/// Reads the files of a zip (PKWARE's APPNOTE: the end record, the central directory, each entry's local
/// header; ZIP64's sizes and offsets; stored and deflated entries) from bytes it does not trust. Every
/// offset and size is checked against the bytes before it is used, so a damaged or hostile zip is refused
/// with a ``Damaged`` reason, never a trap or a loop; what an entry unpacks to is capped as it is inflated.
struct ZipReader {
    /// Why the zip cannot be read, in words.
    struct Damaged: Error, CustomStringConvertible {
        let description: String
    }

    /// A file of the zip, as its central directory describes it.
    struct Entry {
        let path: String
        let method: UInt16
        let flags: UInt16
        let crc32: UInt32
        let compressedSize: Int
        let size: Int
        let localHeader: Int

        var isDirectory: Bool { path.hasSuffix("/") }
        var isEncrypted: Bool { flags & 1 != 0 }
    }

    let bytes: Data
    let entries: [Entry]

    init(_ bytes: Data) throws(Damaged) {
        self.bytes = bytes
        let bytes = Bytes(bytes)
        let end = try Self.endRecord(in: bytes)
        entries = try Self.centralDirectory(in: bytes, from: end.offset, count: end.count, size: end.size)
    }

    /// The entry's bytes: checked against its CRC-32 and size, and refused past `budget` bytes (which it
    /// lowers by what it unpacks).
    func contents(of entry: Entry, budget: inout Int) throws -> Data {
        guard !entry.isEncrypted else { throw Damaged(description: "\(entry.path) in it is encrypted") }
        let bytes = Bytes(self.bytes)
        let local = entry.localHeader
        guard bytes.uint32(at: local) == 0x0403_4B50, let nameLength = bytes.uint16(at: local + 26),
            let extraLength = bytes.uint16(at: local + 28)
        else { throw Damaged(description: "\(entry.path) in it has no header") }
        let start = local + 30 + Int(nameLength) + Int(extraLength)
        guard let data = bytes.slice(start, entry.compressedSize) else {
            throw Damaged(description: "\(entry.path) in it ends before its data does")
        }
        guard entry.size <= budget else { throw Unpacked.tooLarge }
        let contents: Data
        switch entry.method {
        case 0: contents = data
        case 8: contents = try Inflater.inflate(data, expecting: entry.size, path: entry.path)
        default: throw Damaged(description: "\(entry.path) in it is packed in a way this site does not read")
        }
        guard contents.count == entry.size, Gzip.crc32(of: contents) == entry.crc32 else {
            throw Damaged(description: "\(entry.path) in it is damaged")
        }
        budget -= contents.count
        return contents
    }

    /// What the entries unpack to is over the budget.
    enum Unpacked: Error { case tooLarge }
}
