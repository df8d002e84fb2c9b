import Foundation

extension UIDocument {
    /// UIDocument's own `open`.
    func standardOpen(completionHandler: (@Sendable (Bool) -> Void)?) {
        readInBackground(fileURL) { [self] failure, modified in
            if let failure {
                handleError(failure, userInteractionPermitted: true)
            } else {
                fileModificationDate = modified
                changeCount = 0
                setState(.normal)
                startObservingTheApp()
            }
            completionHandler?(failure == nil)
        }
    }

    /// Reads `url` on the file-access queue (`read(from:)`), then runs `finish` on the main queue with the failure,
    /// if any, and the file's modification date.
    private func readInBackground(_ url: URL, then finish: @escaping @MainActor @Sendable (Error?, Date?) -> Void) {
        performAsynchronousFileAccess { [self] in
            var failure: Error?
            do {
                try read(from: url)
            } catch {
                failure = error
            }
            let modified = UIDocument.modificationDate(of: url)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { finish(failure, modified) }
            }
        }
    }

    /// Opens the document; whether it worked.
    public func open() async -> Bool {
        await withCheckedContinuation { continuation in
            open { continuation.resume(returning: $0) }
        }
    }

    /// UIDocument's own `read`.
    nonisolated func standardRead(from url: URL) throws {
        let contents: any Sendable = try UIDocument.isDirectory(url) ? FileWrapper(url: url, options: .immediate) : Data(contentsOf: url)
        let typeName = UIDocument.typeIdentifier(of: url)
        try UIDocument.onMainQueue {
            try self.load(fromContents: contents, ofType: typeName)
        }
    }

    /// UIDocument's own `revert`.
    func standardRevert(toContentsOf url: URL, completionHandler: (@Sendable (Bool) -> Void)?) {
        disableEditing()
        readInBackground(url) { [self] failure, modified in
            if let failure {
                handleError(failure, userInteractionPermitted: true)
            } else {
                fileModificationDate = modified
                changeCount = 0
                autosaveDeadline?.cancel()
                autosaveDeadline = nil
                undoManager.removeAllActions()
            }
            enableEditing()
            completionHandler?(failure == nil)
        }
    }

    /// Reverts to `url`; whether it worked.
    public func revert(toContentsOf url: URL) async -> Bool {
        await withCheckedContinuation { continuation in
            revert(toContentsOf: url) { continuation.resume(returning: $0) }
        }
    }

    /// UIDocument's own `close`.
    func standardClose(completionHandler: (@Sendable (Bool) -> Void)?) {
        autosave { [self] success in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.autosaveDeadline?.cancel()
                    self.autosaveDeadline = nil
                    self.stopObservingTheApp()
                    self.setState(self.documentState.union(.closed))
                    completionHandler?(success)
                }
            }
        }
    }

    /// Closes the document; whether its last save worked.
    public func close() async -> Bool {
        await withCheckedContinuation { continuation in
            close { continuation.resume(returning: $0) }
        }
    }

    nonisolated static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    nonisolated static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
