import Foundation

/// The package's root folder, found from this file's path.
enum RepositoryRoot {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
