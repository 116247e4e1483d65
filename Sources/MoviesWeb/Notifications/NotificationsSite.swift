/// A member's notifications: their page, and their operations.
enum NotificationsSite: SiteFeature {
    static func add(to site: inout Site) {
        NotificationsAPIController(screens: site.screens, accounts: site.accounts).addRoutes(to: &site.api)
        NotificationsPagesController(screens: site.screens, accounts: site.accounts, client: site.client)
            .addRoutes(to: site.pages)
    }
}
