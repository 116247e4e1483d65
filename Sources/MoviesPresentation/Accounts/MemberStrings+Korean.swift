import MoviesDomain

extension MemberStrings {
    public static let korean = MemberStrings(
        nameTaken: { "‘\($0)’은(는) 이미 사용 중인 이름입니다." },
        nameTooClose: { "‘\($0)’은(는) 회원 이름 ‘\($1)’와(과) 너무 비슷합니다. 다른 이름을 고르세요." },
        invalidCredentials: "이름 또는 비밀번호가 올바르지 않습니다.",
        wrongPassword: "비밀번호가 올바르지 않습니다.",
        accountNotFound: "그런 계정이 없습니다.",
        signInRequired: "먼저 로그인하세요.",
        tooManyAttempts: { "이 이름으로 잘못된 비밀번호가 너무 많이 입력되었습니다. \($0)분 후에 다시 시도하세요." },
        tooManyPasswordChecks: "이 주소에서 로그인 시도가 너무 많습니다. 잠시 후 다시 시도하세요.",
        tooManySignUps: { "이 주소에서 새 계정이 너무 많습니다. \($0)분 후 다시 시도하세요." },
        tooManyWrites: "1분 동안 변경이 너무 많습니다. 잠시 후 다시 시도하세요.",
        busy: "서버가 비밀번호를 확인하느라 바쁩니다. 잠시 후 다시 시도하세요.",
        userName: { error in
            switch error {
            case .tooShort(let minimum): "이름은 \(minimum)자 이상이어야 합니다."
            case .tooLong(let maximum): "이름은 \(maximum)자까지 쓸 수 있습니다."
            case .notAllowed: "이름에는 글자, 숫자, ‘.’, ‘_’, ‘-’만 쓸 수 있습니다."
            case .edge: "이름은 글자나 숫자로 시작하고 끝나야 합니다."
            case .reserved(let name): "‘\(name)’은(는) 사이트에서 쓰는 이름입니다."
            case .mixedScripts: "이름은 한 가지 문자 체계로만 쓸 수 있습니다(예: 라틴 문자와 키릴 문자를 섞을 수 없음)."
            }
        },
        fullName: { error in
            switch error {
            case .empty(.given): "이름을 입력하세요."
            case .empty(.family): "성을 입력하세요."
            case .tooLong(_, let maximum): "이름은 \(maximum)자까지 쓸 수 있습니다."
            case .notAllowed: "이름에 제어 문자를 쓸 수 없습니다."
            }
        },
        password: { error in
            switch error {
            case .tooShort(let minimum): "비밀번호는 \(minimum)자 이상이어야 합니다."
            case .tooLong(let maximum): "비밀번호는 \(maximum)바이트까지 쓸 수 있습니다."
            case .controlCharacter: "비밀번호에는 탭, 줄바꿈 같은 제어 문자를 쓸 수 없습니다."
            }
        },
        filmID: { "‘\($0)’은(는) 영화 ID가 아닙니다 (catalog:17738, tmdb:155 또는 17738)." },
        filmUnavailable: { "\($0)은(는) 이 사이트가 읽지 않는 출처의 영화입니다." },
        ratingOutOfRange: "평점은 1에서 10 사이입니다.",
        reviewTooLong: { "리뷰는 \($0)자까지 쓸 수 있습니다." },
        reviewTooLarge: { "리뷰가 너무 큽니다. 텍스트는 최대 \($0 / 1000)KB입니다." },
        reviewHasBidiControl: "리뷰에는 텍스트 방향을 바꾸는 문자를 쓸 수 없습니다.",
        reviewHasControlCharacter: "리뷰에는 제어 문자를 쓸 수 없습니다. 글자와 줄바꿈만 쓸 수 있습니다.",
        savedFilms: "저장한 영화",
        save: "저장",
        saved: "저장됨",
        noSavedFilms: "아직 저장한 영화가 없습니다.",
        savedTitle: { "‘\($0)’을(를) 저장했습니다." },
        savedCount: { "저장한 영화 \($0)편" },
        removed: "삭제됨",
        removedCount: { "영화 \($0)편을 삭제했습니다." },
        undo: "실행 취소",
        undone: "취소했습니다.",
        nothingToUndo: "취소할 작업이 없습니다.",
        removeAll: "모두 삭제",
        removeAllQuestion: { "저장한 영화 \($0)편을 모두 삭제할까요?" },
        reviews: "리뷰",
        noReviews: "아직 리뷰가 없습니다.",
        reviewSummary: { count, average in "리뷰 \(count)개 · 평균 \(average)/10" },
        edited: "수정됨",
        watchedOn: { "\($0) 관람" },
        containsSpoilers: "스포일러 포함",
        yourReview: "내 리뷰",
        reviewSaved: "리뷰를 저장했습니다.",
        reviewDeleted: "리뷰를 삭제했습니다.",
        noReviewToDelete: "삭제할 리뷰가 없습니다."
    )
}
