import Foundation
import Hummingbird
import MultipartKit

extension MultipartForm {
    /// Takes a body a chunk at a time: a file part's bytes go to its file as they come, a field's are kept.
    final class Reader {
        private let parser: MultipartParser
        private var form = MultipartForm()
        private var headers: [(String, String)] = []
        private var field = Data()
        private var file: (handle: FileHandle, url: URL, size: Int)?
        private var failure: (any Error)?
        private var made: [URL] = []

        init(boundary: String) throws {
            parser = MultipartParser(boundary: boundary)
            parser.onHeader = { [unowned self] name, value in
                headers.append((name.lowercased(), value))
            }
            parser.onBody = { [unowned self] chunk in
                do { try body(chunk) } catch { failure = failure ?? error }
            }
            parser.onPartComplete = { [unowned self] in
                do { try partComplete() } catch { failure = failure ?? error }
            }
        }

        func take(_ chunk: ByteBuffer) throws {
            do { try parser.execute(chunk) } catch {
                throw WebError.badRequest("invalid_body", "the upload is not whole multipart/form-data")
            }
            if let failure { throw failure }
        }

        func finish() throws -> MultipartForm {
            if let failure { throw failure }
            guard file == nil else { throw WebError.badRequest("invalid_body", "the upload ends before its file does") }
            return form
        }

        /// Removes every file made so far.
        func discard() {
            try? file?.handle.close()
            for url in made { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        }

        private var disposition: String { headers.first { $0.0 == "content-disposition" }?.1 ?? "" }

        private func body(_ chunk: ByteBuffer) throws {
            if file == nil, MultipartForm.parameter("filename", in: disposition) != nil { try open() }
            if var open = file {
                try open.handle.write(contentsOf: chunk.readableBytesView)
                open.size += chunk.readableBytes
                file = open
            } else {
                guard field.count + chunk.readableBytes <= MultipartForm.maximumFieldBytes else {
                    throw WebError(
                        status: .contentTooLarge, code: "body_too_large",
                        message: "a form field is at most \(MultipartForm.maximumFieldBytes >> 20) MB")
                }
                field.append(contentsOf: chunk.readableBytesView)
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
