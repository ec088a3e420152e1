import CairoKit
import Foundation

/// Reference images kept in the repository (`Tests/<Target>/__Goldens__/<Suite>/<case>.png`) and
/// compared with a tolerance: a test fails when any channel of any pixel differs by more than
/// `tolerance` (0…255).
///
/// `EFFECT_GOLDENS` chooses what happens to references: `never` (CI, `make test`) only compares;
/// `record` (`make goldens`) rewrites every reference; unset, a missing reference is recorded and the
/// test fails so that someone looks at it. On failure the actual image and a diff image are written
/// under `.build/golden-failures/`, and the message names them.
package struct GoldenImage {
    package enum Mode: String {
        case never, record, missing
    }

    /// Where the package's `Tests/` folder is: from the calling test file's `#filePath`.
    package let goldensFolder: URL
    package let failuresFolder: URL
    package let mode: Mode

    /// - Parameters:
    ///   - testFile: `#filePath` of a file in `Tests/<Target>/`.
    ///   - environment: where `EFFECT_GOLDENS` is read.
    package init(testFile: String = #filePath, environment: [String: String] = ProcessInfo.processInfo.environment) {
        let target = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        goldensFolder = target.appendingPathComponent("__Goldens__")
        failuresFolder = target.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/golden-failures").appendingPathComponent(target.lastPathComponent)
        mode = environment["EFFECT_GOLDENS"].flatMap(Mode.init(rawValue:)) ?? .missing
    }

    package func referenceURL(suite: String, name: String) -> URL {
        goldensFolder.appendingPathComponent(suite).appendingPathComponent("\(name).png")
    }

    /// Compares `png` (the bytes of the actual image) with the reference; returns `nil` when they match,
    /// or the message to fail with.
    package func verify(_ png: [UInt8], suite: String, name: String, tolerance: Int = 2) -> String? {
        let reference = referenceURL(suite: suite, name: name)
        let exists = FileManager.default.fileExists(atPath: reference.path)
        if mode == .record || (mode == .missing && !exists) {
            do {
                try FileManager.default.createDirectory(at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(png).write(to: reference)
            } catch {
                return "cannot record \(reference.path): \(error)"
            }
            return mode == .record ? nil : "recorded a new reference \(reference.path): look at it, then commit it"
        }
        guard exists, let referenceBytes = try? Data(contentsOf: reference) else {
            return "no reference image \(reference.path); record it with `make goldens`"
        }
        do {
            let expected = try Surface.image(png: Array(referenceBytes))
            let actual = try Surface.image(png: png)
            guard let difference = try ImageDifference.between(expected, actual) else {
                let actualURL = try writeFailure(png, suite: suite, name: "\(name).actual")
                return "size \(actual.width)×\(actual.height) differs from the reference's \(expected.width)×\(expected.height)"
                    + " (\(reference.path)); actual: \(actualURL.path); re-record with `make goldens`"
            }
            guard difference.maximumChannelDifference > tolerance else { return nil }
            let actualURL = try writeFailure(png, suite: suite, name: "\(name).actual")
            let diffURL = try writeFailure(try difference.diffImage.pngData(), suite: suite, name: "\(name).diff")
            return "\(suite)/\(name): \(difference) (tolerance \(tolerance)); reference: \(reference.path); "
                + "actual: \(actualURL.path); diff: \(diffURL.path); re-record with `make goldens`"
        } catch {
            return "\(suite)/\(name): cannot compare with \(reference.path): \(error)"
        }
    }

    private func writeFailure(_ png: [UInt8], suite: String, name: String) throws -> URL {
        let folder = failuresFolder.appendingPathComponent(suite)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("\(name).png")
        try Data(png).write(to: url)
        return url
    }

    /// The reference images in `suite` that no case named in `names` produces.
    package func orphans(suite: String, names: Set<String>) -> [String] {
        let folder = goldensFolder.appendingPathComponent(suite)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".png") && !names.contains(String($0.dropLast(4))) }.sorted()
    }
}
