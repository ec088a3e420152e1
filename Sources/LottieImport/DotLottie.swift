import EffectModel

/// A dotLottie archive (`.lottie`): a zip holding `manifest.json` and `animations/<id>.json` (`a/<id>.json` in
/// dotLottie 2), with its images in `images/` (`i/`). The manifest's first animation is read (or the archive's only
/// one); every entry read is held to its limit (a document's size, an image file's) before it is inflated.
enum DotLottie {
    /// The JSON text of the archive's first animation, and a reader of the archive's other entries by name (an image
    /// asset's `u` + `p`, its leading `/` the archive's root): nil for an entry it lacks or cannot read within
    /// `LottieAssets.maximumImageFile` bytes.
    static func animation(in bytes: [UInt8]) throws(DocumentError) -> (json: [UInt8], entry: (String) -> [UInt8]?) {
        func failure(_ message: String) -> DocumentError { DocumentError(location: nil, path: .root, message: "dotLottie archive: " + message) }
        do throws(ZipArchive.Failure) {
            let archive = try ZipArchive(bytes)
            var names: [String] = []
            if let manifest = archive.entry("manifest.json") {
                let text = try archive.contents(of: manifest, atMost: EffectDocument.maximumSize)
                if let json = try? JSON.parse(text), let first = LottieNode(json: json, path: .root)["animations"]?.elements.first,
                    let id = first["id"]?.string
                {
                    names = ["animations/\(id).json", "a/\(id).json"]
                }
            }
            let animations = archive.entries.filter { ($0.name.hasPrefix("animations/") || $0.name.hasPrefix("a/")) && $0.name.hasSuffix(".json") }
            guard let entry = names.lazy.compactMap(archive.entry).first ?? animations.first else {
                throw .unreadable(entry: "animations/*.json", "there is none (nor a/*.json, as dotLottie 2 names them)")
            }
            let json = try archive.contents(of: entry, atMost: EffectDocument.maximumSize)
            return (
                json,
                { name in
                    let name = name.hasPrefix("/") ? String(name.dropFirst()) : name
                    return archive.entry(name).flatMap { try? archive.contents(of: $0, atMost: LottieAssets.maximumImageFile) }
                }
            )
        } catch {
            switch error {
            case .notAZip(let why): throw failure("not a zip archive (\(why))")
            case .tooLarge(let entry, let size, let limit):
                throw failure("'\(entry)' states \(size) bytes, more than the \(limit >> 20) MiB a document may have; refused before inflating")
            case .unreadable(let entry, let why): throw failure("cannot read '\(entry)': \(why)")
            }
        }
    }
}
