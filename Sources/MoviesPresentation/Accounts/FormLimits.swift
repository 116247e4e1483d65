import MoviesDomain

/// How much a form's fields take, as the Domain bounds them, for a front end to tell its fields
/// (`maxlength`) without a number of its own. A browser counts UTF-16 units where the Domain counts
/// characters: a token label's bound is its bytes, which no valid label exceeds in units.
public enum FormLimits {
    public static let userName = UserName.lengths.upperBound
    public static let fullNamePart = FullName.lengths.upperBound
    public static let tokenLabel = AccessTokensUseCase.maxLabelBytes
}
