import Foundation
import Hummingbird

extension MultipartForm {
    /// Takes a body a chunk at a time: a file part's bytes go to its file as they come, a field's are kept.
    final class Reader {
        private let parser: MultipartParser
        private var form = MultipartForm()
        private var headers: [(String, String)] = []
        private var field = Data()
        private var file: (handle: FileHandle, url: URL, size: Int)?
        private var made: [URL] = []

        /// Refuses a boundary RFC 2046 does not allow before the parser, which traps on an empty one, sees it.
        init(boundary: String) throws {
            guard let boundary = MultipartBoundary.checked(boundary) else {
                throw WebError.badRequest("invalid_body", "the multipart/form-data boundary is not a valid one")
            }
            parser = MultipartParser(boundary: boundary)
            parser.onHeaders = { [unowned self] headers in
                self.headers = headers.map { ($0.name.lowercased(), $0.value) }
            }
            parser.onBody = { [unowned self] bytes in try body(bytes) }
            parser.onPartComplete = { [unowned self] in try partComplete() }
        }

        func take(_ chunk: ByteBuffer) throws {
            do { try parser.take(chunk.readableBytesView) } catch is MultipartParser.Malformed {
                throw WebError.badRequest("invalid_body", "the upload is not whole multipart/form-data")
            }
        }

        func finish() throws -> MultipartForm {
            guard parser.isComplete, file == nil else {
                throw WebError.badRequest("invalid_body", "the upload ends before its last part does")
            }
            return form
        }

        /// Removes every file made so far.
        func discard() {
            try? file?.handle.close()
            for url in made { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        }

        private var disposition: String { headers.first { $0.0 == "content-disposition" }?.1 ?? "" }

        private func body(_ chunk: ArraySlice<UInt8>) throws {
            if file == nil, MultipartForm.parameter("filename", in: disposition) != nil { try open() }
            if var open = file {
                try open.handle.write(contentsOf: chunk)
                open.size += chunk.count
                file = open
            } else {
                guard field.count + chunk.count <= MultipartForm.maximumFieldBytes else {
                    throw WebError(
                        status: .contentTooLarge, code: "body_too_large",
                        message: "a form field is at most \(MultipartForm.maximumFieldBytes >> 20) MB")
                }
                field.append(contentsOf: chunk)
            }
        }

        private func partComplete() throws {
            defer {
                headers = []
                field = Data()
            }
            guard let name = MultipartForm.parameter("name", in: disposition) else {
                if let open = file { try open.handle.close() }
                file = nil
                return
            }
            if let filename = MultipartForm.parameter("filename", in: disposition) {
                if file == nil { try open() }  // an empty file has no body
                guard let open = file else { return }
                try open.handle.close()
                file = nil
                form.files[name]?.discard()
                form.files[name] = UploadedFile(name: filename, url: open.url, size: open.size)
            } else if form.fields.count < 64 {
                form.fields[name] = String(decoding: field, as: UTF8.self)
            }
        }

        /// A new file in a folder of its own that only this user may enter.
        private func open() throws {
            let folder = FileManager.default.temporaryDirectory
                .appendingPathComponent("movies-upload-\(UUID().uuidString.lowercased())")
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            let url = folder.appendingPathComponent("upload")
            guard
                FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
            else {
                throw WebError(
                    status: .serviceUnavailable, code: "unavailable", message: "the upload could not be kept")
            }
            made.append(url)
            file = (try FileHandle(forWritingTo: url), url, 0)
        }
    }
}
