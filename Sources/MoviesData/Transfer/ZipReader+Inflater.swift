import CSystemZlib
import Foundation

extension ZipReader {
    /// Raw deflate (RFC 1951), inflated with the system zlib into at most the size the zip declares: a
    /// stream that would give more, ends early or is not deflate is refused.
    enum Inflater {
        static func inflate(_ compressed: Data, expecting size: Int, path: String) throws(Damaged) -> Data {
            let damaged = Damaged(description: "\(path) in it is damaged")
            var stream = z_stream()
            // Negative window bits: a raw deflate stream, with no zlib or gzip header.
            guard inflateInit2_(&stream, -15, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
                throw damaged
            }
            defer { inflateEnd(&stream) }
            // One byte more than declared, so a stream that would give more is caught.
            var output = [UInt8](repeating: 0, count: size + 1)
            let status = compressed.withUnsafeBytes { (input: UnsafeRawBufferPointer) -> Int32 in
                output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                    stream.avail_in = uInt(input.count)
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return CSystemZlib.inflate(&stream, Z_FINISH)
                }
            }
            let produced = output.count - Int(stream.avail_out)
            guard status == Z_STREAM_END, produced == size else { throw damaged }
            return Data(output[..<produced])
        }
    }
}
