/// The most one import takes, said before anything is written: bigger than any film diary (a member with
/// 20,000 diary entries and 10,000 reviews exports a few MB), small enough that a file made to be large (a
/// zip bomb, a million rows) stops at once and a server importing the largest stays under 256 MB
/// (`scripts/abuse-test`, BENCHMARKS.md).
public enum ImportLimits {
    /// The file as uploaded.
    public static let maximumBytes = 32 << 20
    /// A zip's files (or a folder's) unpacked, all told.
    public static let maximumUnpackedBytes = 48 << 20
    /// Rows in all the files together.
    public static let maximumRows = 200_000
}
