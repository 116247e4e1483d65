extension Movie {
    /// An opaque identifier: each source chooses its own spelling, callers only compare and pass it back.
    public typealias ID = Identifier<Movie>
}
