import Hummingbird
import MoviesPresentation

extension Request {
    /// Tonight's pick as an address asks for it: `with` (again for several, or comma-separated), `under`
    /// (minutes, `2h`), `genre` and `decade` (again for several); a value that is not valid
    /// percent-encoded UTF-8 is bad input.
    func pickRequest() throws -> PickRequest {
        for name in ["with", "under", "genre", "decade"] { _ = try parameter(name) }
        let parameters = formParameters
        func values(_ name: String) -> [String] {
            parameters.filter { $0.name == name }.prefix(30).map(\.value)
        }
        return PickRequest(
            with: values("with"), under: values("under").first { !$0.isEmpty }, genres: values("genre"),
            decades: values("decade"))
    }
}
