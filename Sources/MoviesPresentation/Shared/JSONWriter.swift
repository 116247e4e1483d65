/// Writes JSON straight into bytes: each document lists its members once, in ``JSONDocument/write(to:)``,
/// and every front end writes it from there (the API as it is, the command line pretty-printed). It costs
/// a tenth of what JSONEncoder took (which was more than the search itself). Members appear in the order
/// written, and nil members are left out.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// True where the next member or element is the first of its object or array (no comma).
    private var atStart = true

    /// `capacity`: the bytes the document is expected to take, reserved at once.
    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func object(_ members: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        members(&self)
        close(UInt8(ascii: "}"))
    }

    public mutating func array<Elements: Sequence>(
        _ elements: Elements, _ write: (inout JSONWriter, Elements.Element) -> Void
    ) {
        open(UInt8(ascii: "["))
        for element in elements { write(&self, element) }
        close(UInt8(ascii: "]"))
    }

    /// Starts a member of an object; its value follows.
    public mutating func key(_ name: String) {
        string(name)
        bytes.append(UInt8(ascii: ":"))
        atStart = true
    }

    public mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    public mutating func member(_ name: String, _ value: Int?) {
        guard let value else { return }
        key(name)
        scalar(Array(value.description.utf8))
    }

    public mutating func member(_ name: String, _ value: Double?) {
        guard let value else { return }
        key(name)
        if !value.isFinite {
            scalar(Array("null".utf8))
        } else if value == value.rounded(), abs(value) < 1e15 {
            scalar(Array(Int(value).description.utf8))
        } else {
            scalar(Array(value.description.utf8))
        }
    }

    public mutating func member(_ name: String, _ value: Bool?) {
        guard let value else { return }
        key(name)
        scalar(Array((value ? "true" : "false").utf8))
    }

    /// A member whose value is a document.
    public mutating func member(_ name: String, _ document: (some JSONDocument)?) {
        guard let document else { return }
        key(name)
        document.write(to: &self)
    }

    /// A member whose value is an array of documents.
    public mutating func member(_ name: String, _ documents: [some JSONDocument]) {
        key(name)
        array(documents) { $1.write(to: &$0) }
    }

    /// A member whose value is an object written by `members`.
    public mutating func object(_ name: String, _ members: (inout JSONWriter) -> Void) {
        key(name)
        object(members)
    }

    /// A member whose value is an array of objects, each written by `members`.
    public mutating func objects<Elements: Sequence>(
        _ name: String, _ elements: Elements, _ members: (inout JSONWriter, Elements.Element) -> Void
    ) {
        key(name)
        array(elements) { json, element in json.object { members(&$0, element) } }
    }

    public mutating func member(_ name: String, _ values: [Int]) {
        key(name)
        array(values) { $0.scalar(Array($1.description.utf8)) }
    }

    public mutating func member(_ name: String, _ values: [String]?) {
        guard let values else { return }
        key(name)
        array(values) { $0.string($1) }
    }

    public mutating func string(_ text: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Most strings need no escape at all: they are copied in one go.
            if utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
                bytes.append(contentsOf: utf8)
            } else {
                for byte in utf8 { escaped(byte) }
            }
        }
        bytes.append(UInt8(ascii: "\""))
        atStart = false
    }

    private mutating func escaped(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): bytes += Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): bytes += Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): bytes += Array(#"\t"#.utf8)
        case 0..<0x20: bytes += Array(#"\u00"#.utf8) + [Self.hex[Int(byte >> 4)], Self.hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private mutating func scalar(_ text: some Collection<UInt8>) {
        separate()
        bytes.append(contentsOf: text)
        atStart = false
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        atStart = true
    }

    private mutating func close(_ bracket: UInt8) {
        bytes.append(bracket)
        atStart = false
    }

    private mutating func separate() {
        if !atStart { bytes.append(UInt8(ascii: ",")) }
    }
}
