import Foundation

/// Finds the effect documents of `Templates/` by name (`ripple-contained` → `ripple-contained.json`).
///
/// The command line's folders, in order (`standard(executable:sourceRoot:environment:)`): each folder in
/// `$EFFECT_EXPORT_TEMPLATES` (colon-separated); `Templates` beside the executable;
/// `../share/effect-export/Templates` from the executable (an installed layout); the source tree's `Templates/`.
public struct TemplateLibrary: Sendable {
    /// The folders searched, in order.
    public var folders: [URL]

    /// A library searching `folders` in order.
    public init(folders: [URL]) {
        self.folders = folders
    }

    /// The standard search folders for a program at `executable` built from the source tree at `sourceRoot`, those
    /// that exist: each folder of `EFFECT_EXPORT_TEMPLATES` in `environment` (colon-separated), `Templates` beside the
    /// executable, `../share/effect-export/Templates` from it (an installed layout), then `sourceRoot/Templates`. The
    /// program says where it is: the library reads no process state.
    public static func standard(executable: URL, sourceRoot: URL?, environment: [String: String]) -> TemplateLibrary {
        var folders: [URL] = []
        if let list = environment["EFFECT_EXPORT_TEMPLATES"] {
            folders += list.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        let beside = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(beside.appendingPathComponent("Templates"))
        folders.append(beside.appendingPathComponent("../share/effect-export/Templates").standardized)
        if let sourceRoot { folders.append(sourceRoot.appendingPathComponent("Templates")) }
        return TemplateLibrary(
            folders: folders.filter { url in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            })
    }

    /// The document of the template `name`, from the first folder that has it.
    public func find(_ name: String) -> URL? {
        for folder in folders {
            let url = folder.appendingPathComponent("\(name).json")
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// Every template, by name; a name in an earlier folder hides the same name in later ones.
    public func all() -> [(name: String, url: URL)] {
        var found: [String: URL] = [:]
        for folder in folders.reversed() {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for file in files where file.hasSuffix(".json") {
                found[String(file.dropLast(5))] = folder.appendingPathComponent(file)
            }
        }
        return found.keys.sorted().map { ($0, found[$0]!) }
    }
}
