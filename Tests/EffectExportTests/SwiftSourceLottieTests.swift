import EffectExport
import EffectModel
import Foundation
import LottieImport
import Testing

/// Lottie → Swift (issue 41, item 5): an imported Lottie file's `--format swift` compiles against EffectKit and records
/// the frames of the import. Our own files, one a feature (alpha mattes and masks as `CALayer.mask`, blend modes as
/// `compositingFilter`, dashes as `lineDashPattern`, gradients), within 2/255 a channel; lottie-ios's samples are
/// measured at 0, 25, 50, 75 and 100 % and printed (their path points and values are written with four decimals, as an engineer reads them,
/// which moves an edge by up to a few hundredths of a point), as is a file whose Swift says it approximates (a radial
/// gradient's focal offset, drawn centred). An inverted or luminance matte has no Core Animation form, and an image is
/// the app's own asset: both are refused with that reason.
extension SwiftSourceTests {
    /// The Lottie files: the fixtures of our own making, and the lottie-ios samples beside the checkout when there.
    static let lottieFiles: [URL] = [
        package.appendingPathComponent("Tests/EffectExportTests/Fixtures/Lottie"), package.appendingPathComponent("../shared/lottie-samples"),
    ].flatMap { folder in
        let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test func importedLottieFilesRecordTheirFramesAsSwift() throws {
        var documents: [EffectDocument] = []
        var refused: [String] = []
        var ownFiles: Set<String> = []
        var approximated: [String] = []
        for (index, url) in Self.lottieFiles.enumerated() {
            let bytes = Array(try Data(contentsOf: url))
            var document = try #require(EffectFile.check(bytes, file: url.path).document, "\(url.lastPathComponent)")
            let stem = url.deletingPathExtension().lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
            document.name = "lottie-\(index)-" + String(stem)
            if url.path.contains("/Fixtures/Lottie/") { ownFiles.insert(document.name) }
            do throws(ExportError) {
                let swift = try SwiftSource(document: document)
                documents.append(document)
                if !swift.approximations.isEmpty { approximated.append(document.name) }
            } catch {
                let layers = Layer.flattened(document.layers)
                let matte = layers.compactMap(\.matte).filter { $0 != Matte(.alpha) }
                let images = layers.filter { if case .image = $0.content { true } else { false } }
                let reason = images.isEmpty ? "CALayer.mask is an alpha matte only" : "its image would be the app's own asset"
                #expect(!(matte.isEmpty && images.isEmpty) && "\(error)".contains(reason), "\(url.lastPathComponent): \(error)")
                refused.append(url.lastPathComponent)
            }
        }
        // Our own 17 fixtures (all a clean clone has): 9 written, 8 refused with their reason (inverted and luminance
        // mattes, subtracting masks, an image); with lottie-ios's samples beside the project (../shared), 27 written.
        let own = documents.filter { ownFiles.contains($0.name) }.count
        let samples = documents.count - own
        #expect(
            own >= 9 && (Self.lottieFiles.count == ownFiles.count || samples >= 15), "written: \(own) own, \(samples) samples; refused: \(refused)")
        let recorded = try Self.compileAndRun(documents).documents
        for document in documents {
            let again = try #require(recorded[document.name])
            #expect(Layer.flattened(again.layers).count == Layer.flattened(document.layers).count, "\(document.name)")
            if ownFiles.contains(document.name), !approximated.contains(document.name) {
                try Self.expectSameFrames(document, again, tolerance: 2)
            } else {
                try Self.expectSameFrames(document, again, tolerance: 255, fractions: [0, 0.25, 0.5, 0.75, 1])
            }
        }
        // A radial gradient's focal offset is the one approximation: the Swift draws it centred and says so.
        #expect(approximated.contains { $0.hasSuffix("gradient-radial-highlight") }, "approximated: \(approximated)")
        print(
            "lottie → swift: \(documents.count) files written, compiled and recorded; approximated: "
                + "\(approximated.joined(separator: ", ")); refused: \(refused.joined(separator: ", "))")
    }
}
