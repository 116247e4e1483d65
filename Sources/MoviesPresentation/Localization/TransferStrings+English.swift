extension TransferStrings {
    public static let english = TransferStrings(
        heading: "Your data",
        exportIntro:
            "Everything you keep here in one zip: movies.json (saved films, diary, reviews, ratings) and CSV files Letterboxd can import.",
        exportButton: "Download my data"
    )
}
