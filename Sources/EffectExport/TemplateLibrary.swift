import Foundation

/// Finds the effect documents of `Templates/` by name (`ripple-contained` → `ripple-contained.json`).
///
/// Folders searched, in order: each folder in `$EFFECT_EXPORT_TEMPLATES` (colon-separated); `Templates`
/// beside the executable; `../share/effect-export/Templates` from the executable (an installed layout);
/// the package's own `Templates/` (the source tree this build came from).
public struct TemplateLibrary {
    /// The folders searched, in order.
    public var folders: [URL]

    /// A library searching `folders` in order.
    public init(folders: [URL]) {
        self.folders = folders
    }

    /// The standard search folders, those that exist.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> TemplateLibrary {
        var folders: [URL] = []
        if let list = environment["EFFECT_EXPORT_TEMPLATES"] {
            folders += list.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        folders.append(executable.appendingPathComponent("Templates"))
        folders.append(executable.appendingPathComponent("../share/effect-export/Templates").standardized)
        // Sources/EffectExport/TemplateLibrary.swift → the package root.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        folders.append(package.appendingPathComponent("Templates"))
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
