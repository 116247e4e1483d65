public import Foundation
public import MoviesDomain

/// Settings → Import, `POST /api/imports` and `movies import`: a file read and matched, the member's
/// choices for the films not found, then the import, its progress and what it did.
public actor ImportViewModel {
    private let imports: ImportUseCase
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = ImportState()
    private var observers = StateObservers<ImportState>()

    public init(imports: ImportUseCase, member: User.ID, strings: Strings = .english) {
        self.imports = imports
        self.member = member
        self.strings = strings
    }

    public func states() -> AsyncStream<ImportState> {
        observers.add(current: state)
    }

    /// Reads and matches a file (a zip or a CSV): nothing is written yet.
    public func didChoose(_ bytes: Data, named name: String, dayOrder: DayOrder? = nil) async {
        await preparing { [member] in try await imports.prepare(bytes, named: name, dayOrder: dayOrder, for: member) }
    }

    /// Reads and matches an export unpacked into a folder.
    public func didChoose(folder files: [String: Data]) async {
        await preparing { [member] in try await imports.prepare(folder: files, for: member) }
    }

    /// The member's choices for films not found: a film, or nil to leave the rows out. Each film is checked
    /// to be one here, and the choices are kept for the member's next import; a film that is not here
    /// leaves the plan as it was, with the failure and ``ImportState/refusedChoice`` saying which. The films
    /// of `adding` (films the member chose to add as new, having seen them listed) are then added, all or
    /// none: one that cannot be is the failure, named as a choice is. A dry run checks all of it the same
    /// way, keeps no choice and adds no film: the plan counts the films to add as the run will.
    public func didResolve(_ choices: [FilmHint: FilmReference?], adding: [FilmHint] = [], dryRun: Bool = false) async {
        guard let plan = state.plan else { return }
        do {
            let chosen = try await imports.choose(choices, in: plan, for: member, keeping: !dryRun)
            state.plan = try await imports.add(adding, in: chosen, for: member, writing: !dryRun)
            (state.failure, state.refusedChoice) = (nil, nil)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
            state.refusedChoice = (error as? ImportChoiceError)?.hint ?? (error as? ImportAdditionError)?.hint
        }
        observers.send(state)
    }

    /// Looks for the film a row means with the member's own words: what the search finds becomes that row's
    /// films to choose from.
    public func didSearch(_ words: String, for hint: FilmHint) async {
        guard let plan = state.plan else { return }
        do {
            state.plan = try await imports.offer(try MovieQuery(words), for: hint, in: plan)
            state.failure = nil
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    /// Writes what the plan holds; progress is streamed as batches are written.
    public func didConfirm() async {
        guard let plan = state.plan else { return }
        state.progress = ImportProgress(done: 0, total: plan.counts.watches)
        observers.send(state)
        do {
            state.outcome = try await imports.apply(plan, for: member) { progress in await self.advance(progress) }
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
        observers.send(state)
    }

    private func advance(_ progress: ImportProgress) {
        state.progress = progress
        observers.send(state)
    }

    private func preparing(_ prepare: () async throws -> ImportPlan) async {
        state = ImportState(isReading: true)
        observers.send(state)
        do {
            state = ImportState(plan: try await prepare())
        } catch {
            state = ImportState(failure: ScreenFailure(error, strings: strings))
        }
        observers.send(state)
    }
}

/// An import: being read, read (its plan), under way (its progress), done (its outcome), or refused.
public struct ImportState: Sendable {
    public var isReading = false
    public var plan: ImportPlan?
    public var progress: ImportProgress?
    public var outcome: ImportOutcome?
    public var failure: ScreenFailure?
    /// The film whose chosen id is no film here, when that is the failure.
    public var refusedChoice: FilmHint?

    public init(isReading: Bool = false, plan: ImportPlan? = nil, failure: ScreenFailure? = nil) {
        self.isReading = isReading
        self.plan = plan
        self.failure = failure
    }
}
