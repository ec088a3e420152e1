import Foundation

/// The processors this process may use, read once: `ProcessInfo.activeProcessorCount` reads the cgroup's CPU quota
/// files on every call, which per frame cost more than drawing it.
package enum Processors {
    /// Cores available to the process (the cgroup's quota and cpuset considered), at least 1.
    package static let count = max(1, ProcessInfo.processInfo.activeProcessorCount)
}
