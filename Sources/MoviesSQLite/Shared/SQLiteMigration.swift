import GRDB

/// One change of the schema, named `v<number>-<what>`: its number orders it among every feature's.
struct SQLiteMigration: Sendable {
    let name: String
    let apply: @Sendable (Database) throws -> Void

    init(_ name: String, apply: @escaping @Sendable (Database) throws -> Void) {
        self.name = name
        self.apply = apply
    }

    var number: Int { Int(name.dropFirst().prefix { $0.isNumber }) ?? 0 }
}
