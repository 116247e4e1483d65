import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Questions asked on the terminal: a line, or a secret typed without echo.
enum Prompt {
    static func line(_ question: String) throws -> String {
        Console.error(question)
        guard let answer = Console.readLine(), !answer.isEmpty else {
            throw CleanError(message: "no answer to '\(question.trimmingCharacters(in: .whitespaces))'")
        }
        return answer
    }

    /// Typed without echo at a terminal; piped, the first line.
    static func secret(_ question: String) throws -> String {
        Console.error(question)
        guard let answer = Console.current.readSecret(), !answer.isEmpty else {
            throw CleanError(message: "no password given")
        }
        return answer
    }

    /// The machine's name as it calls itself (`gethostname`: Foundation's `hostName` asks the DNS, which can
    /// take long offline).
    static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this machine" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "this machine" : String(name.prefix(40))
    }
}
