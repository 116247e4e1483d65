import Testing

@testable import MoviesWeb

@Suite struct MarkupTests {
    @Test(arguments: [
        ("Heat", "Heat"),
        (#"<b class="x">Tom & Jerry's</b>"#, "&lt;b class=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;"),
        ("'\u{301}\"", "&#39;\u{301}&quot;"),  // a quote with a combining mark is still a quote to a browser
        ("영화 <3", "영화 &lt;3"),
        ("&amp;", "&amp;amp;"),
    ])
    func textIsEscapedWhereverItIsPut(text: String, escaped: String) {
        let markup: Markup = "<p title=\"\(text)\">\(text)</p>"
        #expect(markup.html == "<p title=\"\(escaped)\">\(escaped)</p>")
    }

    @Test func markupIsKeptAndRoutesArePercentEncodedThenEscaped() {
        let inner: Markup = "<em>\("a<b")</em>"
        let link: Markup = "<a href=\"\(WebRoute.search("a b&c/é", page: 2))\">\(inner)</a>"
        #expect(link.html == "<a href=\"/?q=a%20b%26c%2F%C3%A9&amp;page=2\"><em>a&lt;b</em></a>")
        #expect(Markup(joining: [inner, inner], separator: ", ").html == "<em>a&lt;b</em>, <em>a&lt;b</em>")
    }
}
