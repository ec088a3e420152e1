import CairoKit
import EffectEncoding
import EffectEngine
import EffectModel
import Foundation
import Synchronization

/// Writes an effect's frames: numbered SVG or PNG files rendered in parallel on every core, or one PDF of
/// a page per frame.
///
/// Each frame is sampled, drawn, encoded and written by itself, so memory stays flat however many frames
/// there are, and the bytes do not depend on how many threads ran. A sequence is all or nothing: every frame
/// goes to a temporary file, flushed to disk in the background while the next ones are drawn, and only when all
/// are on disk are they renamed into place, so a failed or interrupted run leaves the folder as it was. The PDF is
/// written as a whole. Several outputs of one run (`--format pdf,svg`) are all or nothing together: each is finished
/// beside its target, and none is moved into place until all are.
public struct FrameSequenceExporter: Sendable {
    /// Draws each frame.
    public var renderer: FrameRenderer
    /// Fingertips drawn on every frame where touches are (`--touches show`).
    public var touches: TouchOverlay?
    /// Called after each frame with (frames done, total), from any thread.
    public var progress: (@Sendable (Int, Int) -> Void)?

    /// An exporter drawing with `renderer`, fingertips from `touches` if given, reporting to `progress`.
    public init(renderer: FrameRenderer, touches: TouchOverlay? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil) {
        self.renderer = renderer
        self.touches = touches
        self.progress = progress
    }

    /// Writes one file per time to `paths[i]` (parallel), all or none, on `threads` threads (nil: one per core).
    public func writeFrames(
        of scene: Scene, title: String, times: [Double], format: OutputFormat, paths: [String],
        threads: Int? = nil
    ) throws(ExportError) {
        try FinishedFile.moveIntoPlace(try finishFrames(of: scene, title: title, times: times, format: format, paths: paths, threads: threads))
    }

    /// The frames of `writeFrames`, each finished and on disk beside its target, none moved into place yet.
    private func finishFrames(
        of scene: Scene, title: String, times: [Double], format: OutputFormat, paths: [String], threads: Int? = nil
    ) throws(ExportError) -> [FinishedFile] {
        precondition(times.count == paths.count)
        let sampler = Sampler(scene: scene)
        let state = SharedProgress()
        let written = ConcurrentSlots<FinishedFile>(count: times.count)
        let renderer = renderer
        let progress = progress
        let touches = touches
        let workers = max(1, min(threads ?? Processors.count, times.count))
        let flusher = DiskFlusher()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Worker w takes frames w, w + workers, …: no queue to share, order irrelevant to the bytes.
            for index in stride(from: worker, to: times.count, by: workers) {
                guard !state.failed else { return }
                do throws(ExportError) {
                    let t = times[index]
                    let bytes = try renderer.render(
                        sampler.layers(at: t), canvas: scene.canvas, title: title, as: format, touches: touches?.marks(at: t))
                    let writer = try AtomicFileWriter(path: paths[index])
                    _ = bytes.withUnsafeBytes { writer.write($0) }
                    if let file = try writer.finish(syncing: false) {
                        flusher.flush(file)
                        written.fill(index, with: file)
                    }
                    let done = state.finishOne()
                    progress?(done, times.count)
                } catch {
                    state.fail(index: index, error)
                }
            }
        }
        let flushFailure = flusher.wait()
        if let error = state.firstError { throw error }
        if let flushFailure { throw flushFailure }
        return written.filled
    }

    /// Writes the same times in several formats from one scene: a PDF at `pdf` (if given), drawn on a thread of its
    /// own while the numbered files of each `sequences` entry are drawn beside it on every core (they wait on the
    /// file system as much as they draw: one worker fewer was 18 % slower on two cores). All the outputs are one:
    /// every file is finished beside its target first, and all are moved into place only when every one succeeded,
    /// so that a failure anywhere leaves every old file as it was. The first failure (the PDF's first) is thrown
    /// once all have stopped.
    public func write(of scene: Scene, title: String, times: [Double], pdf: String?, sequences: [(format: OutputFormat, paths: [String])])
        throws(ExportError)
    {
        let pdfResult = Mutex<Result<FinishedFile?, ExportError>>(.success(nil))
        let group = DispatchGroup()
        if let pdf {
            // Its progress shown only when it is the one output.
            let alone = FrameSequenceExporter(renderer: renderer, touches: touches, progress: sequences.isEmpty ? progress : nil)
            DispatchQueue.global().async(group: group) {
                do throws(ExportError) {
                    let file = try alone.finishPDF(of: scene, title: title, times: times, to: pdf)
                    pdfResult.withLock { $0 = .success(file) }
                } catch {
                    pdfResult.withLock { $0 = .failure(error) }
                }
            }
        }
        var finished: [FinishedFile] = []
        var sequenceFailure: ExportError?
        for sequence in sequences where sequenceFailure == nil {
            do throws(ExportError) {
                finished += try finishFrames(of: scene, title: title, times: times, format: sequence.format, paths: sequence.paths)
            } catch {
                sequenceFailure = error
            }
        }
        group.wait()
        switch pdfResult.withLock({ $0 }) {
        case .failure(let error): throw error
        case .success(let file): if let file { finished.insert(file, at: 0) }
        }
        if let sequenceFailure { throw sequenceFailure }
        try FinishedFile.moveIntoPlace(finished)
    }

    /// Writes every time as a page of one PDF at `path`, streamed to the file as pages are drawn.
    public func writePDF(of scene: Scene, title: String, times: [Double], to path: String) throws(ExportError) {
        if let file = try finishPDF(of: scene, title: title, times: times, to: path) { try file.moveIntoPlace() }
    }

    /// The PDF of `writePDF`, finished beside its target (`nil`: written to a device), not moved into place yet.
    private func finishPDF(of scene: Scene, title: String, times: [Double], to path: String) throws(ExportError) -> FinishedFile? {
        let sampler = Sampler(scene: scene)
        let writer = try AtomicFileWriter(path: path)
        let sink = OutputSink { writer.write($0) }
        do throws(ExportError) {
            let document = try PDFDocument(canvas: scene.canvas, title: title, sink: sink)
            for (index, t) in times.enumerated() {
                try document.addPage(sampler.layers(at: t), renderer: renderer, touches: touches?.marks(at: t))
                progress?(index + 1, times.count)
            }
            try document.finish()
        } catch {
            // A write the disk refused surfaces in Cairo as a stream error: say what the disk said.
            if let failure = writer.failure { throw .cannotCreateOutput(path: path, reason: failure) }
            throw error
        }
        return try writer.finish()
    }
}

/// Frames done and the first failure (by frame index), shared by the workers.
private final class SharedProgress: Sendable {
    private let done = Atomic(0)
    private let errors = Mutex<[(index: Int, error: ExportError)]>([])

    var failed: Bool { errors.withLock { !$0.isEmpty } }

    /// Counts a frame done; returns how many are.
    func finishOne() -> Int { done.add(1, ordering: .relaxed).newValue }

    func fail(index: Int, _ error: ExportError) { errors.withLock { $0.append((index, error)) } }

    var firstError: ExportError? { errors.withLock { $0.min { $0.index < $1.index }?.error } }
}
