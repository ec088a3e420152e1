import Foundation
import Synchronization

/// Runs a program (a tool found on `PATH`, or the built `effect-export`) and captures what it prints.
package struct ToolRun {
    package var status: Int32
    package var standardOutput: Data
    package var standardError: String

    package var text: String { String(decoding: standardOutput, as: UTF8.self) }
}

package enum ExternalTool {
    /// Runs `executable` (a path, or a name looked up on `PATH`) with `arguments` in `folder`.
    package static func run(
        _ executable: String, _ arguments: [String], in folder: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> ToolRun {
        let process = Process()
        if executable.contains("/") {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [executable] + arguments
        }
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try withSignalsUnblocked { try process.run() }
        // Read both pipes while the process runs, so that neither fills up and blocks it.
        let errorReader = PipeReader(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ToolRun(
            status: process.terminationStatus, standardOutput: outputData,
            standardError: String(decoding: errorReader.finish(), as: UTF8.self))
    }

    /// Runs `body` (which starts a process) with no signal blocked on this thread. A child inherits the signal mask
    /// of the thread that starts it, and the test runner's worker threads block most signals: a shell started with
    /// SIGCHLD blocked waits for ever in `wait`, and the tool would never see its SIGTERM.
    package static func withSignalsUnblocked<T>(_ body: () throws -> T) rethrows -> T {
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    /// The `effect-export` executable that `swift build` put beside the test bundle.
    package static var effectExport: String {
        productsFolder.appendingPathComponent("effect-export").path
    }

    /// The build products folder (`.build/debug`), found from the test bundle.
    package static var productsFolder: URL {
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// A new empty folder under the system's temporary folder.
    package static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("effect-export-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// Reads a pipe to its end on a background queue.
private final class PipeReader: Sendable {
    private let data = Mutex(Data())
    private let group = DispatchGroup()

    init(_ handle: FileHandle) {
        DispatchQueue.global().async(group: group) {
            let read = handle.readDataToEndOfFile()
            self.data.withLock { $0 = read }
        }
    }

    func finish() -> Data {
        group.wait()
        return data.withLock { $0 }
    }
}
