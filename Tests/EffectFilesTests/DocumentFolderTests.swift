import EffectModel
import Foundation
import Testing

@testable import EffectFiles

/// A document's folder reads the files it names beside it or below it, through links that stay inside, refuses a
/// link out, says where it looked, and keeps which files it read.
@Suite struct DocumentFolderTests {
    @Test func readsInsideRefusesALinkOutAndKeepsWhatItRead() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("folder-\(UUID().uuidString)")
        let effects = root.appendingPathComponent("effects")
        try FileManager.default.createDirectory(at: effects.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("inside".utf8).write(to: effects.appendingPathComponent("tokens/motion.json"))
        try Data("outside".utf8).write(to: root.appendingPathComponent("outside.json"))
        try FileManager.default.createSymbolicLink(atPath: effects.appendingPathComponent("in.json").path, withDestinationPath: "tokens/motion.json")
        try FileManager.default.createSymbolicLink(atPath: effects.appendingPathComponent("out.json").path, withDestinationPath: "../outside.json")

        let folder = DocumentFolder(besideFile: effects.appendingPathComponent("ripple.json").path)
        #expect(try folder.read("tokens/motion.json", atMost: 100) == Array("inside".utf8))
        #expect(try folder.read("in.json", atMost: 100) == Array("inside".utf8))
        #expect(throws: DocumentFileError.linkLeavesFolder) { try folder.read("out.json", atMost: 100) }
        #expect(throws: DocumentFileError.unreadable(lookedFor: effects.path + "/gone.json", reason: "no such file")) {
            try folder.read("gone.json", atMost: 100)
        }
        #expect(throws: DocumentFileError.unreadable(lookedFor: effects.path + "/tokens", reason: "it is a folder")) {
            try folder.read("tokens", atMost: 100)
        }
        #expect(throws: DocumentFileError.unreadable(lookedFor: effects.path + "/in.json", reason: "it is 6 bytes, more than the 0 MiB allowed")) {
            try folder.read("in.json", atMost: 5)
        }
        let motion = try #require(SystemPath.identity(effects.appendingPathComponent("tokens/motion.json").path))
        #expect(folder.filesRead.map(\.path) == ["tokens/motion.json", "in.json"] && folder.filesRead.allSatisfy { $0.identity == motion })
    }

    /// Standard input's folder is the current one.
    @Test func noFileMeansTheCurrentFolder() {
        #expect(DocumentFolder(besideFile: nil).path == "." && DocumentFolder(besideFile: "ripple.json").path == ".")
        #expect(DocumentFolder(besideFile: "effects/ripple.json").path == "effects")
    }
}
