public import MoviesDomain

/// What a store keeps for taste: the films each member set aside, and each film's raters.
public protocol TasteStore: DismissedFilmsRepository, KindredRatingsRepository {}
