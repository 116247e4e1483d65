extension TokenStrings {
    public static let english = TokenStrings(
        invalidLabel: "A token's label is 1 to 60 characters, with no control or invisible character.",
        invalidExpiry: "A token expires in 1 to 365 days, or never.",
        tooMany: "You have 20 tokens already: revoke one first.",
        notFound: "There is no such token.",
        invalidToken: "This token is unknown, revoked or expired.",
        readOnly: "This token may only read: make one that may read and write.",
        heading: "Access tokens",
        intro: "A token lets a program, such as movies --server, act for you without your password.",
        none: "No tokens.",
        label: "Label",
        scope: "Access",
        read: "Read",
        readWrite: "Read and write",
        playsOnly: "Plays only",
        expiry: "Expires",
        never: "Never",
        days: { "In \($0) days" },
        make: "Make a token",
        revoke: "Revoke",
        made: { created, expires in "Made \(created)" + (expires.map { " · expires \($0)" } ?? " · never expires") },
        lastUsed: { date in date.map { "last used \($0)" } ?? "never used" },
        copyNow: "Copy it now: it is not shown again.",
        revoked: { "Revoked “\($0)”." }
    )
}
