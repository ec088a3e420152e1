import EffectExport
import Foundation

extension TemplateLibrary {
    /// This program's templates: found from where it runs, its environment and the source tree it was built from
    /// (`Sources/effect-export/TemplateFolders.swift` → the package root), read once.
    static let forThisProgram = TemplateLibrary.standard(
        executable: URL(fileURLWithPath: CommandLine.arguments[0]),
        sourceRoot: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent(),
        environment: ProcessInfo.processInfo.environment)
}
