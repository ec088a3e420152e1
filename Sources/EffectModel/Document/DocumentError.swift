/// A path into a JSON document, printed as `layers[0].sublayers[2].cornerRadius`.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step into the document.
    public enum Component: Hashable, Sendable {
        /// An object's member.
        case key(String)
        /// An array's element, from 0.
        case index(Int)
    }

    /// The steps from the root, in order.
    public var components: [Component]

    /// The path of `components` (default: the root).
    public init(_ components: [Component] = []) { self.components = components }

    /// The document itself.
    public static let root = JSONPath()

    /// The member `key` of the object at `path`.
    public static func / (path: JSONPath, key: String) -> JSONPath { JSONPath(path.components + [.key(key)]) }
    /// The element `index` of the array at `path`.
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
    /// The document's file, as the user named it (`nil` for bytes that came from no file).
    public var file: String?
    /// The line and column of the value, where the text is known.
    public var location: SourceLocation?
    /// Where in the document, as a JSON path.
    public var path: JSONPath
    /// What was expected and what was found, with the fix when it can be guessed.
    public var message: String

    /// A problem at `path` (line and column `location`) of `file`.
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
