/// A command that cannot run against a server, saying why and what to do instead, in one line.
enum ServerRefusal {
    /// `backup` and `restore` act on a database file: they run where the database is.
    static func databaseCommand(_ command: String, instead: String) -> CleanError {
        CleanError(
            message: "\(command) acts on a database, not through a server: run it where the database is "
                + "(your own data over a server: \(instead))")
    }
}
