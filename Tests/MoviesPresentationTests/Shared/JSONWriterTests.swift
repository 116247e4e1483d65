import Foundation
import MoviesPresentation
import Testing

@Suite struct JSONWriterTests {
    @Test(arguments: [
        "plain", "", "quote \" backslash \\ slash /", "new\nline\ttab\rreturn", "\u{0}\u{1}\u{1F}\u{7F}",
        "Amélie 🎬 영화 مرحبا", "</script><script>alert(1)</script>",
    ])
    func stringsReadBackAsWritten(text: String) throws {
        var json = JSONWriter()
        json.object { json in
            json.member("text", text)
            json.member("list", [text, text])
        }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.bytes)) as? [String: Any])
        #expect(object["text"] as? String == text)
        #expect(object["list"] as? [String] == [text, text])
    }

    @Test func numbersAndMissingValues() throws {
        var json = JSONWriter()
        json.object { json in
            json.member("whole", 7.0)
            json.member("fraction", 7.4)
            json.member("count", -12)
            json.member("missing", nil as String?)
            json.key("empty")
            json.array([String]()) { $0.string($1) }
        }
        #expect(String(decoding: json.bytes, as: UTF8.self) == #"{"whole":7,"fraction":7.4,"count":-12,"empty":[]}"#)
    }
}
