import EffectExport
import EffectModel
import Foundation
import Synchronization

/// The process's standard streams and signals, made safe before any work: closed standard descriptors are
/// taken by `/dev/null` (so no output file can land on 0, 1 or 2), writes to standard output are checked
/// (a full disk, a closed stream or a reader that has gone is an error, exit 74), text from documents reaches the terminal with its
/// control characters escaped (`VisibleText`), and a signal that ends the run (SIGHUP, SIGINT, SIGQUIT, SIGTERM…) stops this run's children
/// (ffmpeg) and removes its temporary files before exiting with 128 + its number.
enum StandardStreams {
    /// Standard output was closed when the process started (`>&-`): what is written there is lost, an error.
    nonisolated(unsafe) private static var outputWasClosed = false

    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 that is closed.
    static func reserveStandardDescriptors() {
        for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { outputWasClosed = true }
            let opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// A reader of standard output that has gone (`effect-export … | head -c 10`) makes writes fail with EPIPE,
    /// reported as exit 74, instead of killing the process silently with SIGPIPE; a file grown past the size limit
    /// (`ulimit -f`) makes writes fail with EFBIG, reported as exit 73, instead of SIGXFSZ leaving a temporary file.
    static func reportRefusedWrites() {
        signal(SIGPIPE, SIG_IGN)
        signal(SIGXFSZ, SIG_IGN)
    }

    /// The signals that end a run, each handled: the terminal closing (SIGHUP), ^C (SIGINT), ^\ (SIGQUIT), kill
    /// (SIGTERM), and the others whose default is to end the process (alarms, user signals, CPU limits).
    static let endingSignals = [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGALRM, SIGUSR1, SIGUSR2, SIGXCPU, SIGVTALRM]

    /// On any of `endingSignals`: stop the children's process groups, remove this run's temporary files (every
    /// output not yet moved into place), then exit 128 + the signal's number, as shells report a process it ended
    /// (129 SIGHUP, 130 SIGINT, 131 SIGQUIT, 143 SIGTERM).
    static func removeTemporaryFilesOnInterrupt() {
        for signalNumber in endingSignals {
            let status = 128 + signalNumber
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

    /// Whether an ending signal has arrived: what fails from then on is the interrupt's doing, not to be reported.
    static var wasInterrupted: Bool { interruption.load(ordering: .sequentiallyConsistent) != 0 }

    /// Exits with `status`, or, once interrupted, with 128 + the signal after the handler has removed the temporary files.
    static func exit(_ status: ExitCode) -> Never {
        let interrupted = interruption.load(ordering: .sequentiallyConsistent)
        guard interrupted != 0 else { Foundation.exit(status.rawValue) }
        usleep(5_000_000)  // the handler exits well before; this only bounds a handler that cannot finish
        _exit(interrupted)
    }

    /// Kept for the life of the process: a released source stops listening.
    nonisolated(unsafe) private static var interruptSources: [DispatchSourceSignal] = []

    /// Writes `bytes` to standard output; a refused write, or standard output closed, fails with exit 74.
    static func write(_ bytes: [UInt8]) throws(CommandFailure) {
        guard !outputWasClosed else { throw CommandFailure(messages: ["cannot write to standard output: it is closed"], exitCode: .ioError) }
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
