import Foundation

/// One-line reports of what UIKit refused or could not find, each said once per process, on stderr.
@MainActor
enum Diagnostics {
    private static var said: Set<String> = []

    static func report(_ message: String) {
        guard said.insert(message).inserted else { return }
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }
}
