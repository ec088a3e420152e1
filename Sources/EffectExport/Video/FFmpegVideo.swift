import EffectEncoding
import EffectEngine
import EffectModel
import Foundation

/// MP4 (H.264, yuv420p) or WebM (VP9) through `ffmpeg` found on `PATH`: the frames are streamed to its standard
/// input as raw pixels (no temporary frame files), flattened over white (video has no transparency), padded to
/// even sides (never cropped), `+faststart` for MP4 so that a page can play it before it has all of it.
public struct FFmpegVideo: Sendable {
    /// The file format.
    public enum Container: String, Sendable {
        /// MP4: H.264 in yuv420p, `+faststart`.
        case mp4
        /// WebM: VP9.
        case webm
    }

    /// The file format.
    public var container: Container
    /// The `ffmpeg` executable.
    public var executable: String

    /// `nil` when no `ffmpeg` is on `PATH`.
    public init?(container: Container, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let found = Self.locate(environment: environment) else { return nil }
        self.container = container
        executable = found
    }

    /// `ffmpeg` looked up on `PATH` as `execvp` does: each folder in turn (an empty entry is the current folder),
    /// taking only an executable regular file — a folder named `ffmpeg` is passed over.
    static func locate(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = "\(folder.isEmpty ? "." : folder)/ffmpeg"
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// How to install the missing program, for the error.
    public static let installHint = "ffmpeg is not on PATH; install it (Debian: apt-get install ffmpeg) to write MP4 or WebM"

    /// Seconds ffmpeg may go without taking a frame or growing its file before it is stopped
    /// (`EFFECT_EXPORT_FFMPEG_STALL_SECONDS` overrides it).
    public var stallLimit: Double = ProcessInfo.processInfo.environment["EFFECT_EXPORT_FFMPEG_STALL_SECONDS"].flatMap(Double.init) ?? 30

    /// The arguments: raw BGRA frames on standard input; output made the same bytes on every machine (bit-exact
    /// muxers, no encoder version, a fixed number of encoder threads rather than one per CPU). The frames are
    /// converted with BT.709's matrix to limited range and the stream says so (primaries, transfer, matrix, range),
    /// so that players do not guess.
    func arguments(size: (width: Int, height: Int), fps: Double, path: String) -> [String] {
        let codec: [String] =
            switch container {
            case .mp4:
                [
                    "-c:v", "libx264", "-preset", "medium", "-crf", "16", "-pix_fmt", "yuv420p", "-threads", "2", "-movflags", "+faststart", "-f",
                    "mp4",
                ]
            case .webm: ["-c:v", "libvpx-vp9", "-crf", "24", "-b:v", "0", "-pix_fmt", "yuv420p", "-threads", "2", "-row-mt", "0", "-f", "webm"]
            }
        return [
            "-hide_banner", "-nostdin", "-loglevel", "error", "-y",
            "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(size.width)x\(size.height)", "-framerate", String(fps), "-i", "pipe:0",
            "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white,scale=out_color_matrix=bt709:out_range=tv", "-map_metadata", "-1",
            "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv", "-fflags", "+bitexact", "-flags:v",
            "+bitexact",
        ]
            + codec + [path]
    }

    /// Encodes the frames of `scene` into the file `path` (the writer's temporary file, moved into place by the
    /// caller), and checks what ffmpeg made before anyone relies on it; errors name `output`.
    ///
    /// ffmpeg runs in a process group of its own, stopped with this process (`ChildProcesses`), when it makes
    /// no progress for `stallLimit` seconds, or when it has exited and something it left behind still holds its
    /// error stream. Its exit status is not trusted alone: the file must be a whole MP4 or WebM.
    public func write(_ frames: AnimatedFrames, of scene: Scene, to path: String, output: String) throws(ExportError) {
        let size = frames.renderer.pixelSize(of: scene.canvas)
        let child = try ChildProcess(executable: executable, arguments: arguments(size: size, fps: frames.fps, path: path))
        defer { child.stop() }
        var row = [UInt8](repeating: 0, count: size.width * 4)
        var failure: String?
        try frames.forEach(of: scene) { (_, frame) throws(ExportError) in
            guard failure == nil else { return }
            for y in 0..<frame.height {
                Self.flattenOverWhite(frame.row(y), width: frame.width, into: &row)
                if let problem = child.write(row, stallLimit: stallLimit) {
                    failure = problem
                    return
                }
            }
        }
        child.closeInput()
        let status = child.wait(stallLimit: stallLimit, growing: path)
        let message = child.errorText()
        if let failure { throw .cannotCreateOutput(path: output, reason: "\(failure)\(message.isEmpty ? "" : ": " + message)") }
        switch status {
        case .exited(0): break
        case .exited(let code):
            throw .cannotCreateOutput(path: output, reason: "ffmpeg failed (status \(code))\(message.isEmpty ? "" : ": " + message)")
        case .signalled(let signal): throw .cannotCreateOutput(path: output, reason: "ffmpeg was stopped by signal \(signal)")
        case .stalled: throw .cannotCreateOutput(path: output, reason: "ffmpeg made no progress for \(stallLimit.shortDescription) s and was stopped")
        }
        if let problem = VideoContainer.problem(inFileAt: path, container: container) {
            throw .cannotCreateOutput(path: output, reason: "ffmpeg exited without error but \(problem) (a full disk?)")
        }
    }

    /// Premultiplied ARGB over white, as BGRA bytes.
    static func flattenOverWhite(_ source: UnsafePointer<UInt32>, width: Int, into out: inout [UInt8]) {
        for x in 0..<width {
            let v = UInt32(littleEndian: source[x])
            let rest = 255 - (v >> 24)
            out[4 * x] = UInt8(min(255, (v & 0xFF) + rest))
            out[4 * x + 1] = UInt8(min(255, ((v >> 8) & 0xFF) + rest))
            out[4 * x + 2] = UInt8(min(255, ((v >> 16) & 0xFF) + rest))
            out[4 * x + 3] = 255
        }
    }
}
