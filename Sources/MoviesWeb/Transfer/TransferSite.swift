/// The export, and imports from other sites.
enum TransferSite: SiteFeature {
    static func add(to site: inout Site) {
        TransferAPIController(screens: site.screens, accounts: site.accounts, imports: site.imports).addRoutes(
            to: &site.api)
        ImportPagesController(
            accounts: site.accounts, transfers: site.screens, imports: site.imports, client: site.client
        ).addRoutes(to: site.pages)
    }
}
