/// Reads a `multipart/form-data` body (RFC 7578 over RFC 2046) as it streams in, a chunk at a time: each
/// part's headers, then its bytes (a file's go on as they come, holding back only what could begin a
/// delimiter), then its end. Whatever it is given, it reads or refuses with ``Malformed``; it never traps.
final class MultipartParser {
    /// The body is not `multipart/form-data` with this boundary.
    struct Malformed: Error {}

    /// The most bytes a part's headers may take.
    static let maximumHeaderBytes = 16 * 1024

    private enum State { case preamble, headers, body, epilogue }

    var onHeaders: ([(name: String, value: String)]) throws -> Void = { _ in }
    var onBody: (ArraySlice<UInt8>) throws -> Void = { _ in }
    var onPartComplete: () throws -> Void = {}

    /// `CRLF--boundary`: what ends a part's bytes.
    private let delimiter: [UInt8]
    private var state = State.preamble
    private var pending: [UInt8] = []

    /// `boundary` has been checked by ``MultipartBoundary``.
    init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
        // The first delimiter may begin the body, without the line break before it.
        pending = Array("\r\n".utf8)
    }

    var isComplete: Bool { state == .epilogue }

    func take(_ bytes: some Sequence<UInt8>) throws {
        guard state != .epilogue else { return }  // after the close delimiter: ignored, as RFC 2046 says
        pending.append(contentsOf: bytes)
        var start = 0
        defer { pending.removeFirst(start) }
        while true {
            switch state {
            case .preamble:
                guard let found = Self.find(delimiter, in: pending, from: start) else {
                    start = max(start, pending.count - delimiter.count + 1)
                    return
                }
                guard let next = try afterDelimiter(found + delimiter.count) else {
                    start = found
                    return
                }
                start = next
            case .headers:
                guard let end = Self.find(Self.blankLine, in: pending, from: start) else {
                    guard pending.count - start <= Self.maximumHeaderBytes else { throw Malformed() }
                    return
                }
                guard end - start <= Self.maximumHeaderBytes else { throw Malformed() }
                try onHeaders(try Self.headers(pending[start..<end]))
                start = end + Self.blankLine.count
                state = .body
            case .body:
                guard let found = Self.find(delimiter, in: pending, from: start) else {
                    // Keep what could be the start of a delimiter cut by the chunk's end.
                    let safe = max(start, pending.count - delimiter.count + 1)
                    if safe > start { try onBody(pending[start..<safe]) }
                    start = safe
                    return
                }
                guard let next = try afterDelimiter(found + delimiter.count) else {
                    if found > start { try onBody(pending[start..<found]) }
                    start = found
                    return
                }
                if found > start { try onBody(pending[start..<found]) }
                try onPartComplete()
                start = next
            case .epilogue:
                start = pending.count
                return
            }
        }
    }

    /// After a delimiter: `--` closes the body; otherwise optional spaces and a line break begin a part's
    /// headers (a part with none begins with the blank line at once). Nil until enough bytes are here.
    private func afterDelimiter(_ index: Int) throws -> Int? {
        var index = index
        guard index + 1 < pending.count else { return nil }
        if pending[index] == UInt8(ascii: "-"), pending[index + 1] == UInt8(ascii: "-") {
            state = .epilogue
            return pending.count
        }
        // Transport padding, which RFC 2046 allows after a delimiter: a line's worth at most.
        let padding = pending[index...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        guard padding <= 80 else { throw Malformed() }
        index += padding
        guard index + 1 < pending.count else { return nil }
        guard pending[index] == UInt8(ascii: "\r"), pending[index + 1] == UInt8(ascii: "\n") else { throw Malformed() }
        // The headers begin with this line break; a part with none has its blank line at once.
        state = .headers
        return index
    }

    private static let blankLine = Array("\r\n\r\n".utf8)

    /// `name: value` lines after the line break that begins them; a name is an RFC 7230 token.
    private static func headers(_ block: ArraySlice<UInt8>) throws -> [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        for line in block.split(separator: UInt8(ascii: "\n")) {
            let line = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            guard !line.isEmpty else { continue }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                line[..<colon].allSatisfy(isTokenByte)
            else { throw Malformed() }
            let name = String(decoding: line[..<colon], as: UTF8.self)
            let value = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            headers.append((name, value))
        }
        return headers
    }

    /// RFC 7230's `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// Where `needle` first begins in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count - start >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            guard let candidate = haystack[index...last].firstIndex(of: first) else { return nil }
            if haystack[candidate..<candidate + needle.count].elementsEqual(needle) { return candidate }
            index = candidate + 1
        }
        return nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " || text.first == "\t" { text = text.dropFirst() }
        while text.last == " " || text.last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
