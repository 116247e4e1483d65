extension AppShellStrings {
    static let english = AppShellStrings(
        description: "Find films, keep a diary of what you watch, and share it with your club.",
        offlineTitle: "No signal",
        offlineText: "This page cannot be reached: there is no signal. It opens again once you are back online.",
        offlineHome: "Go to the home page")
}
