import EffectEncoding
import EffectEngine
import Foundation

/// MP4 (H.264, yuv420p) or WebM (VP9) through `ffmpeg` found on `PATH`: the frames are streamed to its standard
/// input as raw pixels (no temporary frame files), flattened over white (video has no transparency), padded to
/// even sides (never cropped), `+faststart` for MP4 so that a page can play it before it has all of it.
public struct FFmpegVideo: Sendable {
    public enum Container: String, Sendable {
        case mp4, webm
    }

    public var container: Container
    /// The `ffmpeg` executable.
    public var executable: String

    /// `nil` when no `ffmpeg` is on `PATH`.
    public init?(container: Container, environment: [String: String] = ProcessInfo.processInfo.environment) {
        guard let found = Self.locate(environment: environment) else { return nil }
        self.container = container
        executable = found
    }

    static func locate(environment: [String: String]) -> String? {
        for folder in (environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(folder)/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// How to install the missing program, for the error.
    public static let installHint = "ffmpeg is not on PATH; install it (Debian: apt-get install ffmpeg) to write MP4 or WebM"

    /// Encodes the frames of `scene` into the file `path` (the writer's temporary file, moved into place by the caller).
    public func write(_ frames: AnimatedFrames, of scene: Scene, to path: String) throws(ExportError) {
        let size = frames.renderer.pixelSize(of: scene.canvas)
        let codec: [String] = switch container {
        case .mp4: ["-c:v", "libx264", "-preset", "medium", "-crf", "16", "-pix_fmt", "yuv420p", "-movflags", "+faststart", "-f", "mp4"]
        case .webm: ["-c:v", "libvpx-vp9", "-crf", "24", "-b:v", "0", "-pix_fmt", "yuv420p", "-f", "webm"]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-hide_banner", "-loglevel", "error", "-y",
                             "-f", "rawvideo", "-pix_fmt", "bgra", "-s", "\(size.width)x\(size.height)", "-framerate", String(frames.fps), "-i", "-",
                             "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white"] + codec + [path]
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw .cannotCreateOutput(path: path, reason: "ffmpeg could not start: \(error.localizedDescription)")
        }
        let errorText = ErrorCollector(errors.fileHandleForReading)
        // A closed pipe (ffmpeg gone) is an error to report, not a signal that ends the tool.
        signal(SIGPIPE, SIG_IGN)
        let descriptor = input.fileHandleForWriting.fileDescriptor
        var row = [UInt8](repeating: 0, count: size.width * 4)
        var broken = false
        do {
            try frames.forEach(of: scene) { (_, frame) throws(ExportError) in
                guard !broken else { return }
                for y in 0..<frame.height {
                    Self.flattenOverWhite(frame.row(y), width: frame.width, into: &row)
                    if !Self.writeAll(row, to: descriptor) { broken = true; return }
                }
            }
        } catch {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            throw error
        }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let message = errorText.finish()
        guard process.terminationStatus == 0, !broken else {
            throw .cannotCreateOutput(path: path, reason: "ffmpeg failed (status \(process.terminationStatus)): \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
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

    /// Writes every byte, retrying short writes; `false` when the reader has gone (EPIPE) or another error.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
    }
}

/// Reads a pipe to its end on a background queue.
private final class ErrorCollector: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
