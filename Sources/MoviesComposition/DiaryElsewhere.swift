/// A container over another Movies server keeps no diary: the server's diary API is not read yet.
public struct DiaryElsewhere: Error, CustomStringConvertible {
    public var description: String {
        "the diary is kept where the store is: run this without --server, on the server's machine"
    }
}
