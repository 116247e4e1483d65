import MoviesDomain

/// `POST /api/users`: what a client sends to sign up.
struct NewUserRequest: Decodable {
    struct FullNameDTO: Decodable {
        let given: String
        let family: String
    }

    let name: String
    let fullName: FullNameDTO
    let password: String

    /// The checked values, or a 400 naming the first field at fault.
    func toDomain() throws -> (name: UserName, fullName: FullName, password: Password) {
        (
            try validating("name") { try UserName(name) },
            try validating("fullName") { try FullName(given: fullName.given, family: fullName.family) },
            try validating("password") { try Password(password) }
        )
    }
}

/// `POST /api/session`: a name and a password, checked by signing in (nothing else is said of them).
struct SignInRequest: Decodable {
    let name: String
    let password: String
}

/// `DELETE /api/me`: the account's password, asked again before it is deleted.
struct PasswordRequest: Decodable {
    let password: String
}
