import MoviesDomain

/// The page a form's address belongs to: where a person who opens the address itself (a link shared, a
/// page reloaded after a post) is sent, rather than to an answer meant for the form.
enum FormOwner {
    static func page(of path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        switch parts.first {
        case "settings" where parts.count > 1 && ["import", "plays"].contains(parts[1]): return "/settings/\(parts[1])"
        case "settings": return "/settings"
        case "movies" where parts.count > 1: return WebRoute.film(.init(parts[1])).href
        case "saved": return WebRoute.saved().href
        case "diary": return WebRoute.diary().href
        default: return "/"
        }
    }
}
