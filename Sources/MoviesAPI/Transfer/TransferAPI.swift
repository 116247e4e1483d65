/// Transfer's part of the JSON API: its operations (`Operation+Transfer.swift`) and documents (`Schema+Transfer.swift`).
enum TransferAPI: FeatureAPI {
    static let operations: [Operation] = [.exportAccount, .importHistory, .getImport, .stopImport]

    static let schemas: KeyValuePairs<String, Schema> = ["ImportResult": .importResult, "ImportJob": .importJob]
}
