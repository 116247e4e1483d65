public import MoviesDomain

/// What a store keeps of imports: whose turn it is, the members' choices for films not placed, and the
/// jobs written in the background.
public protocol TransferStore: ImportTurnsRepository, ImportChoicesRepository, ImportJobsRepository {}
