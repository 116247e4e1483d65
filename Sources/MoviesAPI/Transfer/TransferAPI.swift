/// The JSON API of Transfer: its operations (`APIOperation+Transfer.swift`) and documents (`Schema+Transfer.swift`).
enum TransferAPI: FeatureAPI {
    static let operations: [APIOperation] = [.exportAccount, .importHistory, .getImport, .stopImport]

    static let schemas: KeyValuePairs<String, Schema> = ["ImportResult": .importResult, "ImportJob": .importJob]
}
