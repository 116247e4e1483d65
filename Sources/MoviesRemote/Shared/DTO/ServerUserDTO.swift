import Foundation
import MoviesData
import MoviesDomain

/// `#/components/schemas/User`.
struct ServerUserDTO: Decodable, Sendable {
    struct FullNameDTO: Decodable, Sendable {
        let given: String
        let family: String
    }

    let id: String
    let name: String
    let fullName: FullNameDTO
    let joined: String

    func toDomain() -> User? {
        guard let name = try? UserName(stored: name),
            let fullName = try? FullName(given: fullName.given, family: fullName.family)
        else { return nil }
        return User(
            id: User.ID(id), name: name, fullName: fullName,
            joined: (try? Date(joined, strategy: .iso8601)) ?? Date(timeIntervalSince1970: 0))
    }
}
