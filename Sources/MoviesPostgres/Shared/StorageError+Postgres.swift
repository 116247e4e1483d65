import MoviesData
import PostgresNIO

extension StorageError {
    /// The line for PostgreSQL's `error` on the database at `location`.
    init(_ error: PSQLError, location: PostgresLocation) {
        let place = location.description
        switch error.code {
        case .server:
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "error \(state)"
            switch state {
            case "28P01", "28000", "3D000": self = .loginRefused(place)
            case "57P01", "57P02", "57P03", "53300", "08000", "08003", "08006": self = .unreachable(place)
            case "40001", "40P01", "55P03": self = .busy(place)
            default: self = .unusable(place, reason: message)
            }
        case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
            self = .unreachable(place)
        case .sslUnsupported:
            self = .unusable(place, reason: "the server does not offer TLS, which sslmode asks for")
        default:
            self = .unusable(place, reason: "\(error.code)")
        }
    }
}
