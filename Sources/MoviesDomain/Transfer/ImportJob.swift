public import Foundation

/// An import written in the background and kept in the store, so any server of the database shows it:
/// what the file held (its summary), how far the writing has come, and how it ended. One whose server
/// stopped answering is taken over by another (``ImportJobsUseCase``); it never ends half-written unsaid.
public struct ImportJob: Sendable, Identifiable {
    public struct ID: TextIdentifier {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public enum State: String, Sendable, CaseIterable {
        /// Being written (or waiting for a server to take it over).
        case running
        /// Written whole.
        case done
        /// Stopped by its member: the batches written stay.
        case stopped
        /// Ended by an error: what was written stays, and ``ImportJob/failure`` says why.
        case failed
    }

    public let id: ID
    public let member: User.ID
    public let fileName: String
    public var state: State
    public var summary: ImportSummary
    public var progress: ImportProgress
    public var outcome: ImportOutcome?
    public var failure: String?
    public let started: Date
    /// When its server last said it was writing it, or when it ended.
    public var updated: Date
    /// How many times another server took it over.
    public var resumed: Int
    /// Its member asked it to stop: it stops between two batches.
    public var isStopAsked: Bool

    public init(
        id: ID, member: User.ID, fileName: String, state: State = .running, summary: ImportSummary,
        progress: ImportProgress, outcome: ImportOutcome? = nil, failure: String? = nil, started: Date,
        updated: Date, resumed: Int = 0, isStopAsked: Bool = false
    ) {
        self.id = id
        self.member = member
        self.fileName = fileName
        self.state = state
        self.summary = summary
        self.progress = progress
        self.outcome = outcome
        self.failure = failure
        self.started = started
        self.updated = updated
        self.resumed = resumed
        self.isStopAsked = isStopAsked
    }
}
