/// The files a document names beside itself — its token file —, read for its decoding by whoever loads it: the
/// model decodes bytes and opens no file. EffectFiles' `DocumentFolder` reads them from the folder of a document
/// read from disk; an app can hand over files of its own (from a bundle, from memory).
///
/// The decoder refuses an absolute path and a path through `..` before it asks; a reader that follows links keeps
/// them inside the document's folder too (`DocumentFileError.linkLeavesFolder`).
public protocol DocumentFiles {
    /// The bytes of the regular file at `path`, relative to the document's folder as the document writes it
    /// (`motion.tokens.json`, `tokens/material3.tokens.json`), at most `limit` bytes.
    func read(_ path: String, atMost limit: Int) throws(DocumentFileError) -> [UInt8]
}

/// Why a file a document names could not be read; the decoder says it where the document names the file.
public enum DocumentFileError: Error, Sendable, Equatable {
    /// The path leads through a link to a file outside the document's folder.
    case linkLeavesFolder
    /// The file could not be read: where it was looked for (`effects/motion.tokens.json`) and why (`no such file`).
    case unreadable(lookedFor: String, reason: String)
}
