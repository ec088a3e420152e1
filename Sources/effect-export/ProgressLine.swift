import Foundation

/// `frames 12/60` on standard error while a sequence renders, when it is a terminal.
enum ProgressLine {
    static func make(quiet: Bool) -> (@Sendable (Int, Int) -> Void)? {
        guard !quiet, isatty(STDERR_FILENO) != 0 else { return nil }
        return { done, total in
            StandardStreams.writeError("\reffect-export: frame \(done)/\(total)", terminator: "")
        }
    }

    static func finish(quiet: Bool) {
        if !quiet, isatty(STDERR_FILENO) != 0 { StandardStreams.writeError("") }
    }
}
