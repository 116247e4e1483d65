/// A request another Movies server refused, in its words: the status it answered (400, 404, …), its code
/// for programs and its sentence for people. A front end over a server says it as that server did.
public protocol RefusedElsewhere: Error {
    var refusalStatus: Int { get }
    var refusalCode: String { get }
    var refusalMessage: String { get }
}
