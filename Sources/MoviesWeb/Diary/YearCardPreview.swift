import Foundation
import Hummingbird
import MoviesPresentation

/// A public year in review where its link is pasted: the tags a link preview reads (Open Graph, and
/// Twitter's card), naming the year's card as its image, and the card itself.
enum YearCardPreview {
    /// For a visitor (a preview is fetched signed out, so only a public diary's year has them) and a year
    /// with watches; the image's address is whole only with the site's (`--public-url`).
    static func tags(_ state: StatisticsState, title: String, visit: PageVisit, site: String) -> Markup {
        guard visit.user == nil, let year = state.year, !state.isEmpty, let owner = state.ownerName else {
            return .empty
        }
        let description = state.headline.joined(separator: " · ")
        var tags: Markup = """
            <meta property="og:type" content="website">
            <meta property="og:title" content="\(title)">
            <meta property="og:description" content="\(description)">
            <meta name="twitter:card" content="summary_large_image">
            <meta name="twitter:title" content="\(title)">
            <meta name="twitter:description" content="\(description)">

            """
        // `site` comes without its last slash (`movies serve --public-url` drops it), as a feed's links use it.
        if !site.isEmpty {
            let image = site + WebRoute.memberStatisticsCard(owner, year: year).href
            tags += """
                <meta property="og:url" content="\(site + WebRoute.memberStatistics(owner, year: year).href)">
                <meta property="og:image" content="\(image)">
                <meta property="og:image:type" content="image/png">
                <meta property="og:image:width" content="\(YearCard.width)">
                <meta property="og:image:height" content="\(YearCard.height)">
                <meta property="og:image:alt" content="\(state.title)">
                <meta name="twitter:image" content="\(image)">

                """
        }
        return tags
    }

    /// The card as PNG; where cairo is missing, a 503 saying so.
    static func image(_ state: StatisticsState, member: String, visit: PageVisit) throws -> Response {
        let png: Data
        do {
            png = try YearCard.png(of: state, member: member, strings: visit.strings)
        } catch let missing as Cairo.Missing {
            throw WebError(status: .serviceUnavailable, code: "no_drawing", message: missing.description)
        }
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .cacheControl: "private, max-age=300"],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: png)))
    }
}
