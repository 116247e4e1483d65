extension Watch {
    /// The diary's order: by the day watched, latest first, with watches of no known day after every dated
    /// one; on one day, the last logged first.
    public func isNewer(than other: Watch) -> Bool {
        switch (details.day, other.details.day) {
        case (let mine?, let theirs?) where mine != theirs: return mine > theirs
        case (.some, nil): return true
        case (nil, .some): return false
        default: return (logged, id.rawValue) > (other.logged, other.id.rawValue)
        }
    }
}
