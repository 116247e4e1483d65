import Logging
import PostgresNIO

/// One change of the schema: its statements and, where rows must be made again in Swift, what runs after
/// them, in the same transaction.
struct PostgresMigration: Sendable {
    let version: Int
    let statements: [PostgresQuery]
    let then: (@Sendable (PostgresConnection, Logger) async throws -> Void)?

    init(
        _ version: Int, _ statements: [PostgresQuery],
        then: (@Sendable (PostgresConnection, Logger) async throws -> Void)? = nil
    ) {
        self.version = version
        self.statements = statements
        self.then = then
    }
}
