/// An `<img>` for a poster, served by `/posters` at the widths the layout may need.
enum PosterView {
    static func image(path: String?, alt: String, widths: [Int], sizes: String) -> Markup {
        guard let path, let fallback = widths.last else { return "<img alt=\"\(alt)\">" }
        guard widths.count > 1 else {
            return """
                <img src="\(WebRoute.poster(path: path, width: fallback))" alt="\(alt)" loading="lazy">
                """
        }
        let srcset = widths.map { "\(WebRoute.poster(path: path, width: $0).href) \($0)w" }.joined(separator: ", ")
        return """
            <img src="\(WebRoute.poster(path: path, width: fallback))" srcset="\(srcset)" sizes="\(sizes)" alt="\(alt)" \
            loading="lazy" decoding="async">
            """
    }
}
