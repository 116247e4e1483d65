public import MoviesDomain

/// `movies import FILE --server URL`: the file sent to the member's server once, which reads, matches and
/// writes it there; what it read, and what it wrote unless a dry run, or why it was refused.
public actor ServerImportViewModel {
    private let imports: any ServerSideImports
    public let strings: Strings
    public private(set) var state = ServerImportState()
    private var observers = StateObservers<ServerImportState>()

    public init(imports: any ServerSideImports, strings: Strings = .english) {
        self.imports = imports
        self.strings = strings
    }

    /// Sends the file with the member's choices (a film's name, `Parasite (2019)`, to an id or `skip`), and
    /// how its days are written where the file cannot tell.
    public func didSend(
        _ upload: ImportUpload, choices: [String: String], dryRun: Bool, dayOrder: DayOrder? = nil
    ) async {
        state = ServerImportState(isSending: true)
        observers.send(state)
        do {
            let answer = try await imports.run(upload, choices: choices, dryRun: dryRun, dayOrder: dayOrder) {
                progress in
                await self.advance(progress)
            }
            state = ServerImportState(summary: answer.summary, outcome: answer.outcome)
        } catch {
            state = ServerImportState(failure: ScreenFailure(error, strings: strings))
        }
        observers.send(state)
    }

    public func states() -> AsyncStream<ServerImportState> {
        observers.add(current: state)
    }

    private func advance(_ progress: ImportProgress) {
        state.progress = progress
        observers.send(state)
    }
}

/// An import on a server: on its way, answered (what it read and wrote), or refused.
public struct ServerImportState: Sendable {
    public var isSending = false
    public var summary: ImportSummary?
    /// How far the server has come writing it.
    public var progress: ImportProgress?
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
