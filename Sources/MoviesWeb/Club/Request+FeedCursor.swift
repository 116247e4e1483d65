import Hummingbird
import MoviesDomain

extension Request {
    /// `after`, the place a feed's page begins after; nil for the newest. Text no feed gave is a 400.
    func feedCursor() throws(WebError) -> FeedCursor? {
        guard let text = try parameter("after") else { return nil }
        do {
            return try FeedCursor(text: text)
        } catch {
            let message = String(describing: error)
            throw .invalid("after", message.prefix(1).uppercased() + message.dropFirst() + ".")
        }
    }
}
