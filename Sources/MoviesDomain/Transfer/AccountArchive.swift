public import Foundation

/// A member's export as one file: its name, as a download suggests it, and its bytes.
public struct AccountArchive: Sendable, Equatable {
    public let fileName: String
    public let bytes: Data

    public init(fileName: String, bytes: Data) {
        self.fileName = fileName
        self.bytes = bytes
    }
}
