// libFuzzer target: `effect-export docs` with hostile inputs. The first byte chooses what the rest is:
// - a site's manifest.json (or, when the first byte / 3 has bit 4, the journal of an interrupted build under a
//   manifest that says a build was under way), in a folder that holds a user's files at names of the site's (at
//   the top, in a folder named like an effect), links at names of the site's to a file outside it and to a file not
//   there yet, and a link to a folder outside; built with and without --force, then with no effect, one build after
//   another or two at once (bit 2): afterwards every user file is as it was, nothing outside the site has changed,
//   and no build left its lock. The user's files are written after the manifest, as a user adds files to a site:
//   an earlier version's manifest, which lists files without hashes, is taken at its word for files older than itself;
// - a theme's effect.html: read (or refused with its line) and, when accepted, rendered with a hostile document;
// - an effect document, documented (when the budget takes it and it is short).
// Run from the package's root (the built-in templates are read from Templates/).

import EffectExport
import EffectModel
import Foundation

let templates = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Templates")
let tiny = Array(#"{ "effect": 1, "name": "tiny", "title": "<script>x</script>\"'", "description": "</textarea><img src=x onerror=x>", "canvas": { "width": 16, "height": 12 }, "duration": 0.05, "layers": [ { "id": "a", "frame": [2, 2, 4, 4], "backgroundColor": "red" } ], "animations": [ { "layer": "a", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.05 } ] }"#.utf8)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDocs(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-docs-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    defer { try? FileManager.default.removeItem(at: root) }
    let site = root.appendingPathComponent("site")
    let manager = FileManager.default
    guard let effect = try? DocsSite.Effect(name: "tiny", bytes: tiny, document: EffectDocument(json: tiny)) else { return 0 }
    switch data[0] % 3 {
    case 0:
        let options = data[0] / 3
        // The user's bytes differ from run to run: a hash in a manifest can match them only by being computed from them
        // (a manifest that does that claims the file, as the rule says), never by being learned from an earlier run.
        let mine = Data(UUID().uuidString.utf8)
        let outside = root.appendingPathComponent("outside")
        let keep = outside.appendingPathComponent("keep.txt")
        try? manager.createDirectory(at: outside.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try? manager.createDirectory(at: site.appendingPathComponent("tiny"), withIntermediateDirectories: true)
        try? mine.write(to: keep)
        if options & 4 == 0 {
            try? Data(bytes).write(to: site.appendingPathComponent("manifest.json"))
        } else {
            try? Data(#"{"generator": "effect-export 0.1.0", "building": true, "files": {}, "effects": {}}"#.utf8).write(to: site.appendingPathComponent("manifest.json"))
            try? Data(bytes).write(to: site.appendingPathComponent(".effect-export.journal"))
        }
        var past = [timespec(tv_sec: time(nil) - 60, tv_nsec: 0), timespec(tv_sec: time(nil) - 60, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, site.appendingPathComponent("manifest.json").path, &past, AT_SYMLINK_NOFOLLOW)
        let user = ["user.txt", "README.md", "style.css", "tiny/notes.txt", "tiny/index.html", "tiny/tiny.json", "tiny/tiny-sheet.effect-export.pdf"]
            .map { site.appendingPathComponent($0) }
        for file in user { try? mine.write(to: file) }
        let links = ["index.html": keep.path, "tiny/tiny.svg": keep.path, "tiny/tiny.png": outside.appendingPathComponent("new.png").path, "tokens.json": "../outside/keep.txt"]
        for (name, destination) in links { try? manager.createSymbolicLink(atPath: site.appendingPathComponent(name).path, withDestinationPath: destination) }
        try? manager.createSymbolicLink(at: site.appendingPathComponent("linked"), withDestinationURL: outside.appendingPathComponent("folder"))
        guard let docs = try? DocsTemplates(folders: [templates], theme: nil) else { return 0 }
        let builder = DocsSite(title: "t", templates: docs)
        for adopting in [false, true] {
            for list in [[effect], []] {
                // One build, or two of one site at once: the second is refused or waits its turn, never mixed in.
                DispatchQueue.concurrentPerform(iterations: options & 2 == 0 ? 1 : 2) { _ in _ = try? builder.build(list, into: site, adopting: adopting) }
            }
        }
        for file in user where (try? Data(contentsOf: file)) != mine || (try? manager.destinationOfSymbolicLink(atPath: file.path)) != nil {
            fatalError("\(file.path) was removed or changed")
        }
        guard (try? Data(contentsOf: keep)) == mine,
            (try? manager.contentsOfDirectory(atPath: outside.path).sorted()) == ["folder", "keep.txt"],
            (try? manager.contentsOfDirectory(atPath: outside.appendingPathComponent("folder").path)) == []
        else { fatalError("the build wrote outside the site") }
        if manager.fileExists(atPath: site.appendingPathComponent(".effect-export.lock").path) { fatalError("a build left its lock") }
    case 1:
        let theme = root.appendingPathComponent("theme")
        try? manager.createDirectory(at: theme, withIntermediateDirectories: true)
        try? Data(bytes).write(to: theme.appendingPathComponent("effect.html"))
        guard let docs = try? DocsTemplates(folders: [templates], theme: theme) else { return 0 }
        _ = try? DocsSite(title: "t", templates: docs).build([effect], into: site)
    default:
        guard let document = try? EffectDocument(json: bytes), document.effectiveDuration <= 0.5,
              document.canvas.width * document.canvas.height <= 200 * 200,
              (try? WorkBudget.checkFrameMemory(of: document, scale: 2)) != nil,
              let docs = try? DocsTemplates(folders: [templates], theme: nil) else { return 0 }
        _ = try? DocsSite(title: "t", templates: docs).build([DocsSite.Effect(name: document.name, bytes: bytes, document: document)], into: site)
    }
    return 0
}
