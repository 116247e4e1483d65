/// How a store writes what differs between SQLite and PostgreSQL: parameters, true and false, how it is
/// told an index, and how it joins text of many rows into one.
public enum SQLDialect: Sendable {
    case sqlite, postgres

    func parameter(_ number: Int) -> String { self == .sqlite ? "?\(number)" : "$\(number)" }
    var yes: String { self == .sqlite ? "1" : "TRUE" }
    var no: String { self == .sqlite ? "0" : "FALSE" }

    /// SQLite is told to walk an index of time; PostgreSQL's planner chooses for itself.
    func byTime(_ index: String) -> String { self == .sqlite ? "INDEXED BY \(index)" : "" }

    /// The texts of `expression` over a query's rows in one, apart by the unit separator that names kept in
    /// one column are apart by (``WatchRecord``).
    func joined(_ expression: String) -> String {
        self == .sqlite ? "group_concat(\(expression), char(31))" : "string_agg(\(expression), chr(31))"
    }
}
