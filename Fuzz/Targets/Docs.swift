// libFuzzer target: `effect-export docs` with hostile inputs. The first byte chooses what the rest is:
// - a site's manifest.json, in a folder that holds a user's files (at the top, in a folder named like an
//   effect, and behind a link out of the site): after a build, with or without --force, every one is intact;
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
        let user = [site.appendingPathComponent("user.txt"), site.appendingPathComponent("tiny/notes.txt"), root.appendingPathComponent("outside/keep.txt")]
        for file in user {
            try? manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data("keep".utf8).write(to: file)
        }
        try? manager.createSymbolicLink(at: site.appendingPathComponent("linked"), withDestinationURL: root.appendingPathComponent("outside"))
        try? Data(bytes).write(to: site.appendingPathComponent("manifest.json"))
        guard let docs = try? DocsTemplates(folders: [templates], theme: nil) else { return 0 }
        for adopting in [false, true] {
            _ = try? DocsSite(title: "t", templates: docs).build([effect], into: site, adopting: adopting)
            _ = try? DocsSite(title: "t", templates: docs).build([], into: site, adopting: adopting)
        }
        for file in user where (try? Data(contentsOf: file)) != Data("keep".utf8) {
            fatalError("\(file.path) was removed or changed")
        }
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
