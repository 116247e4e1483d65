import Foundation
import Hummingbird

extension Parameters {
    /// The `{id}` of `/people/{id}`, percent-decoded: links write `catalog:francis-ford-coppola` as
    /// `catalog%3Afrancis-ford-coppola`, and a name's words may be any letters.
    var personID: String { decodedID }

    /// The route's `{id}`, 400 characters at most, percent-decoded where it is.
    var decodedID: String {
        let raw = String((get("id") ?? "").prefix(400))
        return raw.removingPercentEncoding ?? raw
    }
}
