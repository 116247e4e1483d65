import Foundation
public import MoviesDomain

/// A film shared from another app (the phone's share sheet, `/share`; `movies log <link>`): where it leads.
/// A link to a film here opens its log form; a link several films fit lists them; words search.
public actor ShareViewModel {
    private let shared: any SharedFilmFinding
    public let strings: Strings
    public private(set) var state = ShareState()

    public init(shared: any SharedFilmFinding, strings: Strings = .english) {
        self.shared = shared
        self.strings = strings
    }

    /// Reads what was shared: a title, a text and an address, as a share sheet gives them, any of them empty.
    public func didShare(_ parts: [String]) async {
        let text = parts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            .joined(separator: " ")
        do {
            state = ShareState(answer: try await shared.film(sharedAs: String(text.prefix(ShareState.longest))))
        } catch {
            state = ShareState(failure: ScreenFailure(error, strings: strings))
        }
    }
}

/// What a shared text led to, or why it led nowhere.
public struct ShareState: Sendable, Equatable {
    /// The most of a shared text read: a title and an address, not a page.
    static let longest = 4_096

    public var answer: SharedFilmUseCase.Answer?
    public var failure: ScreenFailure?

    public init(answer: SharedFilmUseCase.Answer? = nil, failure: ScreenFailure? = nil) {
        self.answer = answer
        self.failure = failure
    }
}
