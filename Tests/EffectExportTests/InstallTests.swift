import Foundation
import Testing
import _EffectTestSupport

/// `make install` and `make dist` (`scripts/package`) with the executable this build made: installed into a new prefix,
/// unpacked from the release archive and installed from the Debian package (`dpkg --root` into a new folder: a test
/// does not install into the machine's own `/usr`), the tool lists its templates and renders one with the source tree
/// hidden (a tmpfs mounted over it in a mount namespace of its own, `unshare -rm`): it needs nothing of it.
@Suite(.tags(.packaging), .needs(.packaging)) struct InstallTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = package.appendingPathComponent("scripts/package").path

    /// Runs `prefix/bin/effect-export list`, then renders a template to a PNG in `folder`, with the source tree hidden.
    static func listAndRender(_ prefix: URL, in folder: URL) throws -> ToolRun {
        let tool = prefix.appendingPathComponent("bin/effect-export").path
        return try ExternalTool.run(
            "unshare",
            [
                "-rm", "sh", "-c",
                #"mount -t tmpfs none "$0" && [ ! -e "$0/Templates" ] && "$1" list && "$1" ripple-contained --time 0.1 --format png --output r.png"#,
                package.path, tool,
            ], in: folder)
    }

    static func expectListedAndRendered(_ run: ToolRun, in folder: URL) throws {
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.text.contains("ripple-contained"), "\(run.text)")
        let png = try Data(contentsOf: folder.appendingPathComponent("r.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func anInstalledPrefixWorksWithoutTheSourceTree() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prefix = folder.appendingPathComponent("prefix")
        let install = try ExternalTool.run(Self.script, ["install", prefix.path, ExternalTool.productsFolder.path])
        try #require(install.status == 0, "\(install.standardError)")
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/effect-export/Templates/ripple-contained.json").path))
        #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/doc/effect-export/LICENSE").path))
        try Self.expectListedAndRendered(try Self.listAndRender(prefix, in: folder), in: folder)
    }

    @Test func theArchiveAndTheDebianPackageInstallAndRender() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dist = try ExternalTool.run(Self.script, ["dist", folder.appendingPathComponent("dist").path, ExternalTool.productsFolder.path])
        try #require(dist.status == 0, "\(dist.standardError)")
        let files = dist.text.split(separator: "\n").map(String.init)
        let archive = try #require(files.first { $0.hasSuffix(".tar.gz") })
        let debian = try #require(files.first { $0.hasSuffix(".deb") })

        // The archive: one folder, the prefix layout.
        let unpacked = folder.appendingPathComponent("unpacked")
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        #expect(try ExternalTool.run("tar", ["-xzf", archive, "-C", unpacked.path]).status == 0)
        let top = try #require(try FileManager.default.contentsOfDirectory(atPath: unpacked.path).first)
        #expect(top.hasPrefix("effect-export-"))
        try Self.expectListedAndRendered(try Self.listAndRender(unpacked.appendingPathComponent(top), in: unpacked), in: unpacked)

        // The Debian package, installed by dpkg into an empty system of its own (its libraries are this machine's).
        let root = folder.appendingPathComponent("root")
        for path in ["var/lib/dpkg/info", "var/lib/dpkg/updates"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data().write(to: root.appendingPathComponent("var/lib/dpkg/status"))
        let installed = try ExternalTool.run(
            "dpkg", ["--root=\(root.path)", "--log=/dev/null", "--force-depends", "--force-not-root", "--install", debian])
        try #require(installed.status == 0, "\(installed.standardError)")
        let listed = try ExternalTool.run("dpkg", ["--root=\(root.path)", "--status", "effect-export"])
        #expect(listed.text.contains("Status: install ok installed"), "\(listed.text)")
        #expect(listed.text.contains("Depends: ") && listed.text.contains("libcairo2"), "\(listed.text)")
        try Self.expectListedAndRendered(try Self.listAndRender(root.appendingPathComponent("usr"), in: folder), in: folder)
    }
}
