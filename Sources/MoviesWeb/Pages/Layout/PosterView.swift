/// An `<img>` for a poster, served by `/posters` at the widths the layout may need.
enum PosterView {
    static func image(path: String?, alt: String, widths: [Int], sizes: String) -> String {
        guard let path, let fallback = widths.last else { return "<img alt=\"\(HTML.escape(alt))\">" }
        let base = "/posters/\(HTML.queryComponent(path))?w="
        let srcset = widths.map { "\(base)\($0) \($0)w" }.joined(separator: ", ")
        return """
            <img src="\(base)\(fallback)" srcset="\(srcset)" sizes="\(sizes)" alt="\(HTML.escape(alt))" \
            loading="lazy" decoding="async">
            """
    }
}
