import Foundation

/// What Linux (Glibc) and Darwin spell differently in the system calls the package makes, said once. The rest of the
/// platform's difference is in files named for it (`FileWatcher+Linux.swift`: inotify, with polling everywhere).
package enum Platform {
    /// This process's environment, as `posix_spawn` takes it (Darwin's overlay has no `environ`).
    package static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> {
        #if canImport(Darwin)
            _NSGetEnviron().pointee!
        #else
            environ
        #endif
    }

    /// The flags `send` takes so that a write to a connection the client closed returns EPIPE instead of raising
    /// SIGPIPE: Linux's MSG_NOSIGNAL; Darwin has no such flag (`keepsSignalsOnWrite(_:)` sets it on the socket).
    package static var sendFlags: Int32 {
        #if canImport(Darwin)
            0
        #else
            Int32(MSG_NOSIGNAL)
        #endif
    }

    /// On Darwin, makes a write to `socket` after its peer closed return EPIPE, not raise SIGPIPE (SO_NOSIGPIPE);
    /// nothing on Linux, where `sendFlags` does it for each write.
    package static func keepsSignalsOnWrite(_ socket: Int32) {
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }
}

extension stat {
    /// When the file was last modified (Glibc's `st_mtim`, Darwin's `st_mtimespec`).
    package var modified: timespec {
        #if canImport(Darwin)
            st_mtimespec
        #else
            st_mtim
        #endif
    }
}
