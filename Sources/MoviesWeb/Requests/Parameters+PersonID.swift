import Foundation
import Hummingbird

extension Parameters {
    /// The `{id}` of `/people/{id}`, percent-decoded: links write `catalog:francis-ford-coppola` as
    /// `catalog%3Afrancis-ford-coppola`, and a name's words may be any letters.
    var personID: String {
        let raw = String((get("id") ?? "").prefix(400))
        return raw.removingPercentEncoding ?? raw
    }
}
