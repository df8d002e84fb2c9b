import Foundation

/// One-line reports of what UIKit refused or could not find, each said once per context, on stderr.
@MainActor
enum Diagnostics {
    static func report(_ message: String) {
        guard UIKitContextState.current.reportedMessages.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }
}
