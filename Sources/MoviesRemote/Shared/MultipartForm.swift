import Foundation

/// A `multipart/form-data` body, as a browser sends a form with a file: text fields and files, each a
/// part between boundaries no part holds.
struct MultipartForm {
    private var parts: [(name: String, fileName: String?, bytes: Data)] = []
    let boundary = "movies-" + UUID().uuidString

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    mutating func add(_ name: String, _ value: String) {
        parts.append((name, nil, Data(value.utf8)))
    }

    mutating func add(_ name: String, file bytes: Data, named fileName: String) {
        parts.append((name, fileName, bytes))
    }

    var body: Data {
        var body = Data()
        for part in parts {
            // A file's name is the form's to quote: quotes and line breaks in it become `_`.
            let fileName = part.fileName.map {
                "; filename=\"\($0.map { "\"\r\n".contains($0) ? "_" : String($0) }.joined())\""
            }
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\"".utf8))
            body.append(Data("\(fileName ?? "")\r\n".utf8))
            if part.fileName != nil { body.append(Data("Content-Type: application/octet-stream\r\n".utf8)) }
            body.append(Data("\r\n".utf8))
            body.append(part.bytes)
            body.append(Data("\r\n".utf8))
        }
        body.append(Data("--\(boundary)--\r\n".utf8))
        return body
    }
}
