import EffectExport
import EffectKit
import Foundation

// Each example recorded: its document and its review sheet, written beside the package.
for document in [Reviews.likeButton(), Reviews.settingsToggle(), Reviews.segmentedPicker(), Reviews.typingIndicator()] {
    try document.write(to: URL(fileURLWithPath: "\(document.name).json"))
    try Data(SheetRenderer.reviewSheet(of: document)).write(to: URL(fileURLWithPath: "\(document.name)-sheet.pdf"))
    print("wrote \(document.name).json and \(document.name)-sheet.pdf")
}
