import Foundation
import Hummingbird
import MoviesDomain
import MoviesPresentation

extension TransferAPIController {
    /// Reads and matches the file (in this server's line of imports), applies the choices, and answers the
    /// plan (a dry run) or begins the job that writes it.
    func importing(_ request: Request, _ context: MoviesRequestContext) async -> Response {
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
            let dayOrder = try Self.dayOrder(form.fields["dates"])
            guard let jobs = screens.importJobsScreen(member: user.id, strings: .english) else {
                throw WebError(ScreenFailure.unexpected(.english))
            }
            try await accounts.countUpload(by: user.id)
            let bytes = try file.bytes()
            let screen = screens.importScreen(member: user.id, strings: .english)
            try await imports.gate.run(for: user.id) {
                await screen.didChoose(bytes, named: file.name, dayOrder: dayOrder)
                guard let plan = await screen.state.plan else { return }
                if let unknown = named.keys.sorted().first(where: { !plan.names($0) }) {
                    throw WebError(
                        status: .badRequest, code: "invalid_choice",
                        message: "no row of the file names “\(unknown.prefix(80))”", field: "choices")
                }
                let choices = try validating("choices") {
                    try plan.choices(named: named, bareNumbers: accounts.filmSource)
                }
                // A dry run writes nothing: the films to add are counted, and added by the import that writes.
                await screen.didResolve(choices, adding: plan.additions(named: named), dryRun: dryRun)
            }
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let plan = state.plan else { throw WebError(ScreenFailure.unexpected(.english)) }
            if dryRun { return ImportDocument(plan: plan, outcome: nil).jsonResponse() }
            if let failure = await imports.begin(plan, file: bytes, named: file.name, for: user.id, jobs: jobs) {
                throw WebError(failure)
            }
            guard let job = await jobs.state.job else { throw WebError(ScreenFailure.unexpected(.english)) }
            var response = ImportDocument(job: job).jsonResponse(status: .accepted)
            response.headers[.location] = "/api/imports/\(job.id)"
            return response
        }
    }

    /// `GET` or `DELETE /api/imports/{id}`: the member's job as it is now, from the store.
    func job(
        _ context: MoviesRequestContext, writes: Bool = false,
        _ act: @escaping @Sendable (ImportJobsViewModel, ImportJob.ID) async -> Void
    ) async -> Response {
        await answer {
            let user = try await writes ? accounts.requireWriter(context) : accounts.requireUser(context)
            guard let screen = screens.importJobsScreen(member: user.id, strings: .english) else {
                throw WebError(ScreenFailure.unexpected(.english))
            }
            await act(screen, ImportJob.ID(rawValue: context.parameters.get("id") ?? ""))
            let state = await screen.state
            if let failure = state.failure { throw WebError(failure) }
            guard let job = state.job else {
                throw WebError(status: .notFound, code: "not_found", message: "you have no import of that id")
            }
            return ImportDocument(job: job).jsonResponse()
        }
    }
}
