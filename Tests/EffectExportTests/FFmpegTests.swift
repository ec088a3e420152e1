import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// ffmpeg is an outside program: what it makes is checked before it replaces anything, it is never waited on for
/// ever, it stops with us, it is looked up as `execvp` does, and its files are the same bytes on every run.
/// Fake `ffmpeg` scripts on `PATH` stand in for the misbehaving ones.
@Suite(.tags(.video), .needs(.ffmpeg)) struct FFmpegTests {
    let tool = ExternalTool.effectExport
    /// A short effect: 26 frames at 60 fps.
    static let document = #"""
        { "effect": 1, "name": "short", "canvas": { "width": 40, "height": 30 }, "duration": 0.4,
          "layers": [ { "id": "a", "frame": [5, 5, 10, 10], "backgroundColor": "red" } ],
          "animations": [ { "layer": "a", "keyPath": "position.x", "fromValue": 10, "toValue": 30, "duration": 0.4 } ] }
        """#

    static var realFFmpeg: String { FFmpegVideo.locate(environment: ProcessInfo.processInfo.environment) ?? "/usr/bin/ffmpeg" }

    /// A folder with the document, an old `out.mp4`, and `bin/ffmpeg` running `script` (sh).
    static func setUp(_ script: String) throws -> (folder: URL, environment: [String: String]) {
        let folder = try ExternalTool.temporaryFolder()
        try Data(document.utf8).write(to: folder.appendingPathComponent("in.json"))
        try Data("old".utf8).write(to: folder.appendingPathComponent("out.mp4"))
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let fake = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\neval last=\\${$#}\n\(script)\n".utf8).write(to: fake)
        chmod(fake.path, 0o755)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
        // Long enough for the real ffmpeg to start on a loaded machine; the stall test sets its own.
        environment["EFFECT_EXPORT_FFMPEG_STALL_SECONDS"] = "30"
        return (folder, environment)
    }

    static func isRunning(_ pidFile: URL) -> Bool {
        guard let text = try? String(contentsOf: pidFile, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            return false
        }
        // A killed process whose parent has gone may stay a zombie (state Z) until PID 1 reaps it: not running.
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return !stat[close...].hasPrefix(") Z")
    }

    @Test(arguments: [
        ("cat > /dev/null; exit 0", "the file is empty"),
        ("cat > /dev/null; echo garbage > \"$last\"", "it is not an MP4"),
        ("\(realFFmpeg) \"$@\" || exit $?; head -c 2000 \"$last\" > \"$last.part\"; mv \"$last.part\" \"$last\"", "(truncated)"),
        ("exec \(realFFmpeg) \"$@\"", ""),
    ])
    func whatFFmpegMakesIsCheckedBeforeItReplacesAnything(_ script: String, _ problem: String) throws {
        let (folder, environment) = try Self.setUp(script)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, ["in.json", "--format", "mp4", "--output", "out.mp4"], in: folder, environment: environment)
        let output = try Data(contentsOf: folder.appendingPathComponent("out.mp4"))
        if problem.isEmpty {
            #expect(run.status == 0, "\(run.standardError)")
            #expect(VideoContainer.problem(inFileAt: folder.appendingPathComponent("out.mp4").path, container: .mp4) == nil)
        } else {
            #expect(run.status == 73, "\(run.standardError)")
            #expect(run.standardError.contains(problem), "\(run.standardError)")
            #expect(output == Data("old".utf8), "the old output stays")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["bin", "in.json", "out.mp4"], "no temporary file left: \(left)")
    }

    /// An ffmpeg that never reads its input is stopped once it has taken nothing for the stall limit (2 s here);
    /// one that finishes but leaves a child holding its error stream does not hang the run.
    @Test func aStalledFFmpegIsStoppedAndALeftoverChildDoesNotHang() throws {
        let (folder, environment) = try Self.setUp("echo $$ > \"$(dirname \"$0\")/pid\"; exec sleep 1000")
        defer { try? FileManager.default.removeItem(at: folder) }
        let started = Date()
        let run = try ExternalTool.run(
            tool, ["in.json", "--format", "mp4", "--output", "out.mp4"], in: folder,
            environment: environment.merging(["EFFECT_EXPORT_FFMPEG_STALL_SECONDS": "2"]) { $1 })
        #expect(run.status == 73)
        #expect(run.standardError.contains("ffmpeg took no frame for 2 s and was stopped"), "\(run.standardError)")
        #expect(Date().timeIntervalSince(started) < 30)
        #expect(!Self.isRunning(folder.appendingPathComponent("bin/pid")), "the stalled ffmpeg is gone")
        #expect(try Data(contentsOf: folder.appendingPathComponent("out.mp4")) == Data("old".utf8))

        let (other, leaving) = try Self.setUp("sleep 1000 & echo $! > \"$(dirname \"$0\")/pid\"; \(Self.realFFmpeg) \"$@\"")
        defer { try? FileManager.default.removeItem(at: other) }
        let done = try ExternalTool.run(tool, ["in.json", "--format", "mp4", "--output", "out.mp4"], in: other, environment: leaving)
        #expect(done.status == 0, "\(done.standardError)")
        #expect(!Self.isRunning(other.appendingPathComponent("bin/pid")), "what ffmpeg left running is stopped with its group")
    }

    /// SIGTERM to the tool stops ffmpeg too, and leaves no temporary file.
    @Test func anInterruptStopsFFmpeg() throws {
        let (folder, environment) = try Self.setUp("echo $$ > \"$(dirname \"$0\")/pid\"; exec sleep 1000")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["in.json", "--format", "mp4", "--output", "out.mp4"]
        process.currentDirectoryURL = folder
        process.environment = environment
        process.standardError = FileHandle.nullDevice
        try ExternalTool.withSignalsUnblocked { try process.run() }
        let pidFile = folder.appendingPathComponent("bin/pid")
        for _ in 0..<500 where !Self.isRunning(pidFile) { usleep(20_000) }
        #expect(Self.isRunning(pidFile))
        usleep(200_000)
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationStatus == 143)
        for _ in 0..<100 where Self.isRunning(pidFile) { usleep(20_000) }
        #expect(!Self.isRunning(pidFile), "ffmpeg stopped with the tool")
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["bin", "in.json", "out.mp4"], "\(left)")
    }

    /// `ffmpeg` is looked up as `execvp` does: a folder of that name early on `PATH` is passed over.
    @Test func aFolderNamedFFmpegOnPathIsPassedOver() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("early/ffmpeg"), withIntermediateDirectories: true)
        #expect(
            FFmpegVideo.locate(environment: ["PATH": folder.path + "/early:" + URL(fileURLWithPath: Self.realFFmpeg).deletingLastPathComponent().path]
            ) == Self.realFFmpeg)
        #expect(FFmpegVideo.locate(environment: ["PATH": folder.path + "/early"]) == nil)
    }

    /// MP4 and WebM are the same bytes run after run, and with one CPU or two (x264 and libvpx on fixed threads,
    /// bit-exact muxers); `--output -` goes through a private folder, whatever waits at the old fixed name.
    @Test(arguments: ["mp4", "webm"])
    func videoIsTheSameBytesOnEveryRun(_ format: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.document.utf8).write(to: folder.appendingPathComponent("in.json"))
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = folder.path
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("effect-export-video.\(format)").path, withDestinationPath: "/dev/null")
        let first = try ExternalTool.run(tool, ["in.json", "--format", format, "--output", "a.\(format)"], in: folder, environment: environment)
        let second = try ExternalTool.run(
            "taskset", ["-c", "0", tool, "in.json", "--format", format, "--output", "-"], in: folder, environment: environment)
        #expect(first.status == 0 && second.status == 0, "\(first.standardError)\(second.standardError)")
        let bytes = try Data(contentsOf: folder.appendingPathComponent("a.\(format)"))
        #expect(!bytes.isEmpty && bytes == second.standardOutput)
        #expect(VideoContainer.problem(inFileAt: folder.appendingPathComponent("a.\(format)").path, container: format == "mp4" ? .mp4 : .webm) == nil)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(left == ["a.\(format)", "effect-export-video.\(format)", "in.json"], "the private folder is gone: \(left)")
        // The colour description, as ffprobe reads it from the stream.
        let probe = try ExternalTool.run(
            "ffprobe",
            [
                "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=color_space,color_transfer,color_primaries,color_range",
                "-of", "default=noprint_wrappers=1", folder.appendingPathComponent("a.\(format)").path,
            ])
        #expect(
            probe.text == "color_range=tv\ncolor_space=bt709\ncolor_transfer=bt709\ncolor_primaries=bt709\n", "\(probe.text)\(probe.standardError)")
    }
}
