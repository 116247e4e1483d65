import MoviesDomain

extension MemberStrings {
    public static let english = MemberStrings(
        nameTaken: { "The name \u{201C}\($0)\u{201D} is taken." },
        nameTooClose: {
            "\u{201C}\($0)\u{201D} looks too much like \u{201C}\($1)\u{201D}, a member\u{2019}s name: choose another."
        },
        invalidCredentials: "The name or the password is wrong.",
        wrongPassword: "The password is wrong.",
        accountNotFound: "There is no such account.",
        signInRequired: "Sign in first.",
        tooManyAttempts: { "Too many wrong passwords for this name. Try again in \($0) minute\($0 == 1 ? "" : "s")." },
        tooManyPasswordChecks: "Too many sign-in attempts from this address. Wait a moment and try again.",
        tooManySignUps: { "Too many new accounts from this address. Try again in \($0) minute\($0 == 1 ? "" : "s")." },
        tooManyWrites: "Too many changes in a minute. Wait a moment and try again.",
        busy: "The server is busy checking passwords. Try again in a moment.",
        userName: { error in
            switch error {
            case .tooShort(let minimum): "A name needs at least \(minimum) characters."
            case .tooLong(let maximum): "A name has at most \(maximum) characters."
            case .notAllowed: "A name has only letters, digits, “.”, “_” and “-”."
            case .edge: "A name begins and ends with a letter or a digit."
            case .reserved(let name): "The name \u{201C}\(name)\u{201D} is kept for the site."
            case .mixedScripts: "A name keeps to one alphabet: letters of two (such as Latin and Cyrillic) look alike."
            }
        },
        fullName: { error in
            switch error {
            case .empty(.given): "Write your given name."
            case .empty(.family): "Write your family name."
            case .tooLong(_, let maximum): "A name has at most \(maximum) characters."
            case .notAllowed: "A name cannot have control characters."
            }
        },
        password: { error in
            switch error {
            case .tooShort(let minimum): "A password needs at least \(minimum) characters."
            case .tooLong(let maximum): "A password has at most \(maximum) bytes."
            case .controlCharacter: "A password cannot hold tabs, line breaks or other control characters."
            }
        },
        filmID: { "\u{201C}\($0)\u{201D} is not a film id (catalog:17738, tmdb:155 or 17738)." },
        filmUnavailable: { "\($0) comes from a source this site does not read." },
        ratingOutOfRange: "A rating is from 1 to 10.",
        reviewTooLong: { "A review has at most \($0) characters." },
        reviewTooLarge: { "This review is too large: at most \($0 / 1000) KB of text." },
        reviewHasBidiControl: "A review cannot hold characters that reverse the direction of text.",
        reviewHasControlCharacter: "A review cannot hold control characters, only text and line breaks.",
        savedFilms: "Saved films",
        save: "Save",
        saved: "Saved",
        noSavedFilms: "No saved films yet.",
        savedTitle: { "Saved \u{201C}\($0)\u{201D}." },
        savedCount: { $0 == 1 ? "1 saved film" : "\($0) saved films" },
        removed: "Removed",
        removedCount: { $0 == 1 ? "Removed 1 film." : "Removed \($0) films." },
        undo: "Undo",
        undone: "Undone.",
        nothingToUndo: "Nothing to undo.",
        removeAll: "Remove all",
        removeAllQuestion: { $0 == 1 ? "Remove your saved film?" : "Remove all \($0) saved films?" },
        reviews: "Reviews",
        noReviews: "No reviews yet.",
        reviewSummary: { count, average in "\(count == 1 ? "1 review" : "\(count) reviews") · \(average)/10 on average"
        },
        edited: "edited",
        watchedOn: { "watched \($0)" },
        containsSpoilers: "Contains spoilers",
        yourReview: "Your review",
        reviewSaved: "Review saved.",
        reviewDeleted: "Review deleted.",
        noReviewToDelete: "There is no review of yours to delete."
    )
}
