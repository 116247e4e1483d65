extension String {
    /// This path and query without the parameter `name`.
    func removingParameter(_ name: String) -> String {
        guard let mark = firstIndex(of: "?") else { return self }
        let kept = self[index(after: mark)...].split(separator: "&").filter { !$0.hasPrefix("\(name)=") && $0 != name }
        return String(self[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
    }

    /// This path and query with `name=value` added.
    func addingParameter(_ name: String, _ value: String) -> String {
        self + (contains("?") ? "&" : "?") + "\(name)=\(WebRoute.encoded(value))"
    }
}
