import Foundation

extension UIDocument {
    /// UIDocument's own `handleError`.
    func standardHandleError(_ error: any Error, userInteractionPermitted: Bool) {
        FileHandle.standardError.write(Data("UIDocument: \(localizedName): \(UIDocument.describe(error))\n".utf8))
        finishedHandlingError(error, recovered: false)
    }

    /// One line naming the cause: the description and, for a file error, the file.
    nonisolated static func describe(_ error: any Error) -> String {
        let described = error as NSError
        let path = described.userInfo[NSFilePathErrorKey] as? String
        let message = described.userInfo[NSLocalizedDescriptionKey] as? String ?? error.localizedDescription
        return path.map { "\(message) (\($0))" } ?? message
    }
}
