import EffectKit  // in the app: import SwiftUI

/// A settings switch: a tap slides the knob across on a snappy spring and turns the track green.
struct SettingsToggle: View {
    @State private var isOn = false

    var body: some View {
        ZStack(alignment: isOn ? .trailing : .leading) {
            Capsule()
                .fill(isOn ? Color.green : Color(white: 0.88))
                .frame(width: 51, height: 31)
            Circle()
                .fill(.white)
                .frame(width: 27, height: 27)
                .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
                .padding(2)
        }
        .onTapGesture {
            withAnimation(.snappy(duration: 0.3)) {
                isOn.toggle()
            }
        }
    }
}
