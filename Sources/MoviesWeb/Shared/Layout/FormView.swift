/// The parts every form is made of: labelled fields with their hint and error, and the error summary.
enum FormView {
    struct Field {
        let name: String
        let label: String
        var type = "text"
        var value = ""
        var hint: String?
        var autocomplete: String?
        var maxLength: Int?
        /// Whether the form cannot be sent without it (most fields of most forms).
        var isRequired = true
        /// The element's id without its `f-` prefix, where two forms of a page ask for the same field.
        var id: String?
    }

    /// A labelled input; `error` is shown under it and ties to it for screen readers.
    static func input(_ field: Field, error: String? = nil) -> Markup {
        let id = "f-" + (field.id ?? field.name)
        var described: [String] = []
        var html: Markup = "<div class=\"field\"><label for=\"\(id)\">\(field.label)</label>"
        if let hint = field.hint {
            html += "<p class=\"hint\" id=\"\(id)-hint\">\(hint)</p>"
            described.append("\(id)-hint")
        }
        if let error {
            html += "<p class=\"field-error\" id=\"\(id)-error\">\(error)</p>"
            described.append("\(id)-error")
        }
        html +=
            "<input id=\"\(id)\" name=\"\(field.name)\" type=\"\(field.type)\" value=\"\(field.value)\""
        if field.type == "number" { html += " inputmode=\"numeric\"" }
        if field.isRequired { html += " required" }
        if let autocomplete = field.autocomplete { html += " autocomplete=\"\(autocomplete)\"" }
        if let maxLength = field.maxLength { html += " maxlength=\"\(maxLength)\"" }
        if !described.isEmpty { html += " aria-describedby=\"\(described.joined(separator: " "))\"" }
        // The field at fault takes the focus (the browser brings it into view), where the page has no alert.
        if error != nil { html += " aria-invalid=\"true\" autofocus" }
        return html + "></div>"
    }

    /// A message for the whole form (a wrong password, an expired form): it takes the focus, so a page
    /// reloaded after the form was sent opens on it, however far down the form is.
    static func alert(_ message: String?) -> Markup {
        guard let message else { return .empty }
        return "<p class=\"error\" role=\"alert\" tabindex=\"-1\" autofocus>\(message)</p>"
    }

    static func notice(_ message: String?) -> Markup {
        guard let message else { return .empty }
        return "<p class=\"notice\" role=\"status\" tabindex=\"-1\" autofocus>\(message)</p>"
    }
}
