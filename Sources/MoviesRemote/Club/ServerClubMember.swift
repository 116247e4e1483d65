import Foundation
import MoviesDomain

/// Another member as a client of a server knows them: by name, which is how the server's routes name
/// them (the id `name:ana`; a review's author is known the same way).
enum ServerClubMember {
    static let prefix = "name:"

    static func user(named name: String, given: String, family: String) -> User? {
        guard let handle = try? UserName(stored: name), let full = try? FullName(given: given, family: family)
        else { return nil }
        return User(id: User.ID(prefix + name), name: handle, fullName: full, joined: Date(timeIntervalSince1970: 0))
    }

    /// The member called `name`: the signed-in member (`me`) by their id, as the screens know them, anyone
    /// else by name.
    static func id(of name: String, me: User?) -> User.ID {
        if let me, me.name.text.lowercased() == name.lowercased() { return me.id }
        return User.ID(prefix + name)
    }

    /// The name of a member known by name; nil for the signed-in member, known by their id.
    static func name(of id: User.ID) -> String? {
        id.rawValue.hasPrefix(prefix) ? String(id.rawValue.dropFirst(prefix.count)) : nil
    }
}
