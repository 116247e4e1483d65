/// Where a member's whole data is made into one file to take away: gathered from the stores here, or
/// asked of the server the member's account is on.
public protocol AccountArchives: Sendable {
    func archive(of member: User.ID) async throws -> AccountArchive
}

/// Writes an export in a file format (Data's zip of `movies.json` and Letterboxd's CSV).
public protocol AccountArchiveWriter: Sendable {
    func write(_ export: AccountExport) throws -> AccountArchive
}
