import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

/// `/api/export`: the signed-in member's whole data as a zip (a token that may only read may take it: it
/// changes nothing). `POST /api/imports`: a file from Letterboxd, IMDb or this site (multipart `file`),
/// with `choices` for the films a first try left to choose and `dryRun` to write nothing; answered when
/// the import is done. Importing the same file again adds nothing, so a client resolves by sending it again.
struct TransferAPIController {
    let screens: any TransferScreens
    let accounts: WebAccounts
    let imports: WebImports

    func addRoutes(to group: RouterGroup<MoviesRequestContext>) {
        group.readable("export") { _, context in
            await answer {
                let user = try await accounts.requireUser(context)
                return try await WebExport.download(
                    for: user, screens: screens, accounts: accounts, gate: imports.gate, strings: .english)
            }
        }
        group.route("imports", [.post: { request, context in await importing(request, context) }])
    }

    private func importing(_ request: Request, _ context: MoviesRequestContext) async -> Response {
        await answer {
            let user = try await accounts.requireWriter(context)
            let form = try await MultipartForm.read(request)
            defer { form.discard() }
            guard let file = form.files["file"], file.size > 0 else {
                throw WebError(
                    status: .badRequest, code: "invalid_import", message: "send the file as `file`", field: "file")
            }
            let named = try Self.choices(form.fields["choices"])
            let dryRun = try Self.flag(form.fields["dryRun"], field: "dryRun")
            guard await !imports.isRunning(user.id) else {
                throw WebError(
                    status: .conflict, code: "import_running", message: "an import is under way on the web")
            }
            let screen = screens.importScreen(member: user.id, strings: .english)
            try await imports.gate.run {
                await screen.didChoose(try file.bytes(), named: file.name)
                guard let plan = await screen.state.plan else { return }
                if let unknown = named.keys.sorted().first(where: { !plan.names($0) }) {
                    throw WebError(
                        status: .badRequest, code: "invalid_choice",
                        message: "no row of the file names “\(unknown.prefix(80))”", field: "choices")
                }
                let choices = try validating("choices") {
                    try plan.choices(named: named, bareNumbers: accounts.filmSource)
                }
                await screen.didResolve(choices)
                if !dryRun, await screen.state.failure == nil { await screen.didConfirm() }
            }
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let resolved = state.plan else { throw WebError(ScreenFailure.unexpected(.english)) }
            return ImportDocument(plan: resolved, outcome: state.outcome).jsonResponse(
                status: dryRun ? .ok : .created)
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
}
