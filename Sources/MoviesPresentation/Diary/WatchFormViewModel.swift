public import MoviesDomain

/// The form that logs a watch of a film, or edits one: the form's text in, the watch (or the field at
/// fault) out, with a notice that says what was done.
public actor WatchFormViewModel {
    private let watches: any WatchWriting
    private let member: User.ID
    public let strings: Strings
    public private(set) var state = WatchFormState()

    public init(watches: any WatchWriting, member: User.ID, strings: Strings = .english) {
        self.watches = watches
        self.member = member
        self.strings = strings
    }

    /// Today, where the diary counts days: what an empty day means, and the form's default.
    public nonisolated var today: CalendarDay { watches.today }

    /// Loads one of the member's watches, to edit.
    public func didLoad(_ id: Watch.ID) async {
        await settle { [watches, member, strings] in
            let watch = try await watches.watch(id, of: member)
            return (WatchItemViewModel(watch, strings: strings), nil, false, false)
        }
    }

    public func didLog(_ form: WatchForm, of film: FilmReference) async {
        await settle { [watches, member, strings, today] in
            let logged = try await watches.log(try form.draft(today: today), of: film, by: member, with: form.with)
            let (title, day) = (logged.watch.film.title, logged.watch.details.day.map(strings.dayText))
            return (
                WatchItemViewModel(logged.watch, strings: strings),
                logged.gaveDay
                    ? strings.diary.gaveDay(title, day ?? "", logged.unsaved)
                    : strings.diary.logged(title, logged.unsaved),
                logged.unsaved, logged.gaveDay
            )
        }
    }

    public func didEdit(_ id: Watch.ID, _ form: WatchForm) async {
        await settle { [watches, member, strings, today] in
            let changed = try await watches.edit(id, by: member, to: try form.details(today: today))
            return (
                WatchItemViewModel(changed, strings: strings), strings.diary.changed(changed.film.title), false, false
            )
        }
    }

    /// Names the members watched with on one of the member's watches, in place of those it named.
    public func didName(_ names: [String], on id: Watch.ID) async {
        await settle { [watches, member, strings] in
            let named = try await watches.name(names, on: id, by: member)
            return (WatchItemViewModel(named, strings: strings), strings.diary.changed(named.film.title), false, false)
        }
    }

    private func settle(_ action: @Sendable () async throws -> (WatchItemViewModel, String?, Bool, Bool)) async {
        state = WatchFormState()
        do {
            (state.watch, state.notice, state.unsaved, state.gaveDay) = try await action()
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }
}

/// What the watch form shows after an input: the watch as logged or loaded, or why not.
public struct WatchFormState: Equatable, Sendable {
    public var watch: WatchItemViewModel?
    /// "Logged “Heat”."
    public var notice: String?
    /// With ``ScreenFailure/field`` naming the field at fault (`day`, `rating`).
    public var failure: ScreenFailure?
    /// Whether the log took the film out of the saved films.
    public var unsaved = false
    /// Whether the log gave its day to the film's earlier watch of no day, instead of adding a watch.
    public var gaveDay = false

    public init() {}
}
