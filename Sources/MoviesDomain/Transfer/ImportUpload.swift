public import Foundation

/// A history to import as it is handed over: one file (a zip or a CSV) or an export unpacked into a
/// folder, by its files' paths within it.
public enum ImportUpload: Sendable {
    case file(Data, name: String)
    case folder([String: Data])
}
