public import MoviesDomain

/// What an account form shows after it is sent: the member it signed in (or changed), or what is wrong
/// and which field of the form it is about.
public struct AccountFormState: Sendable {
    /// The member signed up, signed in, or as the change left them.
    public var member: User?
    public var failure: ScreenFailure?
    /// The form's field at fault (`name`, `given`, `family`, `password`, `current`); nil for
    /// the whole form.
    public var field: String?
    /// One line on what the change did, in the screen's language.
    public var notice: String?

    public init() {}

    /// Settles on `error`, with the field of the form it is about.
    mutating func fail(_ error: any Error, strings: Strings, wrongPasswordField: String? = nil) {
        member = nil
        failure = ScreenFailure(error, strings: strings)
        if wrongPasswordField != nil, case AccountError.invalidCredentials = error {
            // Only the password was asked: say that it is the password.
            failure = ScreenFailure(
                kind: .unauthorized, code: "invalid_credentials", message: strings.members.wrongPassword,
                detail: "the password is wrong")
        }
        field =
            switch error {
            case is UserName.Error, AccountError.nameTaken: "name"
            case FullName.Error.empty(.given), FullName.Error.tooLong(.given, _), FullName.Error.notAllowed(.given):
                "given"
            case is FullName.Error: "family"
            case is Password.Error: "password"
            case AccountError.invalidCredentials: wrongPasswordField
            default: nil
            }
    }
}
