/// A path into a JSON document, printed as `layers[0].sublayers[2].cornerRadius`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    public var components: [Component]

    public init(_ components: [Component] = []) { self.components = components }

    public static let root = JSONPath()

    public static func / (path: JSONPath, key: String) -> JSONPath { JSONPath(path.components + [.key(key)]) }
    public static func / (path: JSONPath, index: Int) -> JSONPath { JSONPath(path.components + [.index(index)]) }

    /// `(document)` for the root; otherwise keys joined by dots, indices in brackets.
    public var description: String {
        guard !components.isEmpty else { return "(document)" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }
}

/// A problem with an effect document: where (file, line and column where known, JSON path) and what.
///
/// Printed as `FILE:LINE:COLUMN: JSON.PATH: message`, the message saying what was expected and what was found.
public struct DocumentError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String?
    public var location: SourceLocation?
    public var path: JSONPath
    public var message: String

    public init(file: String? = nil, location: SourceLocation?, path: JSONPath, message: String) {
        self.file = file
        self.location = location
        self.path = path
        self.message = message
    }

    public var description: String {
        var prefix = file.map { "\($0):" } ?? ""
        if let location { prefix += "\(location.line):\(location.column):" }
        return (prefix.isEmpty ? "" : prefix + " ") + "\(path): \(message)"
    }
}
