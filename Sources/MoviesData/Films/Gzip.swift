import CSystemZlib
import Foundation

/// Inflates gzip data with the system zlib.
enum Gzip {
    struct Error: Swift.Error, CustomStringConvertible {
        let description: String
    }

    static func decompress(_ compressed: Data) throws(Error) -> Data {
        var stream = z_stream()
        // 15 window bits + 16: expect a gzip header rather than a raw zlib one.
        guard inflateInit2_(&stream, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Error(description: "zlib could not start inflating")
        }
        defer { inflateEnd(&stream) }

        var output = Data()
        let chunkSize = 1 << 20
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        var status: Int32 = Z_OK
        compressed.withUnsafeBytes { (input: UnsafeRawBufferPointer) in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(chunkSize)
                    status = inflate(&stream, Z_NO_FLUSH)
                    output.append(buffer.baseAddress!, count: chunkSize - Int(stream.avail_out))
                }
            } while status == Z_OK
        }
        guard status == Z_STREAM_END else {
            throw Error(description: "the catalog resource is not valid gzip data (zlib status \(status))")
        }
        return output
    }

    /// zlib's CRC-32 of `data`, used to notice that a resource changed.
    static func crc32(of data: Data) -> UInt32 {
        data.withUnsafeBytes { bytes in
            UInt32(CSystemZlib.crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count)))
        }
    }
}
