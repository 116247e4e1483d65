/// A browser and system named as a person knows them, from a `User-Agent`: "Chrome on Android". Only the
/// names below are ever shown, so nothing a client sends reaches the page as it sent it.
enum DeviceName {
    private static let browsers: [(marker: String, name: String)] = [
        ("Edg/", "Edge"), ("OPR/", "Opera"), ("Firefox/", "Firefox"), ("Chromium/", "Chromium"),
        ("Chrome/", "Chrome"), ("Safari/", "Safari"), ("curl/", "curl"),
    ]
    private static let systems: [(marker: String, name: String)] = [
        ("Android", "Android"), ("iPhone", "iOS"), ("iPad", "iPadOS"), ("Windows", "Windows"),
        ("Mac OS X", "macOS"), ("CrOS", "ChromeOS"), ("Linux", "Linux"),
    ]

    static func of(userAgent: String?) -> String? {
        guard let userAgent else { return nil }
        let browser = browsers.first { userAgent.contains($0.marker) }?.name
        let system = systems.first { userAgent.contains($0.marker) }?.name
        switch (browser, system) {
        case (let browser?, let system?): return "\(browser) · \(system)"
        case (let browser?, nil): return browser
        case (nil, let system?): return system
        case (nil, nil): return nil
        }
    }
}
