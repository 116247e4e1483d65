import Logging
import MoviesData
import NIOSSL
import PostgresNIO

extension PostgresStore {
    /// Makes one connection, waiting `timeout` at most, and closes it. The pool retries quietly while it
    /// cannot connect, so without this a wrong password or a server that is not there would only show as a
    /// timeout.
    static func probe(
        _ location: PostgresLocation, within timeout: Duration = connectTimeout, logger: Logger
    ) async throws {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.user, password: location.password,
            database: location.database, tls: try connectionTLS(location))
        configuration.options.connectTimeout = TimeAmount(timeout)
        do {
            let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
            try? await connection.close()
        } catch let error as PSQLError {
            throw StorageError(error, location: location)
        } catch {
            throw StorageError.unreachable(location.description)
        }
    }

    private static func connectionTLS(_ location: PostgresLocation) throws -> PostgresConnection.Configuration.TLS {
        guard location.tls != .disable else { return .disable }
        let context: NIOSSLContext
        do {
            context = try NIOSSLContext(configuration: tlsConfiguration(location.tls))
        } catch {
            throw StorageError.unusable(location.description, reason: "TLS cannot be set up: \(error)")
        }
        return switch location.tls {
        case .allow, .prefer: .prefer(context)
        default: .require(context)
        }
    }
}
