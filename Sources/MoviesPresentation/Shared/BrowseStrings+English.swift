extension BrowseStrings {
    public static let english = BrowseStrings(
        keysHeading: "Keys",
        move: "move",
        open: "open",
        back: "back",
        search: "search",
        save: "save",
        help: "help",
        quit: "quit",
        editBox: "clear the box · delete a word",
        leaveBox: "leave the box",
        suspend: "suspend (fg resumes)",
        nextTab: "search · browse · saved",
        retry: "retry",
        review: "review",
        remove: "remove",
        undo: "undo",
        pages: "pages",
        role: "role",
        scroll: "scroll",
        typeToSearch: "Type a title. Suggestions follow your keys; Enter shows every film.",
        enterForAll: "Enter: every film",
        tooSmall: { "Make the terminal at least \($0)×\($1)." }
    )
}
