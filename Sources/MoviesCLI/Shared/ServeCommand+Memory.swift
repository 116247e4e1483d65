#if canImport(Glibc)
    import CSystemMalloc
#endif

extension ServeCommand {
    /// Two malloc arenas, not eight a core: the import threads and the request threads then reuse the
    /// memory an import gave back, where each arena would keep its own share and the server grow by an
    /// import's size a thread. Measured in `scripts/abuse-test` while four members import the largest files
    /// the limits allow: 291 MB at the peak with glibc's arenas, 213 MB with two.
    static func limitMallocArenas() {
        #if canImport(Glibc)
            _ = mallopt(M_ARENA_MAX, 2)
        #endif
    }
}
