// Linux only: inotify, which Darwin does not have. There (and wherever inotify is refused) the watcher polls
// (`FileWatcher.runPolling`, in FileWatcher.swift).
#if os(Linux)
    import Foundation

    extension FileWatcher {
        /// Starts the watching thread on an inotify descriptor; false when inotify is refused (its instances used up).
        func startInotify() -> Bool {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC))
            guard descriptor >= 0 else { return false }
            Thread.detachNewThread { self.runInotify(descriptor) }
            return true
        }

        /// Watches the folders of the files watched and calls back once for each burst of events on them.
        private func runInotify(_ descriptor: Int32) {
            var watches: [Int32: String] = [:]
            var watched: Set<String> = []
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ATTRIB | IN_MODIFY)
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                // The folders of the files watched now.
                let now = files.withLock { $0 }
                // A folder watched is watched itself (any `.json` in it counts); a file, through its folder.
                let folders = Set(now.map { Self.isFolder($0) ? $0 : ($0 as NSString).deletingLastPathComponent })
                for folder in folders.subtracting(watched) {
                    let watch = inotify_add_watch(descriptor, folder, mask)
                    if watch >= 0 {
                        watches[watch] = folder
                        watched.insert(folder)
                    }
                }
                var polled = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&polled, 1, 500) > 0 else { continue }
                let n = read(descriptor, &buffer, buffer.count)
                guard n > 0 else { continue }
                var touched = false
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= n {
                    let (watch, length) = buffer.withUnsafeBytes { raw in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.wd, Int(event.len))
                    }
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let nameBytes = buffer[nameStart..<min(nameStart + length, n)].prefix { $0 != 0 }
                    if let folder = watches[watch] {
                        let path = folder + "/" + String(decoding: nameBytes, as: UTF8.self)
                        if now.contains(path) || (now.contains(folder) && path.lowercased().hasSuffix(".json")) { touched = true }
                    }
                    offset = nameStart + length
                }
                if touched {
                    // A save is often several events (truncate, write, close; or write a copy, rename): one rebuild for them.
                    Thread.sleep(forTimeInterval: 0.03)
                    var rest = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    while poll(&rest, 1, 0) > 0, read(descriptor, &buffer, buffer.count) > 0 {}
                    changed()
                }
            }
        }
    }
#endif
