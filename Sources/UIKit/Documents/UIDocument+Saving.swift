import Foundation

extension UIDocument {
    /// UIDocument's own `save`.
    func standardSave(to url: URL, for saveOperation: SaveOperation, completionHandler: (@Sendable (Bool) -> Void)?) {
        let token = changeCountToken(for: saveOperation)
        let typeName = savingFileType ?? fileType ?? ""
        let contents: Any
        do {
            contents = try self.contents(forType: typeName)
        } catch {
            return finishSave(failure: error, token: token, url: url, saveOperation: saveOperation, completionHandler: completionHandler)
        }
        isSaving = true
        nonisolated(unsafe) let handedOver = contents, savedToken = token
        performAsynchronousFileAccess { [self] in
            var failure: Error?
            do {
                let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
                try writeContents(handedOver, andAttributes: attributes, safelyTo: url, for: saveOperation)
            } catch {
                failure = error
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    self.finishSave(failure: failure, token: savedToken, url: url, saveOperation: saveOperation, completionHandler: completionHandler)
                }
            }
        }
    }

    private func finishSave(failure: Error?, token: Any, url: URL, saveOperation: SaveOperation, completionHandler: (@Sendable (Bool) -> Void)?) {
        isSaving = false
        if let failure {
            setState(documentState.union(.savingError))
            handleError(failure, userInteractionPermitted: false)
        } else {
            updateChangeCount(withToken: token, for: saveOperation)
            fileModificationDate = UIDocument.modificationDate(of: url)
            setState(documentState.subtracting(.savingError))
        }
        completionHandler?(failure == nil)
    }

    /// Saves to `url`; whether it worked.
    public func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in
            save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
        }
    }

    /// UIDocument's own `autosave`.
    func standardAutosave(completionHandler: (@Sendable (Bool) -> Void)?) {
        autosaveDeadline?.cancel()
        autosaveDeadline = nil
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            completionHandler?(true)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Autosaves; whether it worked.
    public func autosave() async -> Bool {
        await withCheckedContinuation { continuation in
            autosave { continuation.resume(returning: $0) }
        }
    }

    /// UIDocument's own `writeContents`.
    nonisolated func standardWriteContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]?, safelyTo url: URL, for saveOperation: SaveOperation) throws {
        let manager = FileManager.default
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).saving-\(UUID().uuidString)")
        do {
            try writeContents(contents, to: staging, for: saveOperation, originalContentsURL: manager.fileExists(atPath: url.path) ? url : nil)
            let attributes = (additionalFileAttributes ?? [:]).compactMap { key, value in
                (key as? String ?? (key as? FileAttributeKey)?.rawValue).map { (FileAttributeKey($0), value) }
            }
            if !attributes.isEmpty { try manager.setAttributes(Dictionary(attributes) { $1 }, ofItemAtPath: staging.path) }
            try FileWrapper.moveIntoPlace(staging, at: url)
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    /// UIDocument's own `writeContents`.
    nonisolated func standardWriteContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        switch contents {
        case let data as Data:
            try data.write(to: url)
        case let data as NSData:
            try data.write(to: url)
        case let wrapper as FileWrapper:
            try wrapper.write(to: url, options: [], originalContentsURL: originalContentsURL)
        default:
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot write contents of type \(type(of: contents)) to \(url.path): return Data or a FileWrapper from contents(forType:)"])
        }
    }

}
