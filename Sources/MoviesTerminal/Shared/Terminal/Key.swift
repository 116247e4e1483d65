/// A key a person pressed, as the app reads it.
public enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, delete, tab, backTab
    /// Ctrl-C: the terminal is raw, so it arrives as a key, not a signal.
    case interrupt
    /// Ctrl and a letter (`u`, `w`, `z`) other than those above: editing keys, and Ctrl-Z, which suspends.
    case control(Character)
}
