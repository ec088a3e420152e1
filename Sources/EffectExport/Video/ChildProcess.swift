import EffectFiles
import EffectModel
import Foundation
import Synchronization

/// An outside program (ffmpeg) run in a process group of its own: its standard input a pipe we write, its
/// standard error collected, its standard output `/dev/null`. The group is stopped when this process is
/// interrupted (`ChildProcesses.terminateAll()`), when it stalls, and when it is done with, so that nothing it
/// started outlives the run.
final class ChildProcess {
    /// How the program ended.
    enum Status: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// It neither ended nor made progress for the stall limit, and was stopped.
        case stalled
    }

    let pid: pid_t
    private var input: Int32
    private let errors = ErrorStream()
    private var isReaped = false

    /// Starts `executable` (a path) with `arguments`, its signals at their defaults and none blocked.
    init(executable: String, arguments: [String]) throws(ExportError) {
        var inputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        guard Self.pipe(&inputPipe) else { throw Self.failure("a pipe", errno) }
        guard Self.pipe(&errorPipe) else {
            close(inputPipe[0])
            close(inputPipe[1])
            throw Self.failure("a pipe", errno)
        }
        // Glibc's spawn types are structs; Darwin's are pointers the init functions allocate.
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // This process ignores SIGPIPE, SIGXFSZ and the signals it handles itself (SIGHUP, SIGINT, SIGTERM…); ignored
        // signals are inherited, so every standard signal is set back to its default (not the real-time ones, which
        // the C library uses itself).
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in 1..<Int32(32) where signal != SIGKILL && signal != SIGSTOP { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // Paths as bytes (`SystemPath`): an output named `out\xE9.mp4` is given to ffmpeg as those bytes.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { SystemPath.withCString($0) { strdup($0) } } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, &attributes, argv, Platform.environment)
        close(inputPipe[0])
        close(errorPipe[1])
        guard started == 0 else {
            close(inputPipe[1])
            close(errorPipe[0])
            throw Self.failure("\(executable)", started)
        }
        self.pid = pid
        ChildProcesses.register(pid)
        input = inputPipe[1]
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        errors.read(errorPipe[0])
    }

    /// A pipe whose ends close on exec (the child gets its own copies through the spawn's file actions).
    private static func pipe(_ ends: inout [Int32]) -> Bool {
        guard Foundation.pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return true
    }

    private static func failure(_ what: String, _ code: Int32) -> ExportError {
        .cannotCreateOutput(path: what, reason: "cannot start ffmpeg: \(String(cString: strerror(code)))")
    }

    /// Writes every byte of `bytes` to the program's standard input; a problem in words when it stopped reading
    /// (EPIPE) or took nothing for `stallLimit` seconds.
    func write(_ bytes: [UInt8], stallLimit: Double) -> String? {
        var lastProgress = Date()
        return bytes.withUnsafeBytes { buffer -> String? in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(input, buffer.baseAddress! + offset, buffer.count - offset)
                if n > 0 {
                    offset += n
                    lastProgress = Date()
                    continue
                }
                switch errno {
                case EINTR: continue
                case EAGAIN:
                    guard Date().timeIntervalSince(lastProgress) < stallLimit else {
                        return "ffmpeg took no frame for \(stallLimit.shortDescription) s and was stopped"
                    }
                    var waiting = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&waiting, 1, 200)
                case EPIPE: return "ffmpeg stopped reading its frames"
                default: return "writing frames to ffmpeg: \(String(cString: strerror(errno)))"
                }
            }
            return nil
        }
    }

    /// Ends the program's input: it then finishes its file.
    func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the program to end; stops it when it has not ended and `growing` (its output file) has not
    /// grown for `stallLimit` seconds.
    func wait(stallLimit: Double, growing path: String) -> Status {
        var lastProgress = Date()
        var lastSize: off_t = -1
        while true {
            var status: Int32 = 0
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid {
                isReaped = true
                let signal = status & 0x7F
                return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
            }
            if done < 0, errno != EINTR {
                isReaped = true
                return .exited(-1)
            }
            var info = stat()
            if SystemPath.withCString(path, { stat($0, &info) }) == 0, info.st_size != lastSize {
                lastSize = info.st_size
                lastProgress = Date()
            }
            if Date().timeIntervalSince(lastProgress) >= stallLimit {
                stop()
                return .stalled
            }
            usleep(10_000)
        }
    }

    /// What the program wrote on its standard error, at most 2 000 characters. Something it left running that
    /// still holds the stream is stopped after two seconds.
    func errorText() -> String {
        if !errors.wait(seconds: 2) {
            kill(-pid, SIGKILL)
            _ = errors.wait(seconds: 1)
        }
        let text = errors.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.count > 2000 ? String(text.prefix(2000)) + "…" : text
    }

    /// Stops the program's whole process group, if anything of it is left, and reaps the program.
    func stop() {
        closeInput()
        kill(-pid, SIGKILL)
        if !isReaped {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            isReaped = true
        }
        ChildProcesses.unregister(pid)
    }

    deinit { stop() }
}

/// A child's standard error, read to its end on a background queue.
private final class ErrorStream: Sendable {
    private let data = Mutex(Data())
    private let done = DispatchSemaphore(value: 0)
    private let finished = Mutex(false)

    func read(_ descriptor: Int32) {
        DispatchQueue.global().async { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = Foundation.read(descriptor, &buffer, buffer.count)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                data.withLock { if $0.count < 65_536 { $0.append(contentsOf: buffer[0..<n]) } }
            }
            close(descriptor)
            done.signal()
        }
    }

    /// Whether the stream ended within `seconds`.
    func wait(seconds: Double) -> Bool {
        if finished.withLock({ $0 }) { return true }
        let ended = done.wait(timeout: .now() + seconds) == .success
        if ended { finished.withLock { $0 = true } }
        return ended
    }

    var text: String { String(decoding: data.withLock { $0 }, as: UTF8.self) }
}

/// The process groups of the children running now, so that an interrupt stops them with this process.
package enum ChildProcesses {
    private static let groups = Mutex(Set<pid_t>())

    static func register(_ pid: pid_t) { groups.withLock { _ = $0.insert(pid) } }
    static func unregister(_ pid: pid_t) { groups.withLock { _ = $0.remove(pid) } }

    /// Sends SIGTERM to every child's process group; for a signal handler's last acts before the process exits.
    package static func terminateAll() {
        for pid in groups.withLock({ $0 }) { kill(-pid, SIGTERM) }
    }
}
