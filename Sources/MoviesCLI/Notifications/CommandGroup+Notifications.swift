import ArgumentParser

extension CommandGroup {
    /// Who followed you, commented on or liked your reviews and lists, or named you on a watch.
    static let notifications = CommandGroup(name: "Notifications", subcommands: [NotificationsCommand.self])
}
