/// The tool's version, printed by `--version` and written into PDF metadata.
public enum EffectExportVersion {
    public static let current = "0.1.0"
}
