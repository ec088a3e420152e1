import EffectKit  // in the app: import SwiftUI

/// A like button: a tap fills the heart, turns it pink and springs it up, and counts the like.
struct LikeButton: View {
    @State private var isLiked = false
    @State private var likes = 41

    var body: some View {
        Button {
            withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
                isLiked.toggle()
                likes += isLiked ? 1 : -1
            }
        } label: {
            HStack(spacing: 6) {
                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.system(size: 24, weight: .semibold))
                    .foregroundStyle(isLiked ? .pink : .gray)
                    .scaleEffect(isLiked ? 1.25 : 1.0)
                Text("\(likes)")
                    .font(.system(size: 17, weight: .medium))
                    .foregroundStyle(.secondary)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(Capsule().fill(Color.pink.opacity(isLiked ? 0.16 : 0.06)))
        }
    }
}
