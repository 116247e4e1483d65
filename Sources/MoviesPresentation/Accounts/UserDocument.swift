import Foundation
public import MoviesDomain

/// An account as programs read it (never its password).
public struct UserDocument: JSONDocument {
    public let user: User

    public init(_ user: User) {
        self.user = user
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            json.member("id", user.id.rawValue)
            json.member("name", user.name.text)
            json.key("fullName")
            json.object { json in
                json.member("given", user.fullName.given)
                json.member("family", user.fullName.family)
            }
            json.member("joined", user.joined.formatted(.iso8601))
        }
    }
}
