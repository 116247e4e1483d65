extension ListStrings {
    public static let english = ListStrings(
        lists: "Lists",
        noLists: "No lists yet.",
        films: { $0 == 1 ? "1 film" : "\($0.grouped(",")) films" },
        publicList: "Public",
        privateList: "Private",
        ranked: "Ranked",
        created: { "Made “\($0)”." },
        edited: { "Saved “\($0)”." },
        deleted: { "Deleted “\($0)”." },
        restored: { "Brought back “\($0)”." },
        nothingToUndo: "No deleted list to bring back.",
        added: { film, list, position in "Added “\(film)” to “\(list)” (number \(position.grouped(",")))." },
        moved: { film, position in "Moved “\(film)” to number \(position.grouped(","))." },
        removed: { film, list in "Took “\(film)” out of “\(list)”." },
        noteSet: { "Noted why “\($0)” is here." },
        emptyList: "No films in this list yet.",
        watched: { watched, count in
            count == 1
                ? (watched == 1 ? "You have watched this film." : "You have not watched this film yet.")
                : "You have watched \(watched.grouped(",")) of these \(count.grouped(",")) films."
        },
        page: ListPageStrings(
            listsOf: { "\($0)’s lists" }, by: { "A list by \($0)" }, newList: "New list", title: "Title",
            description: "Description", rankedLabel: "Ranked: its order is a ranking",
            publicLabel: "Public: anyone may read it", make: "Make the list", save: "Save", edit: "Change the list",
            addFilm: "Add a film", film: "Film",
            filmHint: "Its id, as a film’s address has it: 17738 or catalog:17738.",
            note: "Why it is here (optional)", add: "Add", moveUp: { "Move “\($0)” up" },
            moveDown: { "Move “\($0)” down" }, remove: { "Take “\($0)” out" }, delete: "Delete the list", undo: "Undo")
    )
}
