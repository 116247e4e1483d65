public import MoviesDomain

/// `movies import FILE --server URL`: the file sent to the member's server once, which reads, matches and
/// writes it there; what it read, and what it wrote unless a dry run, or why it was refused.
public actor ServerImportViewModel {
    private let imports: any ServerSideImports
    public let strings: Strings
    public private(set) var state = ServerImportState()

    public init(imports: any ServerSideImports, strings: Strings = .english) {
        self.imports = imports
        self.strings = strings
    }

    /// Sends the file with the member's choices (a film's name, `Parasite (2019)`, to an id or `skip`).
    public func didSend(_ upload: ImportUpload, choices: [String: String], dryRun: Bool) async {
        state = ServerImportState(isSending: true)
        do {
            let answer = try await imports.run(upload, choices: choices, dryRun: dryRun)
            state = ServerImportState(summary: answer.summary, outcome: answer.outcome)
        } catch {
            state = ServerImportState(failure: ScreenFailure(error, strings: strings))
        }
    }
}

/// An import on a server: on its way, answered (what it read and wrote), or refused.
public struct ServerImportState: Sendable {
    public var isSending = false
    public var summary: ImportSummary?
    public var outcome: ImportOutcome?
    public var failure: ScreenFailure?

    public init(
        isSending: Bool = false, summary: ImportSummary? = nil, outcome: ImportOutcome? = nil,
        failure: ScreenFailure? = nil
    ) {
        self.isSending = isSending
        self.summary = summary
        self.outcome = outcome
        self.failure = failure
    }
}
