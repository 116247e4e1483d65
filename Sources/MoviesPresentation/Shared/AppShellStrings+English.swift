extension AppShellStrings {
    static let english = AppShellStrings(
        description: "Find films, keep a diary of what you watch, and share it with your club.",
        offlineTitle: "No signal",
        offlineText: "This page cannot be reached: there is no signal. It opens again once you are back online.",
        offlineHome: "Go to the home page",
        savedAgo: "There is no signal: this page is as it was saved on this phone {ago}.",
        waitingOne: "1 watch is waiting to be sent.",
        waitingMany: "{n} watches are waiting to be sent.",
        waitingTitle: "Waiting to be sent",
        waitingText:
            "A watch you log with no signal is kept on this phone and sent when the signal returns, once. Anything the site refuses stays here, with why, to fix or drop.",
        waitingNone: "Nothing is waiting to be sent.",
        waitingForSignal: "Waiting for a signal",
        refused: "Not logged: {why}",
        signInToSend: "Sign in to send it.",
        sendNow: "Send now",
        fix: "Fix",
        drop: "Drop")
}
