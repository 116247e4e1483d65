public import Foundation
public import MoviesDomain

extension InMemoryMemberStore: ImportTurnsRepository {
    public func takeImportTurn(
        of member: User.ID, holder: String, at time: Date, staleBefore: Date
    ) async throws -> Bool {
        if let turn = importTurns[member], turn.renewed >= staleBefore { return false }
        importTurns[member] = (holder, time)
        return true
    }

    public func renewImportTurn(of member: User.ID, holder: String, at time: Date) async throws -> Bool {
        guard importTurns[member]?.holder == holder else { return false }
        importTurns[member] = (holder, time)
        return true
    }

    public func endImportTurn(of member: User.ID, holder: String) async throws {
        if importTurns[member]?.holder == holder { importTurns[member] = nil }
    }
}
