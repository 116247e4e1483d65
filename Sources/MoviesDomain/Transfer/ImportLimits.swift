/// The most one import takes, said before anything is written: bigger than any film diary, small enough
/// that a file made to be large (a zip bomb, a million rows) stops at once.
public enum ImportLimits {
    /// The file as uploaded.
    public static let maximumBytes = 64 << 20
    /// A zip's files (or a folder's) unpacked, all told.
    public static let maximumUnpackedBytes = 256 << 20
    /// Rows in all the files together.
    public static let maximumRows = 200_000
}
