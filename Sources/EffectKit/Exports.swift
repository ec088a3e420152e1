// What `import UIKit` brings to iOS code, `import EffectKit` brings on Linux: Foundation (with CGFloat, CGPoint, CGSize,
// CGRect) and the document a stage records.
@_exported import Foundation

@_exported import struct EffectModel.EffectDocument
