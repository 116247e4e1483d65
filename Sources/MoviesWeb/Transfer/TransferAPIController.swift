import Foundation
import Hummingbird
import MoviesAPI
import MoviesDomain
import MoviesPresentation

/// `/api/export`: the signed-in member's whole data as a zip (a token that may only read may take it: it
/// changes nothing). `POST /api/imports`: a file from Letterboxd, IMDb or this site (multipart `file`),
/// with `choices` for the films a first try left to choose and `dryRun` to write nothing. A dry run is
/// answered at once; an import is read and matched, then written in the background (202, its address in
/// `Location`): `GET /api/imports/{id}` says how far it has come on any server, `DELETE` stops it between
/// two batches. Importing the same file again adds nothing, so a client resolves by sending it again.
struct TransferAPIController {
    let screens: any TransferScreens
    let accounts: WebAccounts
    let imports: WebImports

    func addRoutes(to routes: inout APIRoutes) {
        routes.on(.exportAccount) { _, context in
            let user = try await accounts.requireUser(context)
            return try await WebExport.download(
                for: user, screens: screens, accounts: accounts, gate: imports.gate, strings: .english)
        }
        routes.on(.importHistory) { request, context in await importing(request, context) }
        routes.on(.getImport) { _, context in await job(context) { screen, id in await screen.didAsk(for: id) } }
        routes.on(.stopImport) { _, context in
            await job(context, writes: true) { screen, id in await screen.didStop(id) }
        }
    }

    /// `{"Parasite (2019)": "catalog:84472", "Heat (1995)": "skip"}`.
    static func choices(_ text: String?) throws -> [String: String] {
        guard let text, !text.isEmpty else { return [:] }
        guard let choices = try? JSONDecoder().decode([String: String].self, from: Data(text.utf8)) else {
            throw WebError(
                status: .badRequest, code: "invalid_body",
                message: "choices is a JSON object of film names and ids (or \"skip\")", field: "choices")
        }
        return choices
    }

    static func flag(_ text: String?, field: String) throws -> Bool {
        switch text?.lowercased() {
        case nil, "", "false", "0": return false
        case "true", "1": return true
        default:
            throw WebError(
                status: .badRequest, code: "invalid_body", message: "\(field) is true or false", field: field)
        }
    }

    /// `dates`: how the file writes its days where it cannot tell, `day-first` or `month-first`; none is none.
    static func dayOrder(_ text: String?) throws -> DayOrder? {
        guard let text, !text.isEmpty else { return nil }
        guard let order = DayOrder(rawValue: text.lowercased()) else {
            throw WebError(
                status: .badRequest, code: "invalid_body", message: "dates is day-first or month-first", field: "dates")
        }
        return order
    }
}
