import CSystemZlib
import Foundation

/// The app's own text files gzipped once, as they are read: a phone on a slow network fetches a third of
/// the bytes. Pages are not: they carry a form token beside what a visitor typed.
enum GzipText {
    /// `data` in gzip's format at zlib's best compression; nil if zlib fails, and the file is sent as it is.
    static func compress(_ data: Data) -> Data? {
        var stream = z_stream()
        // 15 window bits + 16: a gzip header and trailer rather than zlib's own.
        guard
            deflateInit2_(
                &stream, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                Int32(MemoryLayout<z_stream>.size)) == Z_OK
        else { return nil }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))) + 32)
        let status = data.withUnsafeBytes { input in
            output.withUnsafeMutableBufferPointer { buffer in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = buffer.baseAddress
                stream.avail_out = uInt(buffer.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Data(output.prefix(Int(stream.total_out)))
    }

    /// Whether a request's `Accept-Encoding` takes gzip (and does not refuse it with `q=0`).
    static func isAccepted(by header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            let weight = pieces.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            return (pieces.first == "gzip" || pieces.first == "*") && weight > 0
        }
    }
}
