extension Movie {
    /// The order a film's cast is listed in, which a page says where it is not the billing.
    public enum CastOrder: String, Sendable {
        /// As the film bills them, leads first (TMDB's order).
        case billing
        /// The best known first, for a source that has no billing (the catalog lists cast by name).
        case bestKnownFirst = "best-known-first"
    }
}
