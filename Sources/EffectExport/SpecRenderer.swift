import CairoKit
import EffectCompositions
import EffectEncoding
import EffectModel

/// Draws the motion spec as a page: PDF (portrait, paginated), SVG or PNG.
public enum SpecRenderer {
    public static func render(_ spec: MotionSpec, format: OutputFormat, scale: Double, paper: Paper) throws(ExportError) -> [UInt8] {
        throw ExportError.cannotCreateOutput(path: "", reason: "not yet")
    }
}
