import Foundation

extension TogetherStrings {
    public static let english = TogetherStrings(
        with: { names in
            "with "
                + (names.count < 2
                    ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1])
        },
        field: "Watched with",
        fieldHint: "Names of members you follow who follow you, apart by commas.",
        offersHeading: "Watched with you",
        offer: { from, film, day in
            "\(from) watched \(film) with you\(day.map { " on \($0)" } ?? "") — add it to your diary?"
        },
        accept: "Add to my diary",
        dismiss: "Dismiss",
        yourRating: "Your rating",
        noOffers: "Nothing waits for you.",
        accepted: { "“\($0)” is in your diary." },
        dismissed: "Dismissed.",
        watchedWithMost: "Watched with most",
        watches: { $0 == 1 ? "1 watch" : "\($0.formatted()) watches" },
        unknownMember: { "There is no member called \($0)." },
        notFriends: { "You and \($0) must follow each other to name them on a watch." },
        yourself: "You cannot name yourself on your own watch.",
        emptyName: "A member to name is left empty.",
        tooMany: { "A watch names at most \($0) members." },
        otherFilm: "That watch of yours is of another film than the one offered.",
        offerNotFound: "There is no such watch offered to you."
    )
}
