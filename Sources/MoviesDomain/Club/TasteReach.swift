/// How far a member's diary reaches into what another member is suggested with them (``Privacy/tasteReach``).
public enum TasteReach: Sendable, Equatable {
    /// A diary the other member may read: its ratings and watches shape the pick, which says how.
    case named
    /// A private diary whose member lets it shape their friends' picks: its ratings and watches count, and
    /// the pick says nothing of them (no rating likely, no average, no reason).
    case unnamed
    /// Nothing of the diary is read: no rating counts and no film is left out for having been watched.
    case none
}
