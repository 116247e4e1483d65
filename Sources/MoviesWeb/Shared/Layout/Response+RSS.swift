import Hummingbird

extension Response {
    /// An RSS document, private to its reader: what it shows may turn private, and a shared cache would
    /// go on serving it.
    static func rss(_ xml: Markup) -> Response {
        Response(
            status: .ok,
            headers: [.contentType: "application/rss+xml; charset=utf-8", .cacheControl: "private, max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: xml.html)))
    }
}
