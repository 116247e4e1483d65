import Foundation
import Hummingbird
import HummingbirdTesting
import MoviesTestSupport
import Testing

@testable import MoviesWeb

/// Uploads whose `multipart/form-data` is malformed: a boundary that is empty, quoted empty, too long or
/// of characters RFC 2046 does not allow is a 400 before the parser (which traps on an empty one) sees it,
/// on the API and on the import page, and the server goes on answering.
@Suite struct MultipartFuzzTests {
    static let badTypes = [
        "multipart/form-data; boundary=", "multipart/form-data; boundary=\"\"", "multipart/form-data;boundary= ",
        "multipart/form-data; boundary=\(String(repeating: "x", count: 71))", "multipart/form-data; boundary=a\u{7}b",
        "multipart/form-data; boundary=é", "multipart/form-data; boundary=\"a b \"", "multipart/form-data",
        "multipart/form-datax; boundary=abc", "multipart/form-data; boundary",
    ]

    @Test(arguments: badTypes)
    func aBadBoundaryIsRefusedOnTheAPIAndThePageAndTheServerGoesOn(_ type: String) async throws {
        try await WebTestApp.make().test(.router) { client in
            let member = MemberPagesTests.Browser(client)
            _ = try await member.signUp("ana")
            let token = try await member.pageToken()
            let body = ByteBuffer(
                string: "--\r\nContent-Disposition: form-data; name=\"token\"\r\n\r\n\(token)\r\n--\r\n")
            for uri in ["/api/imports", "/settings/import"] {
                let headers: HTTPFields = [
                    .contentType: type, .cookie: member.cookieHeader, .origin: "http://localhost",
                ]
                let answer = try await client.execute(uri: uri, method: .post, headers: headers, body: body)
                #expect(answer.status == .badRequest, "\(uri) with \(type)")
            }
            #expect(try await client.execute(uri: "/health", method: .get).status == .ok)
        }
    }

    @Test func aBoundaryIsReadAsRFC2046WritesIt() {
        #expect(MultipartBoundary.of("multipart/form-data; boundary=----WebKitFormBoundary7MA4YWxk") != nil)
        #expect(
            MultipartBoundary.of("Multipart/Form-Data; charset=utf-8; BOUNDARY=\"gc0p4Jq0M2Yt08j34c0p\"")
                == "gc0p4Jq0M2Yt08j34c0p")
        #expect(MultipartBoundary.of("multipart/form-data; boundary=\"with space inside\"") == "with space inside")
        #expect(MultipartBoundary.of("multipart/form-data; boundary=\(String(repeating: "x", count: 70))") != nil)
        for type in Self.badTypes { #expect(MultipartBoundary.of(type) == nil, "\(type)") }
    }

    /// The reader's entry point fed malformed boundaries and bodies, cut at random places: each is read or
    /// refused, never a trap. `FUZZ_ITERATIONS` sets how many (default 3,000).
    @Test func theReaderRefusesMalformedBodiesWithoutTrapping() throws {
        var input = HostileInput(seed: HostileInput.seed)
        var random = SplitMix64(seed: HostileInput.seed)
        var read = 0
        for _ in 0..<HostileInput.iterations(default: 3_000) {
            let boundary = input.pick(["", "b", "abc", String(input.text().prefix(80)), "--", "\r\n", "x y"])
            let type = input.pick(["multipart/form-data; boundary=", "multipart/form-data;boundary=\""]) + boundary
            var body = Array(Self.wellFormed(boundary: boundary, input: &input).utf8)
            for _ in 0..<Int(random.next() % 6) {
                guard !body.isEmpty else { break }
                let at = Int(random.next() % UInt64(body.count))
                switch random.next() % 4 {
                case 0: body[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: body.removeSubrange(at...)
                case 2: body.insert(contentsOf: Array("\r\n--\(boundary)".utf8), at: at)
                default: body.remove(at: at)
                }
            }
            if let read = MultipartBoundary.of(type) {
                #expect(MultipartBoundary.checked(read) == read, "only a boundary RFC 2046 allows is read")
            }
            guard MultipartBoundary.checked(boundary) != nil else {
                #expect(throws: WebError.self) { try MultipartForm.Reader(boundary: boundary) }
                continue
            }
            let reader = try MultipartForm.Reader(boundary: boundary)
            defer { reader.discard() }
            do {
                var rest = body[...]
                while !rest.isEmpty {
                    let size = 1 + Int(random.next() % 64)
                    try reader.take(ByteBuffer(bytes: rest.prefix(size)))
                    rest = rest.dropFirst(size)
                }
                let form = try reader.finish()
                form.discard()
                read += 1
            } catch is WebError {}
        }
        #expect(read > 0, "some bodies are whole enough to read")
    }

    /// A file that holds what begins like its delimiter, a part with no headers and one with padding after
    /// its delimiter, read the same however the body is cut into chunks.
    @Test(arguments: [1, 2, 3, 7, 16, 61, 4096])
    func aBodyIsReadTheSameWhateverItsChunks(_ size: Int) throws {
        let file = "Date,Name\r\n--xyzz\r\n\r\n--xyz\r\n-xyzzy\r2024-01-02,Heat\r\n"
        let body =
            "preamble to ignore\r\n--xyzzy\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\ntrue\r\n"
            + "--xyzzy  \t\r\ncontent-disposition:form-data; name=\"file\"; filename=\"diary.csv\"\r\n\r\n\(file)\r\n"
            + "--xyzzy\r\n\r\nno headers\r\n--xyzzy--\r\nepilogue"
        let reader = try MultipartForm.Reader(boundary: "xyzzy")
        defer { reader.discard() }
        var rest = Array(body.utf8)[...]
        while !rest.isEmpty {
            try reader.take(ByteBuffer(bytes: rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        let form = try reader.finish()
        #expect(form.fields == ["dryRun": "true"])
        let upload = try #require(form.files["file"])
        #expect(upload.name == "diary.csv")
        #expect(try String(contentsOf: upload.url, encoding: .utf8) == file)
    }

    @Test func aBodyThatStopsBeforeItsCloseDelimiterIsRefused() throws {
        let reader = try MultipartForm.Reader(boundary: "b")
        defer { reader.discard() }
        try reader.take(ByteBuffer(string: "--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n"))
        #expect(throws: WebError.self) { try reader.finish() }
        #expect(throws: WebError.self) {
            try reader.take(
                ByteBuffer(bytes: [0x2D, 0x2D, 0x62, 0x0D, 0x0A, 0xC3, 0x3A, 0x78, 0x0D, 0x0A, 0x0D, 0x0A]))
        }
    }

    private static func wellFormed(boundary: String, input: inout HostileInput) -> String {
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"dryRun\"\r\n\r\ntrue\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(input.text().prefix(20))\"\r\n"
            + "Content-Type: text/csv\r\n\r\nDate,Name,Year\r\n2024-01-02,\(input.text().prefix(40)),1972\r\n"
            + "--\(boundary)--\r\n"
    }
}
