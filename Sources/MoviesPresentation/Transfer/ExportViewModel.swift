public import MoviesDomain

/// Settings → Export, `GET /api/export` and `movies export`: the member's whole data as one file to take away.
public actor ExportViewModel {
    private let archives: any AccountArchives
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = ExportState()
    private var observers = StateObservers<ExportState>()

    public init(archives: any AccountArchives, member: User.ID, strings: Strings = .english) {
        self.archives = archives
        self.member = member
        self.strings = strings
    }

    public func states() -> AsyncStream<ExportState> {
        observers.add(current: state)
    }

    public func didRequestExport() async {
        state = ExportState(isExporting: true)
        observers.send(state)
        do {
            state = ExportState(archive: try await archives.archive(of: member))
        } catch {
            state = ExportState(failure: ScreenFailure(error, strings: strings))
        }
        observers.send(state)
    }
}

/// The export being made, made (the file to hand over), or why it could not be.
public struct ExportState: Sendable {
    public var isExporting = false
    public var archive: AccountArchive?
    public var failure: ScreenFailure?

    public init(isExporting: Bool = false, archive: AccountArchive? = nil, failure: ScreenFailure? = nil) {
        self.isExporting = isExporting
        self.archive = archive
        self.failure = failure
    }
}
