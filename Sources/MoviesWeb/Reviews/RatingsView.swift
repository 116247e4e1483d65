import MoviesDomain
import MoviesPresentation

/// What members and the source think of a film, side by side and named apart ("Critics 8.7/10 · 206
/// reviews", "Members 7.9/10 · 41 ratings"), with members' ratings drawn as ten columns, ½★ to ★★★★★, in SVG
/// (no script) and a table beside it for screen readers.
enum RatingsView {
    /// `line`: what stands beside the columns instead of the members' line (a member's own average).
    static func render(
        _ ratings: MemberRatingsContent, source: String?, line: String? = nil, caption: String? = nil,
        strings: Strings
    ) -> Markup {
        let caption = caption ?? strings.opinions.histogram
        var lines: Markup = "<p class=\"members-rating\">\(line ?? ratings.membersText)</p>"
        if let source { lines = "<p class=\"source-rating\">\(source)</p>" + lines }
        lines = "<div class=\"rating-lines\">\(lines)</div>"
        guard ratings.histogram.total > 0 else { return "<div class=\"ratings\">\(lines)</div>" }
        let (slot, height) = (16, 48)
        var bars = ""
        var table: Markup = "<table class=\"visually-hidden\"><caption>\(caption)</caption>"
        for (index, bar) in ratings.bars.enumerated() {
            let length = bar.count == 0 ? 1 : max(2, Int((bar.share * Double(height)).rounded()))
            bars += "M\(index * slot + 2) \(height - length)h\(slot - 4)v\(length)h-\(slot - 4)z"
            table += "<tr><td>\(bar.accessibleText)"
        }
        return """
            <div class="ratings">\(lines)<figure class="histogram"><figcaption>\(caption)</figcaption>\
            <svg viewBox="0 0 \(slot * 10) \(height + 14)" aria-hidden="true"><path class="bar" d="\(bars)"/>\
            <g class="label"><text x="2" y="\(height + 12)">½★</text>\
            <text x="\(slot * 10 - 2)" y="\(height + 12)" text-anchor="end">★★★★★</text></g></svg>\
            \(table)</table></figure></div>
            """
    }
}
