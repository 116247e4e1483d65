import Hummingbird
import MoviesDomain

extension AccountArchive {
    /// The zip as a download: named, never cached (it is one member's data).
    var download: Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/zip"
        headers[.contentDisposition] = "attachment; filename=\"\(fileName.filter { $0.isASCII && $0 != "\"" })\""
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
