/// Imports run whole where the member's account is (the server they sign in to): the file goes there
/// once, and the server reads it, matches its films (ids first), applies the member's kept choices and
/// `choices` (a film's name as the summary gives it, `Parasite (2019)`, to an id or `skip`), reads the days
/// in `dayOrder` where the file cannot tell (Netflix's), and writes in
/// batches, counted as one change, telling `progress` as it goes. Answers what it read and, unless
/// `dryRun`, what it wrote. Cancelled while writing, it asks the server to stop between two batches and
/// answers what was written.
public protocol ServerSideImports: Sendable {
    func run(
        _ upload: ImportUpload, choices: [String: String], dryRun: Bool, dayOrder: DayOrder?,
        progress: @escaping @Sendable (ImportProgress) async -> Void
    ) async throws -> (summary: ImportSummary, outcome: ImportOutcome?)
}
