// What an app or a tool needs with `import EffectExport` alone: the document (EffectModel), read from a file
// (EffectFiles: `EffectDocument(contentsOf:)`), the scene and sampling a frame (EffectEngine: `Scene`, `Sampler`), the spec, the sheet and the diff as values (EffectCompositions:
// `MotionSpec`, `DiffReview`), beside this module's files (`FrameRenderer`, `AnimatedFrames`, `SpecReport`,
// `DiffReport`, `SwiftSource`).
@_exported import EffectCompositions
@_exported import EffectEngine
@_exported import EffectFiles
@_exported import EffectModel
