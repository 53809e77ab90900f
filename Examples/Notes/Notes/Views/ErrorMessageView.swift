import SwiftUI

/// Shown instead of the list when the notes could not be loaded.
struct ErrorMessageView: View {
    let message: String
    var retry: () -> Void

    var body: some View {
        VStack(spacing: 16) {
            Image(systemName: "exclamationmark.triangle.fill")
                .font(.system(size: 44))
                .foregroundStyle(.yellow)
            Text("Something Went Wrong")
                .font(.title2.weight(.semibold))
            Text(message)
                .font(.callout)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            Button("Try Again", action: retry)
                .buttonStyle(.borderedProminent)
        }
        .padding(32)
        .frame(maxWidth: 360)
    }
}

#Preview {
    ErrorMessageView(message: "The operation couldn’t be completed. (NSURLErrorDomain error -1009.)") {}
}
