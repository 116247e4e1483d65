/// The words of moving a member's data out (the export) and in (imports from other sites).
public struct TransferStrings: Sendable {
    /// Settings' section: "Your data".
    public let heading: String
    public let exportIntro: String
    public let exportButton: String

    public init(heading: String, exportIntro: String, exportButton: String) {
        self.heading = heading
        self.exportIntro = exportIntro
        self.exportButton = exportButton
    }
}

extension Strings {
    public var transfer: TransferStrings {
        switch language {
        case .english: .english
        case .spanish: .spanish
        case .korean: .korean
        }
    }
}
