public import MoviesDomain

/// The sessions part of settings: where the member is signed in, and signing out everywhere else.
public actor SessionsViewModel {
    private let sessions: any SignedInSessionsRepository
    private let member: User.ID
    /// This browser's session, which stays signed in.
    private let current: String?
    public let strings: Strings
    public private(set) var state = SessionsState()

    public init(sessions: any SignedInSessionsRepository, member: User.ID, current: String?, strings: Strings) {
        self.sessions = sessions
        self.member = member
        self.current = current
        self.strings = strings
    }

    public func didLoad() async {
        state = SessionsState()
        do {
            state.rows = try await sessions.sessions(of: member).map(row)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    /// Signs the member out on every other browser (as a password change does too).
    public func didSignOutOthers() async {
        state.failure = nil
        do {
            try await sessions.signOut(member, except: current)
        } catch {
            state.failure = ScreenFailure(error, strings: strings)
        }
    }

    private func row(_ session: SignedInSession) -> SessionsState.Row {
        let words = strings.account
        var text = session.device ?? words.unknownDevice
        if let signedIn = session.signedInAt {
            text += " · " + words.signedInOn(ReviewItemViewModel.dayText(signedIn, strings: strings))
        }
        return SessionsState.Row(text: text, current: session.key == current ? words.thisDevice : nil)
    }
}
