import CairoKit
import EffectEngine
import EffectModel
import EffectRender
import Foundation
import Testing
import _EffectTestSupport

@testable import EffectExport

/// APNG, GIF and MP4 written by the command line and read back by independent decoders (Pillow, ffprobe, ffmpeg):
/// frame counts, delays, loop counts and pixels — APNG exact against the stills, GIF by PSNR (and against
/// ffmpeg's own palette GIF of the same frames), MP4 by ffmpeg's PSNR; MP4 without ffmpeg exits 69.
@Suite struct AnimatedRasterTests {
    let tool = ExternalTool.effectExport
    static let effect = "ripple-contained"
    static let decoder = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Decoders/decode-frames.py").path

    struct Decoded: Decodable {
        var format: String
        var frames: Int
        var loop: Int?
        var durations: [Double]
    }

    /// Decodes `file` with Pillow into `folder`; the frames as images.
    static func decode(_ file: URL, into folder: URL) throws -> (Decoded, [Surface]) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let run = try ExternalTool.run("python3", [decoder, file.path, folder.path])
        try #require(run.status == 0, "Pillow could not decode \(file.lastPathComponent): \(run.standardError)")
        let decoded = try JSONDecoder().decode(Decoded.self, from: run.standardOutput)
        let frames = try (0..<decoded.frames).map { i in
            try Surface.image(png: Array(try Data(contentsOf: folder.appendingPathComponent(String(format: "frame-%04d.png", i)))))
        }
        return (decoded, frames)
    }

    /// The stills at t = n / fps, at `scale`, with the fingertips (or without), then the last one again for each frame of
    /// the rest, as an animated file holds it.
    static func stills(fps: Double, scale: Double, rest: Double = AnimatedFrames.defaultRest, touches: Bool = true) throws -> [Surface] {
        let scene = try FrameRenderer.scene(try EffectDocument(contentsOf: Templates.url(effect)))
        let sampler = Sampler(scene: scene)
        let overlay = touches ? TouchOverlay(scene: scene) : nil
        let stills = try FrameSchedule.rate(fps).times(duration: scene.duration).map { t in
            try FrameRenderer(scale: scale).renderImage(sampler.layers(at: t), canvas: scene.canvas, touches: overlay?.marks(at: t))
        }
        let restFrames = AnimatedFrames(renderer: FrameRenderer(scale: scale), fps: fps, rest: rest).restFrames
        return stills + Array(repeating: stills[stills.count - 1], count: restFrames)
    }

    /// Peak signal-to-noise ratio of two images over white, in dB, over the colour channels.
    static func psnr(_ a: Surface, _ b: Surface) throws -> Double {
        let (x, y) = (try AnimatedSVGBrowserTests.onWhite(a), try AnimatedSVGBrowserTests.onWhite(b))
        var squares = 0.0
        x.withPixels { pa in
            y.withPixels { pb in
                for row in 0..<x.height {
                    for column in 0..<x.width {
                        for c in 0..<3 {
                            let d = Double(pa[row * x.stride + column * 4 + c]) - Double(pb[row * y.stride + column * 4 + c])
                            squares += d * d
                        }
                    }
                }
            }
        }
        let mse = squares / Double(x.width * x.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// The pixels (x, y) where `a` and `b`, over white, differ by more than `threshold` in a colour channel.
    static func differingPixels(_ a: Surface, _ b: Surface, over threshold: Int) throws -> [(x: Int, y: Int)] {
        let (x, y) = (try AnimatedSVGBrowserTests.onWhite(a), try AnimatedSVGBrowserTests.onWhite(b))
        var pixels: [(Int, Int)] = []
        x.withPixels { pa in
            y.withPixels { pb in
                for row in 0..<min(x.height, y.height) {
                    for column in 0..<min(x.width, y.width) {
                        let i = row * x.stride + column * 4
                        let j = row * y.stride + column * 4
                        if (0..<3).contains(where: { abs(Int(pa[i + $0]) - Int(pb[j + $0])) > threshold }) { pixels.append((column, row)) }
                    }
                }
            }
        }
        return pixels
    }

    /// With `--touches show` (the default for files that play) the fingertip shows where the touch is down, and
    /// nothing else differs from `--touches hide`; once the finger has lifted and its mark faded, nothing differs.
    @Test(.tags(.imageDecoders), .needs(.pillow), arguments: ["png", "gif", "webp"])
    func theFingertipShowsWhereTheTouchIsAndNowhereElse(format: String) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var decoded: [String: (Decoded, [Surface])] = [:]
        for touches in ["show", "hide"] {
            let file = "\(touches).\(format)"
            let run = try ExternalTool.run(
                tool,
                [
                    Self.effect, "--format", format, "--animated", "--fps", "20", "--scale", "1", "--rest", "0",
                    "--touches", touches, "--output", file,
                ], in: folder)
            try #require(run.status == 0, "\(run.standardError)")
            decoded[touches] = try Self.decode(folder.appendingPathComponent(file), into: folder.appendingPathComponent(touches))
        }
        /// The decoded frame showing time `t` (lossless WebP merges identical frames into longer ones).
        func frame(_ touches: String, at t: Double) -> Surface {
            let (info, frames) = decoded[touches]!
            var start = 0.0
            for (index, duration) in info.durations.enumerated() {
                if t * 1000 < start + duration - 1e-6 { return frames[index] }
                start += duration
            }
            return frames[frames.count - 1]
        }
        let scene = try FrameRenderer.scene(try EffectDocument(contentsOf: Templates.url(Self.effect)))
        let touch = try #require(TouchOverlay(scene: scene).episodes.first).point
        // GIF: each file has its own palette (the fingertip's colours take entries), so small differences are dithering.
        let threshold = format == "gif" ? 64 : 40
        let down = try Self.differingPixels(frame("show", at: 0.1), frame("hide", at: 0.1), over: threshold)
        #expect(down.count > 300, "\(format): only \(down.count) pixels show the fingertip")
        let reach = TouchMarker.radius + 6
        let far = down.filter { hypot(Double($0.x) + 0.5 - touch.x, Double($0.y) + 0.5 - touch.y) > reach }
        #expect(
            far.isEmpty,
            "\(format): \(far.count) pixels differ farther than \(reach) pt from the touch at \(touch), such as \(far.prefix(3).map { "(\($0.x), \($0.y))" })"
        )
        let lifted = try Self.differingPixels(frame("show", at: 0.65), frame("hide", at: 0.65), over: threshold)
        #expect(lifted.isEmpty, "\(format): \(lifted.count) pixels differ after the finger lifted at 0.45 s")
    }

    /// `--rest S` holds the last frame S seconds more before the file plays again.
    @Test(.tags(.imageDecoders), .needs(.pillow)) func restAddsItsSecondsToTheLoop() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var counts: [Int] = []
        for rest in ["0", "0.5", "2"] {
            let run = try ExternalTool.run(
                tool, [Self.effect, "--format", "png", "--animated", "--fps", "30", "--scale", "1", "--rest", rest, "--output", "r\(rest).png"],
                in: folder)
            try #require(run.status == 0, "\(run.standardError)")
            let (decoded, frames) = try Self.decode(folder.appendingPathComponent("r\(rest).png"), into: folder.appendingPathComponent("r\(rest)"))
            counts.append(decoded.frames)
            let played: Double = decoded.durations.reduce(0, +)
            let expected: Double = 700 + 1000 * Double(rest)!
            #expect(abs(played - expected) < 1e-6, "\(played) ms played, \(expected) expected")
            for held in frames.suffix(decoded.frames - 21) {
                #expect(try ImageDifference.between(held, frames[20])?.maximumChannelDifference == 0, "a rest frame differs from the last")
            }
        }
        #expect(counts == [21, 36, 81])
        let svg = try ExternalTool.run(tool, [Self.effect, "--animated", "--rest", "0.5", "--output", "-"], in: folder)
        #expect(svg.text.contains("dur=\"1.2s\""), "the SMIL clock lasts the 0.7 s and the rest")
        for (arguments, message) in [
            (["--animated", "--rest", "-1"], "invalid rest '-1'"), (["--rest", "1"], "--rest is for animated files"),
            (["--format", "lottie", "--touches", "show"], "--touches show: a Lottie file plays inside apps"),
        ] {
            let refused = try ExternalTool.run(tool, [Self.effect] + arguments + ["--output", "x"], in: folder)
            #expect(refused.status == 64 && refused.standardError.contains(message), "\(arguments): \(refused.standardError)")
        }
    }

    /// An effect that repeats for ever loops over whole periods of it with no rest, its last frame running on into its
    /// first (wave-pulse: two of its 1 s cycles in its 2 s); one whose cycle the window cannot hold plays the window,
    /// warned of by name; an effect that ends still rests 1 s.
    @Test(.tags(.imageDecoders), .needs(.pillow)) func aLoopPlaysItsPeriodWithNoRestAndAnEffectThatEndsRests() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let wave = try ExternalTool.run(tool, ["wave-pulse", "--format", "gif", "--fps", "20", "--scale", "1", "--output", "w.gif"], in: folder)
        try #require(wave.status == 0, "\(wave.standardError)")
        #expect(wave.standardError.isEmpty, "\(wave.standardError)")
        let (decoded, frames) = try Self.decode(folder.appendingPathComponent("w.gif"), into: folder.appendingPathComponent("w"))
        #expect(
            decoded.frames == 40 && abs(decoded.durations.reduce(0, +) - 2000) < 1e-6,
            "\(decoded.frames) frames, \(decoded.durations.reduce(0, +)) ms")
        // The jump from the last frame back to the first is no larger than any step within the loop.
        let steps = try (1..<frames.count).map { try Self.psnr(frames[$0 - 1], frames[$0]) }
        let seam = try Self.psnr(frames[frames.count - 1], frames[0])
        #expect(seam >= steps.min()! - 0.5, "the seam is \(seam) dB; the steps within, \(steps.min()!) dB at worst")
        // The effect at its period shows what it shows at its start.
        let scene = try FrameRenderer.scene(try EffectDocument(contentsOf: Templates.url("wave-pulse")))
        let sampler = Sampler(scene: scene)
        let (start, period) = try [0.0, 2.0].map { t in
            try FrameRenderer(scale: 1).renderImage(sampler.layers(at: t), canvas: scene.canvas, touches: nil)
        }.pair()
        #expect(try ImageDifference.between(start, period)?.maximumChannelDifference == 0)

        // A cycle longer than the window: the window, and a warning naming it.
        try Data(
            """
            { "effect": 1, "name": "slow", "canvas": { "width": 100, "height": 100 }, "duration": 1,
              "layers": [ { "id": "dot", "label": "Dot", "bounds": [0, 0, 20, 20], "position": [50, 50], "backgroundColor": "#FF0000" } ],
              "animations": [ { "layer": "dot", "label": "Drift", "keyPath": "position.x", "fromValue": 20, "toValue": 80, "duration": 1.5,
                                "repeatCount": "infinity" } ] }
            """.utf8
        ).write(to: folder.appendingPathComponent("slow.json"))
        let slow = try ExternalTool.run(tool, ["slow.json", "--format", "gif", "--fps", "20", "--scale", "1", "--output", "s.gif"], in: folder)
        try #require(slow.status == 0, "\(slow.standardError)")
        #expect(
            slow.standardError.contains("warning: slow.json: Dot · Drift repeats every 1500 ms, longer than the 1000 ms it plays"),
            "\(slow.standardError)")
        let (slowDecoded, _) = try Self.decode(folder.appendingPathComponent("s.gif"), into: folder.appendingPathComponent("s"))
        #expect(abs(slowDecoded.durations.reduce(0, +) - 1000) < 1e-6)

        // An effect that ends: its 0.7 s, then the last frame for the default rest of 1 s.
        let ends = try ExternalTool.run(tool, [Self.effect, "--format", "gif", "--fps", "20", "--scale", "1", "--output", "e.gif"], in: folder)
        try #require(ends.status == 0, "\(ends.standardError)")
        let (endsDecoded, _) = try Self.decode(folder.appendingPathComponent("e.gif"), into: folder.appendingPathComponent("e"))
        #expect(abs(endsDecoded.durations.reduce(0, +) - 1700) < 1e-6, "\(endsDecoded.durations.reduce(0, +)) ms")
    }

    @Test(.tags(.imageDecoders), .needs(.pillow)) func apngFramesAreTheStillsExactly() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(
            tool, [Self.effect, "--format", "png", "--animated", "--fps", "30", "--scale", "1", "--loops", "2", "--output", "a.png"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let file = folder.appendingPathComponent("a.png")
        let (decoded, frames) = try Self.decode(file, into: folder.appendingPathComponent("frames"))
        let stills = try Self.stills(fps: 30, scale: 1)
        #expect(decoded.format == "PNG" && decoded.frames == stills.count && decoded.frames == 51)  // 0.7 s at 30 fps, then 1 s of rest
        #expect(decoded.loop == 2)
        #expect(decoded.durations.allSatisfy { abs($0 - 1000.0 / 30) < 1e-6 })
        for (i, (frame, still)) in zip(frames, stills).enumerated() {
            let difference = try #require(try ImageDifference.between(frame, still))
            #expect(difference.maximumChannelDifference == 0, "frame \(i): \(difference)")
        }
        // The same bytes again.
        #expect(
            try ExternalTool.run(
                tool, [Self.effect, "--format", "png", "--animated", "--fps", "30", "--scale", "1", "--loops", "2", "--output", "-"], in: folder
            )
            .standardOutput == (try Data(contentsOf: file)))
    }

    /// Lossless WebP: libwebp merges identical frames into longer ones; each decoded frame is the still at its start.
    @Test(.tags(.imageDecoders), .needs(.pillow)) func losslessWebPFramesAreTheStills() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(
            tool, [Self.effect, "--format", "webp", "--animated", "--fps", "30", "--scale", "1", "--loops", "3", "--output", "a.webp"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let (decoded, frames) = try Self.decode(folder.appendingPathComponent("a.webp"), into: folder.appendingPathComponent("frames"))
        let stills = try Self.stills(fps: 30, scale: 1)
        #expect(decoded.format == "WEBP" && decoded.loop == 3)
        #expect(decoded.durations.reduce(0, +) == 1700, "0.7 s, then the last frame for the rest's 1 s")
        var start = 0.0
        for (frame, duration) in zip(frames, decoded.durations) {
            let still = stills[Int((start * 30 / 1000).rounded())]
            let difference = try #require(try ImageDifference.between(frame, still))
            #expect(difference.maximumChannelDifference == 0, "frame at \(start) ms: \(difference)")
            start += duration
        }
        // The same bytes again.
        #expect(
            try ExternalTool.run(
                tool, [Self.effect, "--format", "webp", "--animated", "--fps", "30", "--scale", "1", "--loops", "3", "--output", "-"], in: folder
            )
            .standardOutput == (try Data(contentsOf: folder.appendingPathComponent("a.webp"))))
        // Lossy at a quality, and a still.
        #expect(
            try ExternalTool.run(tool, [Self.effect, "--format", "webp", "--animated", "--quality", "80", "--output", "b.webp"], in: folder).status
                == 0)
        let still = try ExternalTool.run(tool, [Self.effect, "--format", "webp", "--time", "0.1", "--scale", "1", "--output", "c.webp"], in: folder)
        #expect(still.status == 0)
        let (one, image) = try Self.decode(folder.appendingPathComponent("c.webp"), into: folder.appendingPathComponent("still"))
        #expect(one.frames == 1)
        let scene = try FrameRenderer.scene(try EffectDocument(contentsOf: Templates.url(Self.effect)))
        let expected = try FrameRenderer(scale: 1).renderImage(Sampler(scene: scene).layers(at: 0.1), canvas: scene.canvas)
        #expect(try ImageDifference.between(image[0], expected)?.maximumChannelDifference == 0)
    }

    @Test(.tags(.imageDecoders, .video), .needs(.pillow, .ffmpeg)) func gifIsCloseToTheStillsAndNoWorseThanFFmpeg() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, [Self.effect, "--format", "gif", "--fps", "60", "--scale", "1", "--output", "a.gif"], in: folder)
        #expect(run.status == 0)
        #expect(run.standardError == "effect-export: warning: a GIF plays at most 50 frames a second (browsers slow faster ones down); using 50\n")
        let (decoded, frames) = try Self.decode(folder.appendingPathComponent("a.gif"), into: folder.appendingPathComponent("ours"))
        let stills = try Self.stills(fps: 50, scale: 1)
        #expect(decoded.format == "GIF" && decoded.frames == stills.count && decoded.loop == 0)
        #expect(decoded.durations.reduce(0, +) == 1700, "delays add up to the duration and the rest")

        // ffmpeg's two-pass palette GIF of the same frames.
        let pngs = folder.appendingPathComponent("stills")
        try FileManager.default.createDirectory(at: pngs, withIntermediateDirectories: true)
        for (i, still) in stills.enumerated() { try Data(try still.pngData()).write(to: pngs.appendingPathComponent(String(format: "%04d.png", i))) }
        let ffmpeg = try ExternalTool.run(
            "ffmpeg",
            [
                "-hide_banner", "-loglevel", "error", "-framerate", "50", "-i", "\(pngs.path)/%04d.png",
                "-vf", "split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer", "\(folder.path)/ff.gif",
            ])
        try #require(ffmpeg.status == 0, "\(ffmpeg.standardError)")
        let (_, theirs) = try Self.decode(folder.appendingPathComponent("ff.gif"), into: folder.appendingPathComponent("theirs"))
        let ours: [Double] = try zip(frames, stills).map { try Self.psnr($0, $1) }
        let ffmpegs: [Double] = try zip(theirs, stills).map { try Self.psnr($0, $1) }
        let worst = ours.min() ?? 0
        let (ourMean, theirMean) = (ours.reduce(0, +) / Double(ours.count), ffmpegs.reduce(0, +) / Double(ffmpegs.count))
        #expect(worst >= 30, "worst frame \(worst) dB")
        #expect(ourMean >= theirMean, "ours \(ourMean) dB, ffmpeg's \(theirMean) dB")
        #expect(
            try ExternalTool.run(tool, [Self.effect, "--format", "gif", "--fps", "60", "--scale", "1", "--output", "-"], in: folder).standardOutput
                == (try Data(contentsOf: folder.appendingPathComponent("a.gif"))))
    }

    /// A GIF at the defaults fits chat: every template's is at most 1 MB (1 px a point, 30 frames a second), and
    /// `--scale` and `--fps` still choose (the moving gradient at 2 px and 50 frames a second is larger).
    @Test(.tags(.slow)) func gifAtTheDefaultsFitsChat() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = try FileManager.default.contentsOfDirectory(atPath: Templates.folder.path).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 12)
        for file in names {
            let name = String(file.dropLast(5))
            let run = try ExternalTool.run(tool, [name, "--format", "gif", "--output", "\(name).gif", "--quiet"], in: folder)
            try #require(run.status == 0, "\(name): \(run.standardError)")
            let bytes = try Data(contentsOf: folder.appendingPathComponent("\(name).gif"))
            #expect(bytes.count <= 1_000_000, "\(name).gif is \(bytes.count) bytes")
            // The logical screen's width, bytes 6 and 7: one pixel a point.
            let width = Int(bytes[6]) | Int(bytes[7]) << 8
            let canvas = try EffectDocument(contentsOf: Templates.url(name)).canvas
            #expect(width == Int(canvas.width.rounded(.up)), "\(name): \(width) px wide")
        }
        let large = try ExternalTool.run(
            tool, ["gradient-fixed", "--format", "gif", "--scale", "2", "--fps", "50", "--output", "large.gif", "--quiet"], in: folder)
        #expect(large.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("large.gif")).count > 1_000_000)
    }

    /// On a transparent canvas a GIF keeps its one bit of transparency: outside is transparent, and a layer at 40 %
    /// opacity keeps 40 % of its pixels, in its own colour.
    @Test(.tags(.imageDecoders), .needs(.pillow)) func gifShowsTranslucencyAsCoverage() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = """
            { "effect": 1, "canvas": { "width": 40, "height": 40, "background": "#00000000" }, "duration": 0.1,
              "layers": [ { "id": "a", "frame": [10, 10, 20, 20], "backgroundColor": "#FF0000", "opacity": 0.4 } ] }
            """
        try Data(document.utf8).write(to: folder.appendingPathComponent("clear.json"))
        #expect(try ExternalTool.run(tool, ["clear.json", "--format", "gif", "--scale", "1", "--output", "a.gif"], in: folder).status == 0)
        let (_, frames) = try Self.decode(folder.appendingPathComponent("a.gif"), into: folder.appendingPathComponent("frames"))
        var (inside, outside, red) = (0, 0, true)
        frames[0].withPixels { p in
            for y in 0..<40 {
                for x in 0..<40 {
                    let i = y * frames[0].stride + x * 4
                    let opaque = p[i + 3] == 255
                    if (10..<30).contains(x) && (10..<30).contains(y) {
                        if opaque {
                            inside += 1
                            red = red && p[i + 2] == 255 && p[i + 1] == 0 && p[i] == 0
                        }
                    } else if p[i + 3] != 0 {
                        outside += 1
                    }
                }
            }
        }
        #expect(outside == 0)
        #expect(abs(Double(inside) / 400 - 0.4) <= 0.05, "\(inside) of 400 pixels opaque")
        #expect(red)
    }

    @Test(.tags(.video), .needs(.ffmpeg)) func mp4IsH264WithEvenSidesAndFaststart() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // At scale 1.3 the 240 × 96 pt canvas is 312 × 125 px: the odd height is padded to 126, never cropped.
        let run = try ExternalTool.run(tool, [Self.effect, "--format", "mp4", "--scale", "1.3", "--output", "a.mp4"], in: folder)
        #expect(run.status == 0, "\(run.standardError)")
        let file = folder.appendingPathComponent("a.mp4")
        let probe = try ExternalTool.run(
            "ffprobe",
            [
                "-v", "error", "-count_frames", "-show_entries", "stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate",
                "-of", "default=noprint_wrappers=1", file.path,
            ])
        #expect(probe.text == "codec_name=h264\nwidth=312\nheight=126\npix_fmt=yuv420p\nr_frame_rate=60/1\nnb_read_frames=102\n", "\(probe.text)")
        let bytes = [UInt8](try Data(contentsOf: file))
        func offset(of box: String) -> Int? {
            let pattern = Array(box.utf8)
            return (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == pattern }
        }
        let (moov, mdat) = (try #require(offset(of: "moov")), try #require(offset(of: "mdat")))
        #expect(moov < mdat, "+faststart puts moov first")

        // PSNR against the stills, as ffmpeg measures video (Y, U and V planes, the stills converted to yuv420p with
        // BT.709's matrix in limited range, as the file says it is encoded: a file encoded otherwise scores far lower).
        let pngs = folder.appendingPathComponent("stills")
        try FileManager.default.createDirectory(at: pngs, withIntermediateDirectories: true)
        for (i, still) in try Self.stills(fps: 60, scale: 1.3).enumerated() {
            try Data(try still.pngData()).write(to: pngs.appendingPathComponent(String(format: "%04d.png", i)))
        }
        let measure = try ExternalTool.run(
            "ffmpeg",
            [
                "-hide_banner", "-i", file.path, "-framerate", "60", "-i", "\(pngs.path)/%04d.png", "-lavfi",
                "[1:v]pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:white,scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[b];[0:v][b]psnr=stats_file=\(folder.path)/psnr.log",
                "-f", "null", "-",
            ])
        try #require(measure.status == 0, "\(measure.standardError)")
        let log = try String(contentsOf: folder.appendingPathComponent("psnr.log"), encoding: .utf8)
        var values: [Double] = []
        for line in log.split(separator: "\n") {
            if let field = line.split(separator: " ").first(where: { $0.hasPrefix("psnr_avg:") }), let value = Double(field.dropFirst(9)) {
                values.append(value)
            }
        }
        let worst = values.min() ?? 0
        #expect(values.count == 102)
        #expect(worst >= 38, "worst frame \(worst) dB")
    }

    @Test func mp4WithoutFFmpegExits69AndWritesNothing() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ExternalTool.run(tool, [Self.effect, "--format", "mp4"], in: folder, environment: ["PATH": "/nonexistent"])
        #expect(run.status == 69)
        #expect(
            run.standardError == "effect-export: error: ffmpeg is not on PATH; install it (Debian: apt-get install ffmpeg) to write MP4 or WebM\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}

extension Array {
    /// The two elements of a two-element array.
    fileprivate func pair() throws -> (Element, Element) {
        try #require(count == 2)
        return (self[0], self[1])
    }
}
