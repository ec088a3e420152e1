import CairoKit
import EffectEngine
import EffectModel
import EffectPreview
import Foundation
import Synchronization
import Testing
import _EffectTestSupport

@testable import EffectExport

/// `effect-export preview` running as a user runs it: its address on standard output, stopped by a signal.
final class RunningPreview: Sendable {
    let process: Process
    /// `http://127.0.0.1:PORT/` as printed.
    let url: String
    let port: Int
    let standardError: Pipe

    /// Starts `effect-export preview ARGUMENTS` in `folder` and waits (10 s at most) for the address it prints.
    init(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        self.process = process
        process.executableURL = URL(fileURLWithPath: ExternalTool.effectExport)
        process.arguments = ["preview"] + arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        let errors = Pipe()
        standardError = errors
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try ExternalTool.withSignalsUnblocked { try process.run() }
        let line = RunningPreview.firstLine(of: output.fileHandleForReading.fileDescriptor, within: 10)
        url = line ?? ""
        port = Int(url.split(separator: ":").last?.dropLast() ?? "") ?? 0
    }

    /// The first line written to `descriptor`, without its newline, or `nil` when none came within `seconds`.
    static func firstLine(of descriptor: Int32, within seconds: Double) -> String? {
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&polled, 1, 100) > 0 else { continue }
            var byte: UInt8 = 0
            guard read(descriptor, &byte, 1) == 1 else { return nil }
            if byte == 10 { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
        return nil
    }

    /// Sends `signal` and returns the exit status (waits 10 s at most, then kills it).
    func stop(_ signal: Int32 = SIGTERM) -> Int32 {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// What it printed on standard error (once stopped).
    var errors: String { String(decoding: standardError.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// A client that sends exactly the bytes it is given, as a hostile one would.
enum RawHTTP {
    /// A connected socket to 127.0.0.1:`port`, or -1.
    static func connect(port: Int) -> Int32 {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            return -1
        }
        return descriptor
    }

    /// Sends `request` and reads until the server closes (or `timeout` seconds): what came back, `""` when the
    /// connection was closed or reset without an answer.
    static func exchange(port: Int, _ request: [UInt8], timeout: Double = 5) -> String {
        let descriptor = connect(port: port)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var sent = 0
        while sent < request.count {
            let n = request.withUnsafeBytes { send(descriptor, $0.baseAddress! + sent, request.count - sent, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }
            sent += n
        }
        return readAll(descriptor, timeout: timeout)
    }

    static func readAll(_ descriptor: Int32, timeout: Double, until stop: ((String) -> Bool)? = nil) -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&polled, 1, 50) > 0 else { continue }
            let n = recv(descriptor, &buffer, buffer.count, 0)
            if n <= 0 { break }
            received += buffer[0..<n]
            if let stop, stop(String(decoding: received, as: UTF8.self)) { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    /// `GET path` for `authority`, with `extra` header lines.
    static func get(_ path: String, port: Int, host: String? = nil, extra: [String] = []) -> String {
        let lines = ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")"] + extra + ["", ""]
        return exchange(port: port, Array(lines.joined(separator: "\r\n").utf8))
    }

    /// The status code of a response (`0` when there was none).
    static func status(_ response: String) -> Int {
        Int(response.split(separator: " ", maxSplits: 2).dropFirst().first ?? "") ?? 0
    }
}

/// The preview's server against hostile requests: each refused or closed, and the server serving on.
@Suite(.serialized) struct PreviewServerTests {
    /// A folder with a copy of `ripple-contained` and a preview of it on a port the system picks.
    static func start() throws -> (folder: URL, preview: RunningPreview) {
        let folder = try ExternalTool.temporaryFolder()
        try FileManager.default.copyItem(at: Templates.url("ripple-contained"), to: folder.appendingPathComponent("ripple.json"))
        let preview = try RunningPreview(["ripple.json", "--port", "0"], in: folder)
        return (folder, preview)
    }

    @Test func printsItsAddressAndServesOnlyWhatItBuilds() throws {
        let (folder, preview) = try Self.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(preview.url.hasPrefix("http://127.0.0.1:") && preview.url.hasSuffix("/"), "\(preview.url)")
        let page = RawHTTP.get("/", port: preview.port)
        #expect(RawHTTP.status(page) == 200)
        #expect(page.contains("Content-Security-Policy: default-src 'self'") && page.contains("data-effects=\"ripple\""))
        #expect(!page.contains("Access-Control-Allow-Origin"))
        for path in ["/ripple/model.json", "/ripple/spec.json", "/ripple/curves.svg", "/ripple/curves-dark.svg", "/preview.js", "/state.json"] {
            #expect(RawHTTP.status(RawHTTP.get(path, port: preview.port)) == 200, "\(path)")
        }
        // The document itself, the folder, any other file: not served.
        for path in ["/ripple.json", "/ripple/ripple.json", "/etc/passwd", "/Package.swift", "/x/ripple.json"] {
            #expect(RawHTTP.status(RawHTTP.get(path, port: preview.port)) == 404, "\(path)")
        }
        #expect(preview.stop(SIGTERM) == 143)
    }

    /// Foreign Host (DNS rebinding), another site's Origin, traversal plain and encoded, absolute targets, other
    /// methods: refused with their status; the server serves on.
    @Test func refusesHostileRequests() throws {
        let (folder, preview) = try Self.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = preview.port
        let cases: [(what: String, response: String, status: Int)] = [
            ("a foreign Host", RawHTTP.get("/", port: port, host: "evil.example"), 403),
            ("a foreign Host naming our port", RawHTTP.get("/", port: port, host: "evil.example:\(port)"), 403),
            ("localhost for 127.0.0.1", RawHTTP.get("/", port: port, host: "localhost:\(port)"), 403),
            ("no Host", RawHTTP.exchange(port: port, Array("GET / HTTP/1.1\r\n\r\n".utf8)), 400),
            ("two Hosts", RawHTTP.get("/", port: port, extra: ["Host: evil.example"]), 400),
            ("another site's Origin", RawHTTP.get("/state.json", port: port, extra: ["Origin: http://evil.example"]), 403),
            ("a null Origin", RawHTTP.get("/state.json", port: port, extra: ["Origin: null"]), 403),
            ("Sec-Fetch-Site cross-site", RawHTTP.get("/state.json", port: port, extra: ["Sec-Fetch-Site: cross-site"]), 403),
            ("/../", RawHTTP.get("/../../etc/passwd", port: port), 400),
            ("/ripple/../", RawHTTP.get("/ripple/../ripple.json", port: port), 400),
            ("%2e%2e", RawHTTP.get("/%2e%2e/%2e%2e/etc/passwd", port: port), 400),
            ("%2E%2E/ encoded slash", RawHTTP.get("/ripple%2F%2E%2E%2Fripple.json", port: port), 400),
            ("an absolute URL", RawHTTP.get("http://127.0.0.1:\(port)/", port: port), 400),
            ("an absolute path to a file", RawHTTP.get("//etc/passwd", port: port), 400),
            ("a backslash", RawHTTP.get("/..\\ripple.json", port: port), 400),
            ("POST", RawHTTP.exchange(port: port, Array("POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n".utf8)), 405),
            ("not HTTP", RawHTTP.exchange(port: port, Array("HELLO\r\n\r\n".utf8)), 400),
        ]
        for item in cases {
            #expect(RawHTTP.status(item.response) == item.status, "\(item.what): \(item.response.prefix(80))")
            #expect(!item.response.contains("\"effect\""), "\(item.what): a document's content came back")
        }
        #expect(RawHTTP.status(RawHTTP.get("/", port: port)) == 200, "the server stopped serving")
        #expect(preview.stop(SIGINT) == 130)
    }

    /// A 10 MB header is answered 431 (or the connection closed) after 16 KiB; 500 connections that send half a head
    /// and wait do not keep a 501st from its page; clients that never read do not hold up the others.
    @Test(.tags(.slow)) func boundsWhatAClientTakes() throws {
        let (folder, preview) = try Self.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = preview.port
        let huge =
            Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Big: ".utf8) + [UInt8](repeating: 65, count: 10 << 20) + Array("\r\n\r\n".utf8)
        let answer = RawHTTP.exchange(port: port, huge)
        #expect(answer.isEmpty || RawHTTP.status(answer) == 431, "\(answer.prefix(80))")
        #expect(RawHTTP.status(RawHTTP.get("/", port: port)) == 200)

        // Slow clients: half a request head each, then nothing.
        var slow: [Int32] = []
        for _ in 0..<500 {
            let descriptor = RawHTTP.connect(port: port)
            if descriptor >= 0 {
                _ = send(descriptor, "GET / HTTP/1.1\r\nHost: 127.0.0.1", 31, Int32(MSG_NOSIGNAL))
                slow.append(descriptor)
            }
        }
        #expect(slow.count == 500)
        #expect(RawHTTP.status(RawHTTP.get("/", port: port)) == 200, "500 slow clients kept a page from being served")
        let closed = slow.filter { descriptor in
            var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            var byte: UInt8 = 0
            return poll(&polled, 1, 0) > 0 && recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
        }
        print("preview: of 500 slow connections, \(closed.count) closed by the server at once (the most it keeps open is 256)")
        for descriptor in slow { close(descriptor) }

        // Clients that ask for the largest file and never read it, with the smallest receive buffer.
        var stalled: [Int32] = []
        for _ in 0..<20 {
            let descriptor = RawHTTP.connect(port: port)
            var small: Int32 = 1024
            setsockopt(descriptor, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            let request = "GET /ripple/curves.svg HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
            _ = send(descriptor, request, request.utf8.count, Int32(MSG_NOSIGNAL))
            stalled.append(descriptor)
        }
        let events = RawHTTP.connect(port: port)
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        _ = send(events, request, request.utf8.count, Int32(MSG_NOSIGNAL))
        #expect(RawHTTP.status(RawHTTP.get("/ripple/model.json", port: port)) == 200, "clients that never read held up the others")
        for descriptor in stalled + [events] { close(descriptor) }
        #expect(RawHTTP.status(RawHTTP.get("/", port: port)) == 200)
        #expect(preview.stop(SIGTERM) == 143)
    }
}

/// `preview` at the shell: its ports, its signals, and what a saved document does to an open page's event stream.
@Suite(.serialized) struct PreviewCommandLineTests {
    /// A port given that is taken is exit 73 with a clear error; without --port, the next free one is taken.
    @Test func aTakenPortIsRefusedOnlyWhenAskedFor() throws {
        let (folder, first) = try PreviewServerTests.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let second = try RunningPreview(["ripple.json", "--port", String(first.port)], in: folder)
        second.process.waitUntilExit()
        #expect(second.process.terminationStatus == 73)
        #expect(second.url.isEmpty)
        #expect(second.errors.contains("effect-export: error: 127.0.0.1:\(first.port) is taken (another preview?)"))
        #expect(first.stop() == 143)

        // 8765 held here (or by anything else): the preview without --port takes a later one.
        let holder = try? ListeningSocket.listening(on: "127.0.0.1", port: 8765, orNextFree: false)
        defer { if let holder { close(holder.descriptor) } }
        let next = try RunningPreview(["ripple.json"], in: folder)
        #expect(next.port > 8765 && next.port < 8765 + 100, "\(next.url)")
        #expect(next.url == "http://127.0.0.1:\(next.port)/")
        #expect(next.stop(SIGINT) == 130)
    }

    @Test func usageErrors() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (arguments, message) in [
            (["ripple-contained", "--host", "example.com"], "invalid host 'example.com'; expected an IPv4 or IPv6 address"),
            (["ripple-contained", "--port", "70000"], "invalid port '70000'; expected a whole number from 0 to 65535"),
            (["ripple-contained", "--compare"], "--compare needs two effects or more"),
            (["-"], "it cannot read standard input"),
        ] {
            let run = try ExternalTool.run(ExternalTool.effectExport, ["preview"] + arguments, in: folder)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.standardError.contains(message), "\(run.standardError)")
            #expect(run.text.isEmpty)
        }
        let missing = try ExternalTool.run(ExternalTool.effectExport, ["preview", "nothing-here.json"], in: folder)
        #expect(missing.status == 66 && missing.standardError.contains("nothing-here.json: no such file"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// A saved change reaches an open event stream (its delay printed); a broken save sends the problems (file, line,
    /// column, JSON path, hint) while the last good build is still served; the document is never written.
    @Test func savesReachTheEventStream() throws {
        let (folder, preview) = try PreviewServerTests.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = preview.port
        let document = folder.appendingPathComponent("ripple.json")
        let original = try String(contentsOf: document, encoding: .utf8)
        let before = RawHTTP.get("/ripple/model.json", port: port)

        let stream = RawHTTP.connect(port: port)
        defer { close(stream) }
        let request = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        _ = send(stream, request, request.utf8.count, Int32(MSG_NOSIGNAL))
        let initial = RawHTTP.readAll(stream, timeout: 5) { $0.contains("\n\n") && $0.contains("event: update") }
        #expect(initial.contains("Content-Type: text/event-stream") && initial.contains("\"problems\":[]"), "\(initial)")
        let first = try #require(Self.lastVersion(in: initial))

        // Saved as editors save: a new file renamed over the old one.
        let edited = original.replacingOccurrences(of: "\"style\": \"contained\"", with: "\"style\": \"outlined\"")
        let saved = Date()
        try edited.write(to: document, atomically: true, encoding: .utf8)
        // Awaited up to 10 s: how fast it comes (about 40 ms on an idle machine) is printed, not asserted — a test run
        // that keeps both cores busy can hold the rebuild up for a second.
        let update = RawHTTP.readAll(stream, timeout: 10) { $0.contains("\"version\":\(first + 1)") }
        let seconds = Date().timeIntervalSince(saved)
        #expect(update.contains("event: update\ndata: {\"effects\""), "no update within 10 s: \(update)")
        print("preview: a saved change reached the event stream in \(Int(seconds * 1000)) ms")
        let after = RawHTTP.get("/ripple/model.json", port: port)
        #expect(RawHTTP.status(after) == 200 && after != before)

        // Broken: the problems come, located; the last good build is still what is served.
        try original.replacingOccurrences(of: "\"touchDown\": 0.05", with: "\"touchDown\": \"soon\"").write(
            to: document, atomically: false, encoding: .utf8)
        let broken = RawHTTP.readAll(stream, timeout: 5) { $0.contains("\"problems\":[{") }
        #expect(broken.contains("\"line\":58") && broken.contains("\"column\":20"), "\(broken)")
        #expect(broken.contains("\"path\":\"interactions[0].touchDown\"") && broken.contains("expected a time in seconds"))
        #expect(broken.contains("\"file\":\"ripple.json\""))
        let stillServed = RawHTTP.get("/ripple/model.json", port: port)
        // The model of the last good build (its key frames may have come since, in the review).
        #expect(RawHTTP.status(stillServed) == 200 && Self.lastVersion(in: stillServed) == Self.lastVersion(in: after))
        #expect(RawHTTP.status(RawHTTP.get("/", port: port)) == 200)

        // Fixed again: no problems left.
        try original.write(to: document, atomically: true, encoding: .utf8)
        let fixed = RawHTTP.readAll(stream, timeout: 5) { $0.contains("\"problems\":[]") }
        #expect(fixed.contains("\"problems\":[]"), "\(fixed)")
        #expect(preview.stop(SIGTERM) == 143)
        #expect(try String(contentsOf: document, encoding: .utf8) == original)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ripple.json"])
    }

    /// The last `"version":N` of the events in `text`.
    static func lastVersion(in text: String) -> Int? {
        text.components(separatedBy: "\"version\":").dropFirst().last.flatMap { Int($0.prefix { $0.isNumber }) }
    }

    /// 200 saves in 10 s: the preview stays up, its memory does not grow with them, and it ends showing the last save.
    @Test(.tags(.slow)) func twoHundredSavesInTenSeconds() throws {
        let (folder, preview) = try PreviewServerTests.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("ripple.json")
        let original = try String(contentsOf: document, encoding: .utf8)
        func residentKiB() -> Int {
            let status = (try? String(contentsOfFile: "/proc/\(preview.process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        var resident: [Int] = []
        for save in 0..<200 {
            let title = "\"title\": \"Save \(save)\""
            try original.replacingOccurrences(of: "\"title\": \"Contained ripple button\"", with: title).write(
                to: document, atomically: save.isMultiple(of: 2), encoding: .utf8)
            usleep(50_000)
            if save.isMultiple(of: 50) { resident.append(residentKiB()) }
        }
        var shown = false
        for _ in 0..<60 where !shown {
            usleep(100_000)
            shown = RawHTTP.get("/state.json", port: preview.port).contains("\"title\":\"Save 199\"")
        }
        #expect(preview.process.isRunning)
        #expect(shown, "the last save is not what the preview shows")
        resident.append(residentKiB())
        print("preview: resident memory over 200 saves (KiB, every 50): \(resident)")
        #expect(resident.last! < resident[1] + 50 * 1024, "memory grew with the saves: \(resident)")
        #expect(preview.stop() == 143)
    }

    /// A document that reads but warns (`"duration": 2` where 2 ms was meant reads as 2 s) plays, and the page is
    /// told the warning, located, beside it; no problem is claimed.
    @Test func warningsReachThePage() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = try String(contentsOf: Templates.url("ripple-contained"), encoding: .utf8)
        try Data(document.replacingOccurrences(of: #""duration": 0.7"#, with: #""duration": 700"#).utf8)
            .write(to: folder.appendingPathComponent("ripple.json"))
        let warned = try ExternalTool.run(ExternalTool.effectExport, ["validate", "ripple.json"], in: folder)
        #expect(warned.status == 0 && warned.text.contains("warning: 700"), "\(warned.text)")
        let preview = try RunningPreview(["ripple.json", "--port", "0"], in: folder)
        let state = RawHTTP.get("/state.json", port: preview.port)
        #expect(state.contains("\"problems\":[]"), "\(state)")
        #expect(state.contains("\"warnings\":[{\"file\":\"ripple.json\""), "\(state)")
        #expect(preview.stop() == 143)
    }

    /// A folder: each document its page and an index of them; a document added to it appears.
    @Test func aFolderHasAnIndex() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let effects = folder.appendingPathComponent("effects")
        try FileManager.default.createDirectory(at: effects, withIntermediateDirectories: true)
        for name in ["ripple-contained", "wave-pulse"] {
            try FileManager.default.copyItem(at: Templates.url(name), to: effects.appendingPathComponent("\(name).json"))
        }
        let preview = try RunningPreview(["effects", "--port", "0"], in: folder)
        #expect(RawHTTP.get("/", port: preview.port).contains("data-view=\"index\""))
        let state = RawHTTP.get("/state.json", port: preview.port)
        #expect(state.contains("\"slug\":\"ripple-contained\"") && state.contains("\"slug\":\"wave-pulse\""))
        #expect(RawHTTP.get("/wave-pulse/", port: preview.port).contains("data-effects=\"wave-pulse\""))
        try FileManager.default.copyItem(at: Templates.url("tap-highlight"), to: effects.appendingPathComponent("tap-highlight.json"))
        // Polled for up to 120 s: the rebuild that lists it makes every document's review again, slow on a machine the
        // whole suite keeps busy (it took over 30 s there); alone it takes about a second.
        var added = false
        for _ in 0..<2400 where !added {
            usleep(50_000)
            added = RawHTTP.get("/state.json", port: preview.port).contains("\"slug\":\"tap-highlight\"")
        }
        #expect(added, "a document added to the folder did not appear")
        #expect(preview.stop() == 143)
    }
}

/// The preview's page in headless Chromium (Selenium; `scripts/install-deps` installs them): the player's picture
/// is the PNG still at its time — at most 1 % of pixels more than 40/255 apart, as `AnimatedSVGBrowserTests` allow
/// (Skia and Cairo antialias edges differently; the stage's #F2F2F2 against the still's white is 13/255) — after a
/// scrub, a frame step, a save; a broken save shows its problems over the page while the last good picture stays;
/// compared effects show the same time. The screenshots stay in `.build/preview-screenshots/`.
@Suite(.serialized, .tags(.browser), .needs(.chromium)) struct PreviewBrowserTests {
    static let script = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent("Tests/EffectExportTests/Browser/preview-page.py").path
    static let screenshots = AnimatedSVGBrowserTests.packageRoot.appendingPathComponent(".build/preview-screenshots")

    /// The still of `document` at `time` seconds, as the page draws it (fingertip shown), at 2 pixels per point.
    static func still(_ document: EffectDocument, at time: Double) throws -> Surface {
        let scene = try FrameRenderer.scene(document)
        return try FrameRenderer(scale: 2).renderImage(
            Sampler(scene: scene).layers(at: time), canvas: scene.canvas, touches: TouchOverlay(scene: scene).marks(at: time))
    }

    static func run(_ url: String, _ out: URL, _ extra: [String]) throws -> [String: Any] {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let run = try ExternalTool.run("python3", [script, url, out.path] + extra)
        try #require(run.status == 0, "the browser did not run (scripts/install-deps installs chromium and selenium): \(run.standardError)")
        return try #require(try JSONSerialization.jsonObject(with: run.standardOutput) as? [String: Any])
    }

    @Test func scrubStepSaveAndBreak() throws {
        let (folder, preview) = try PreviewServerTests.start()
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("ripple.json")
        let original = try String(contentsOf: document, encoding: .utf8)
        let edited = original.replacingOccurrences(of: "\"style\": \"contained\"", with: "\"style\": \"outlined\"")
        let broken = edited.replacingOccurrences(of: "\"touchDown\": 0.05", with: "\"touchDown\": \"soon\"")
        try edited.write(to: folder.appendingPathComponent("edited.txt"), atomically: true, encoding: .utf8)
        try broken.write(to: folder.appendingPathComponent("broken.txt"), atomically: true, encoding: .utf8)
        let out = Self.screenshots.appendingPathComponent("single")
        let report = try Self.run(
            preview.url, out,
            [
                "--controls", "--edit", document.path, folder.appendingPathComponent("edited.txt").path, "--break", document.path,
                folder.appendingPathComponent("broken.txt").path,
            ])
        #expect((report["consoleErrors"] as? [String]) == [], "\(report["consoleErrors"] ?? "")")
        #expect((report["scrub"] as? [String: Any])?["label"] as? String == "150 ms")
        #expect((report["step"] as? [String: Any])?["label"] as? String == "166.7 ms")
        // Shift+→ is ten frames; ⅒ speed plays a tenth of the time that passes; Loop off stops at the end (Play
        // offered again), on it goes round; Fingertip hides the touch discs.
        let controls = try #require(report["controls"] as? [String: Any])
        func state(_ name: String) -> [String: Any] { controls[name] as? [String: Any] ?? [:] }
        #expect(state("shiftStep")["label"] as? String == "333.3 ms")
        let wall = try #require(state("tenthSpeed")["wall"] as? Double)
        let played = try #require(state("tenthSpeed")["time"] as? Double)
        #expect(played > wall * 0.1 * 0.5 && played < wall * 0.1 * 1.5, "⅒ speed played \(played) s in \(wall) s")
        let end = try #require(state("once")["max"] as? Double)
        #expect(state("once")["time"] as? Double == end && state("once")["play"] as? String == "Play", "\(state("once"))")
        #expect((state("loop")["time"] as? Double ?? end) < end - 0.05 && state("loop")["play"] as? String == "Pause", "\(state("loop"))")
        #expect((controls["touchesShown"] as? Int ?? 0) > 0 && controls["touchesHidden"] as? Int == 0, "\(controls)")

        let seconds = try #require(report["editSeconds"] as? Double, "the page did not update after the save")
        #expect(seconds < 1, "the page updated \(seconds) s after the save")
        print("preview: the page showed a save after \(Int(seconds * 1000)) ms")
        let overlay = try #require(report["overlay"] as? String, "no problems overlay after a broken save")
        #expect(
            overlay.contains("ripple.json:58:20") && overlay.contains("interactions[0].touchDown") && overlay.contains("expected a time in seconds"))

        let before = try EffectDocument(json: Array(original.utf8))
        let after = try EffectDocument(json: Array(edited.utf8))
        AnimatedSVGBrowserTests.expectMatches(
            [
                ("ripple", 0.15, out.appendingPathComponent("scrub.png"), try Self.still(before, at: 0.15)),
                ("ripple", 1.0 / 6, out.appendingPathComponent("step.png"), try Self.still(before, at: 1.0 / 6)),
                ("ripple-edited", 0.15, out.appendingPathComponent("edited.png"), try Self.still(after, at: 0.15)),
                ("ripple-edited-while-broken", 0.15, out.appendingPathComponent("broken.png"), try Self.still(after, at: 0.15)),
            ], what: "the preview's player", failures: "preview", player: "preview")
        #expect(preview.stop() == 143)
    }

    @Test func comparedEffectsShowTheSameTime() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Templates.url("ripple-contained"), to: folder.appendingPathComponent("contained.json"))
        try FileManager.default.copyItem(at: Templates.url("ripple-outlined"), to: folder.appendingPathComponent("outlined.json"))
        let preview = try RunningPreview(["contained.json", "outlined.json", "--compare", "--port", "0"], in: folder)
        let out = Self.screenshots.appendingPathComponent("compare")
        let report = try Self.run(preview.url, out, ["--compare"])
        let clocks = try #require(report["compare"] as? [Double])
        #expect(clocks.count == 2 && abs(clocks[0] - clocks[1]) < 1e-6 && abs(clocks[0] - 1.0 / 6) < 1e-4, "\(clocks)")
        #expect((report["consoleErrors"] as? [String]) == [])
        #expect(preview.stop() == 143)
    }
}

extension PreviewBrowserTests {
    /// On an effect's page "Side by side with" offers the other effects of the folder: picking one goes to
    /// `/compare/A/B/`, where both play on one clock.
    @Test func aVariantPickedOnThePagePlaysBesideIt() throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Templates.url("ripple-contained"), to: folder.appendingPathComponent("contained.json"))
        try FileManager.default.copyItem(at: Templates.url("ripple-outlined"), to: folder.appendingPathComponent("outlined.json"))
        let preview = try RunningPreview([".", "--port", "0"], in: folder)
        let out = Self.screenshots.appendingPathComponent("picked")
        let report = try Self.run(preview.url + "contained/", out, ["--pick"])
        let picked = try #require(report["picked"] as? [String: Any], "no variant offered: \(report)")
        #expect(picked["chosen"] as? String == "outlined")
        #expect((picked["url"] as? String)?.hasSuffix("/compare/contained/outlined/") == true, "\(picked)")
        #expect(picked["panes"] as? Int == 2)
        let clocks = try #require(picked["clocks"] as? [Double])
        #expect(clocks.count == 2 && abs(clocks[0] - clocks[1]) < 1e-6 && abs(clocks[0] - 0.15) < 1e-4, "\(clocks)")
        #expect((report["consoleErrors"] as? [String]) == [])
        #expect(RawHTTP.status(RawHTTP.get("/compare/contained/nothing/", port: preview.port)) == 404)
        #expect(RawHTTP.status(RawHTTP.get("/compare/contained/contained/", port: preview.port)) == 404)
        #expect(preview.stop() == 143)
    }
}

/// The watcher, with inotify and with the polling it falls back to: a file written in place, and one replaced by a
/// rename as editors save, are each seen.
@Suite struct FileWatcherTests {
    @Test(arguments: [false, true])
    func seesWritesAndRenames(polling: Bool) throws {
        let folder = try ExternalTool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("effect.json")
        try Data("{}".utf8).write(to: file)
        let changes = Atomic<Int>(0)
        let watcher = FileWatcher(files: [file.path]) { changes.add(1, ordering: .relaxed) }
        #expect(watcher.start(polling: polling) == (polling ? "polling" : "inotify"))
        usleep(300_000)
        func waitForChange(after count: Int) -> Bool {
            for _ in 0..<100 where changes.load(ordering: .relaxed) <= count { usleep(20_000) }
            return changes.load(ordering: .relaxed) > count
        }
        let before = changes.load(ordering: .relaxed)
        try Data("{ \"a\": 1 }".utf8).write(to: file, options: [])
        #expect(waitForChange(after: before), "a write in place was not seen")
        usleep(300_000)
        let beforeRename = changes.load(ordering: .relaxed)
        try Data("{ \"a\": 22 }".utf8).write(to: file, options: .atomic)
        #expect(waitForChange(after: beforeRename), "a save by rename was not seen")
    }
}
