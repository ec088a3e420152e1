import EffectKit  // in the app: import SwiftUI

/// A segmented control: the white thumb glides to the segment tapped.
struct SegmentedPicker: View {
    private let segments = ["Day", "Week", "Month"]
    @State private var selection = 0

    var body: some View {
        ZStack(alignment: .leading) {
            RoundedRectangle(cornerRadius: 7)
                .fill(.white)
                .frame(width: 96, height: 28)
                .shadow(color: .black.opacity(0.12), radius: 4, y: 2)
                .offset(x: CGFloat(selection) * 100 + 2)
            HStack(spacing: 0) {
                ForEach(segments.indices, id: \.self) { index in
                    Text(segments[index])
                        .font(.system(size: 13, weight: .medium))
                        .frame(width: 100, height: 32)
                        .onTapGesture {
                            withAnimation(.smooth(duration: 0.35)) {
                                selection = index
                            }
                        }
                }
            }
        }
        .background(RoundedRectangle(cornerRadius: 9).fill(Color(white: 0.93)))
    }
}
