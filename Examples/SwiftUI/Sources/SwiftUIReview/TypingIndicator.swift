import EffectKit  // in the app: import SwiftUI

/// A chat's typing indicator: three dots bob in turn, for ever, from the moment it appears.
struct TypingIndicator: View {
    @State private var isBouncing = false

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.gray)
                    .frame(width: 10, height: 10)
                    .offset(y: isBouncing ? -6 : 0)
                    .animation(
                        .easeInOut(duration: 0.4).repeatForever(autoreverses: true).delay(Double(index) * 0.15),
                        value: isBouncing)
            }
        }
        .padding(.horizontal, 14)
        .padding(.vertical, 12)
        .background(Capsule().fill(Color(white: 0.93)))
        .onAppear {
            isBouncing = true
        }
    }
}
