public import MoviesDomain

/// The signed-in member's settings: their name, full name and password, who may read their diary, and
/// deleting the account. A password change and a deletion check the current password within the sign-in
/// limits.
public actor SettingsViewModel {
    private let guarded: AccountGuard
    private let diary: DiaryUseCase?
    private let address: String
    public let strings: Strings
    public private(set) var member: User
    public private(set) var state = AccountFormState()
    /// Whether anyone may read the member's diary and statistics; nil until ``didLoad()``, and where no
    /// diary is kept.
    public private(set) var diaryIsPublic: Bool?
    /// While the diary is private, whether it shapes friends' picks, unnamed.
    public private(set) var diaryShapesPicks: Bool?

    public init(
        accounts: AccountGuard, diary: DiaryUseCase? = nil, member: User, address: String, strings: Strings = .english
    ) {
        guarded = accounts
        self.diary = diary
        self.member = member
        self.address = address
        self.strings = strings
    }

    /// Reads what the settings show besides the member: whether their diary is public.
    public func didLoad() async {
        guard let diary else { return }
        do {
            diaryIsPublic = try await diary.isPublic(member.id)
            diaryShapesPicks = try await diary.shapesPicks(member.id)
        } catch {
            state.fail(error, strings: strings)
        }
    }

    /// Lets anyone read the diary and its statistics, or no one but the member.
    public func didSetDiaryPublic(_ isPublic: Bool) async {
        guard let diary else { return }
        await change { [member] in try await diary.setPublic(isPublic, for: member.id) }
        if state.failure == nil { diaryIsPublic = isPublic }
    }

    /// Lets the private diary shape friends' picks (nothing said of it), or not.
    public func didSetShapesPicks(_ shapesPicks: Bool) async {
        guard let diary else { return }
        await change { [member] in try await diary.setShapesPicks(shapesPicks, for: member.id) }
        if state.failure == nil { diaryShapesPicks = shapesPicks }
    }

    public func didRename(to name: String) async {
        await change { [guarded, member] in try await guarded.rename(member.id, to: try UserName(name)) }
    }

    public func didChangeFullName(given: String, family: String) async {
        await change { [guarded, member] in
            try await guarded.changeFullName(of: member.id, to: try FullName(given: given, family: family))
        }
    }

    public func didChangePassword(current: String, new: String) async {
        await change { [guarded, member, address] in
            try await guarded.changePassword(of: member, current: current, new: try Password(new), from: address)
        }
    }

    /// Deletes the account once `confirmed` and the password is right; the member is then nil.
    public func didDeleteAccount(password: String, confirmed: Bool = true) async {
        state = AccountFormState()
        do {
            guard confirmed else {
                state.failure = ScreenFailure(
                    kind: .invalidInput, code: "not_confirmed", message: strings.account.deleteAccountConfirm,
                    detail: "the deletion was not confirmed")
                return
            }
            try await guarded.checkPassword(password, of: member, from: address)
            try await guarded.delete(member.id)
            state.notice = strings.account.accountDeleted
        } catch {
            state.fail(error, strings: strings, wrongPasswordField: "current")
        }
    }

    /// Runs `action`, then reads the member back as the store has them now.
    private func change(_ action: @Sendable () async throws -> Void) async {
        state = AccountFormState()
        do {
            try await action()
            member = try await guarded.member(member.id) ?? member
            state.member = member
            state.notice = strings.account.changesSaved
        } catch {
            state.fail(error, strings: strings, wrongPasswordField: "current")
        }
    }
}
