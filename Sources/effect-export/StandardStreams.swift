import EffectExport
import Foundation
import Synchronization

/// The process's standard streams and signals, made safe before any work: closed standard descriptors are
/// taken by `/dev/null` (so no output file can land on 0, 1 or 2), writes to standard output are checked
/// (a full disk, a closed stream or a reader that has gone is an error, exit 74), text from documents reaches the terminal with its
/// control characters escaped (`VisibleText`), and SIGINT or SIGTERM stop this run's children (ffmpeg) and remove its temporary files before exiting.
enum StandardStreams {
    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed.
    static func reserveStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// A reader of standard output that has gone (`effect-export … | head -c 10`) makes writes fail with EPIPE,
    /// reported as exit 74, instead of killing the process silently with SIGPIPE.
    static func reportBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// On SIGINT or SIGTERM: stop the children's process groups, remove this run's temporary files, then exit 130
    /// or 143, as shells report them.
    static func removeTemporaryFilesOnInterrupt() {
        for (signalNumber, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                interruption.store(status, ordering: .sequentiallyConsistent)
                ChildProcesses.terminateAll()
                TemporaryFiles.removeAll()
                _exit(status)
            }
            source.resume()
            interruptSources.append(source)
        }
    }

    /// The status the interrupt handler exits with, 0 until a signal arrives. It is set before the children are
    /// stopped, so a command that fails because its ffmpeg was stopped sees it and leaves the exit to the handler.
    private static let interruption = Atomic<Int32>(0)

    /// Whether SIGINT or SIGTERM has arrived: what fails from then on is the interrupt's doing, not to be reported.
    static var wasInterrupted: Bool { interruption.load(ordering: .sequentiallyConsistent) != 0 }

    /// Exits with `status`, or, once interrupted, with 130 or 143 after the handler has removed the temporary files.
    static func exit(_ status: ExitCode) -> Never {
        let interrupted = interruption.load(ordering: .sequentiallyConsistent)
        guard interrupted != 0 else { Foundation.exit(status.rawValue) }
        usleep(5_000_000)  // the handler exits well before; this only bounds a handler that cannot finish
        _exit(interrupted)
    }

    /// Kept for the life of the process: a released source stops listening.
    nonisolated(unsafe) private static var interruptSources: [DispatchSourceSignal] = []

    /// Writes `bytes` to standard output; a refused write fails with exit 74.
    static func write(_ bytes: [UInt8]) throws(CommandFailure) {
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(STDOUT_FILENO, $0.baseAddress! + offset, bytes.count - offset) }
            if n < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(messages: ["cannot write to standard output: \(String(cString: strerror(errno)))"], exitCode: .ioError)
            }
            offset += n
        }
    }

    /// Writes `text` to standard output (UTF-8); a refused write fails with exit 74.
    static func write(_ text: String) throws(CommandFailure) {
        try write(Array(text.utf8))
    }

    /// Writes a line to standard error; a failure there has nowhere left to be reported.
    static func writeError(_ line: String, terminator: String = "\n") {
        let bytes = Array((line + terminator).utf8)
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { Foundation.write(STDERR_FILENO, $0.baseAddress!, bytes.count) }
    }
}
