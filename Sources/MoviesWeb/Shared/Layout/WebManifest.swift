import MoviesPresentation

/// `/manifest.webmanifest`: what a phone reads to install the site as an app, in the visitor's language:
/// its name, the icons drawn from its mark (`scripts/draw-icons.py`), its colours, and the home page it
/// opens on, full screen.
enum WebManifest {
    /// The page's colours, light and dark (`app.css`'s `--bg`), and the mark's red.
    static let light = "#fafafa"
    static let dark = "#121214"

    static func document(_ strings: Strings) -> String {
        var json = JSONWriter()
        json.object { json in
            json.member("name", strings.appName)
            json.member("short_name", strings.appName)
            json.member("description", AppShellStrings.of(strings.language).description)
            json.member("lang", strings.language.rawValue)
            json.member("id", "/")
            json.member("start_url", "/")
            json.member("scope", "/")
            json.member("display", "standalone")
            json.member("background_color", light)
            json.member("theme_color", light)
            // A film shared from another app (a link, or a title) opens where it leads: `/share`.
            json.object("share_target") { json in
                json.member("action", WebRoute.share.href)
                json.member("method", "GET")
                json.member("enctype", "application/x-www-form-urlencoded")
                json.object("params") { json in
                    json.member("title", "title")
                    json.member("text", "text")
                    json.member("url", "url")
                }
            }
            json.objects("icons", icons) { json, icon in
                json.member("src", WebRoute.asset(icon.asset).href)
                json.member("sizes", icon.sizes)
                json.member("type", icon.asset.type)
                json.member("purpose", icon.purpose)
            }
        }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private static let icons: [(asset: WebRoute.Asset, sizes: String, purpose: String)] = [
        (.icon192, "192x192", "any"), (.icon512, "512x512", "any"), (.maskableIcon, "512x512", "maskable"),
        (.mark, "any", "any"),
    ]
}
