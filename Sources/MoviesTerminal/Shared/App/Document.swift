import MoviesDomain

/// A page longer than the screen (a film, a person): lines to scroll through, some of them leading
/// somewhere. Up and Down select the next place in view, or scroll a line when there is none.
struct Document {
    enum Target: Equatable {
        case film(Movie.ID)
        case person(Person.ID)
    }

    struct Row {
        let line: Line
        let target: Target?
    }

    var rows: [Row] = []

    mutating func add(_ line: Line, to target: Target? = nil) {
        rows.append(Row(line: line, target: target))
    }

    mutating func add(wrapping text: String, width: Int, style: Style = .plain, indent: Int = 0) {
        let pad = String(repeating: " ", count: indent)
        for part in Columns.wrap(text, max(1, width - indent)) { add(Line(pad + part, style)) }
    }
}

/// Where a document is scrolled to and which of its places is selected. Scrolled to the end (End, or
/// PgDn as far as it goes), it stays at the end as the document grows: a film's series and films alike
/// arrive after its facts, and End pressed before them still shows them.
struct DocumentCursor: Equatable {
    private(set) var top = 0
    private(set) var selected: Int?
    private(set) var pinnedToEnd = false

    /// The first row shown: the end's when pinned there, however long the document has grown.
    func top(in document: Document, height: Int) -> Int {
        pinnedToEnd ? max(0, document.rows.count - max(1, height)) : top
    }

    func visibleTargets(in document: Document, height: Int) -> [Int] {
        let end = min(document.rows.count, top + height)
        return (top..<max(top, end)).filter { document.rows[$0].target != nil }
    }

    mutating func handle(_ key: Key, in document: Document, height: Int) -> Bool {
        let height = max(1, height)
        let last = max(0, document.rows.count - height)
        top = top(in: document, height: height)
        pinnedToEnd = false
        let visible = visibleTargets(in: document, height: height)
        switch key {
        case .down, .character("j"):
            if let next = visible.first(where: { $0 > (selected ?? top - 1) }) {
                selected = next
            } else {
                top = min(last, top + 1)
            }
        case .up, .character("k"):
            if let selected, let previous = visible.last(where: { $0 < selected }) {
                self.selected = previous
            } else {
                top = max(0, top - 1)
            }
        case .pageDown:
            top = min(last, top + height - 1)
            pinnedToEnd = top == last
        case .pageUp: top = max(0, top - height + 1)
        case .home, .character("g"): (top, selected) = (0, nil)
        case .end, .character("G"): (top, pinnedToEnd) = (last, true)
        default: return false
        }
        keepSelectionInView(document, height: height)
        return true
    }

    /// A selection scrolled out of view moves to the nearest place in view, or to none.
    private mutating func keepSelectionInView(_ document: Document, height: Int) {
        guard let current = selected, !(top..<top + height).contains(current) else { return }
        let visible = visibleTargets(in: document, height: height)
        selected = current < top ? visible.first : visible.last
    }

    func target(in document: Document) -> Document.Target? {
        guard let selected, document.rows.indices.contains(selected) else { return nil }
        return document.rows[selected].target
    }

    func lines(of document: Document, height: Int) -> [Line] {
        document.rows.indices.dropFirst(top(in: document, height: height)).prefix(height).map { index in
            let row = document.rows[index]
            return index == selected ? row.line.marked().styled(.selected) : row.line
        }
    }
}
