import Foundation
import QuartzCore

extension UIDocument {
    /// How long after the first unsaved change UIKit autosaves, on the context's clock (about what iOS waits).
    static let autosaveDelay: CFTimeInterval = 15

    /// UIDocument's own `updateChangeCount`.
    func standardUpdateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    /// UIDocument's own `updateChangeCount`.
    func standardUpdateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        changeCount -= changeCountToken as? Int ?? 0
        if hasUnsavedChanges { scheduleAutosave() } else {
            autosaveDeadline?.cancel()
            autosaveDeadline = nil
        }
    }

    /// An autosave `autosaveDelay` from now, unless one is pending, the document is closed or nothing is unsaved.
    func scheduleAutosave() {
        guard hasUnsavedChanges, !documentState.contains(.closed), autosaveDeadline?.isPending != true else {
            if !hasUnsavedChanges {
                autosaveDeadline?.cancel()
                autosaveDeadline = nil
            }
            return
        }
        autosaveDeadline = ContextDeadline(at: CACurrentMediaTime() + UIDocument.autosaveDelay) { [weak self] in
            guard let self else { return }
            self.autosaveDeadline = nil
            // A save being written finishes first; its completion schedules again what it left unsaved.
            if !self.isSaving { self.autosave() }
        }
    }

    /// Counts the undo manager's groups, undos and redos as changes.
    func observe(_ manager: UndoManager?) {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
        undoObservers = []
        guard let manager else { return }
        let center = NotificationCenter.default
        let kinds: [(Notification.Name, ChangeKind)] = [
            (.NSUndoManagerDidCloseUndoGroup, .done), (.NSUndoManagerDidUndoChange, .undone), (.NSUndoManagerDidRedoChange, .redone),
        ]
        for (name, kind) in kinds {
            undoObservers.append(center.addObserver(forName: name, object: manager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self, !(kind == .done && (manager.isUndoing || manager.isRedoing)) else { return }
                    self.updateChangeCount(kind)
                }
            })
        }
    }

    /// Saves as the app resigns, leaves or ends, as iOS does; at the end synchronously, so nothing is lost.
    func startObservingTheApp() {
        stopObservingTheApp()
        let center = NotificationCenter.default
        for name in [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification] {
            lifecycleObservers.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.autosave() }
            })
        }
        lifecycleObservers.append(center.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.saveBeforeExit() }
        })
    }

    func stopObservingTheApp() {
        for observer in lifecycleObservers { NotificationCenter.default.removeObserver(observer) }
        lifecycleObservers = []
    }

    /// The app is ending: unsaved changes are written now, on the main thread, since no later turn will come.
    private func saveBeforeExit() {
        guard hasUnsavedChanges, !documentState.contains(.closed) else { return }
        let token = changeCountToken(for: .forOverwriting)
        do {
            let contents = try self.contents(forType: savingFileType ?? fileType ?? "")
            fileAccessQueue.sync {}
            try writeContents(contents, andAttributes: fileAttributesToWrite(to: fileURL, for: .forOverwriting), safelyTo: fileURL, for: .forOverwriting)
            updateChangeCount(withToken: token, for: .forOverwriting)
        } catch {
            setState(documentState.union(.savingError))
            handleError(error, userInteractionPermitted: false)
        }
    }
}
