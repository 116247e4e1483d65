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
        emptyList: "No films in this list yet."
    )
}
