/// Signing up, in and out, and the settings.
enum AccountsSite: SiteFeature {
    static func add(to site: inout Site) {
        AccountsAPIController(accounts: site.accounts, visitors: site.visitors).addRoutes(to: &site.api)
        AccountPagesController(
            screens: site.screens, accounts: site.accounts, visitors: site.visitors, client: site.client
        ).addRoutes(to: site.pages)
        SettingsPagesController(
            accounts: site.accounts, transfers: site.screens, imports: site.imports, client: site.client
        ).addRoutes(to: site.pages)
    }
}
