import Foundation

/// Records changes as closures that reverse them, in groups, and undoes and redoes them: Foundation's
/// `UndoManager`, which editing (Ctrl+Z, Ctrl+Shift+Z) and any app's own model use.
///
/// Difference from Apple: declared in UIKit, since swift-corelibs-foundation has no `UndoManager`; `groupsByEvent` closes its group at the end of the main queue's turn.
@MainActor @preconcurrency
open class UndoManager {
    /// One undo group: the actions registered in it, undone last first, and its name.
    private struct Group {
        var actions: [() -> Void] = []
        var targets: [ObjectIdentifier?] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups being built, innermost last.
    private var open: [Group] = []
    private var disabled = 0
    /// Whether the group `groupsByEvent` opened is still open (it closes at the end of the turn).
    private var eventGroupOpen = false

    public init() {}

    /// Whether a registration with no group open opens one that closes at the end of the run-loop turn.
    open var groupsByEvent = true
    /// How many groups are kept (0: unlimited).
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// Difference from Apple: stored only; the group closes at the end of the main queue's turn whatever the mode.
    open var runLoopModes: [RunLoop.Mode] = [.default]
    open private(set) var isUndoing = false
    open private(set) var isRedoing = false

    open var groupingLevel: Int { open.count }
    open var isUndoRegistrationEnabled: Bool { disabled == 0 }

    open func disableUndoRegistration() { disabled += 1 }
    open func enableUndoRegistration() { disabled = max(disabled - 1, 0) }

    open func beginUndoGrouping() {
        open.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    open func endUndoGrouping() {
        guard let group = open.popLast() else {
            Diagnostics.report("UndoManager.endUndoGrouping without a matching beginUndoGrouping; ignored")
            return
        }
        NotificationCenter.default.post(name: .NSUndoManagerWillCloseUndoGroup, object: self)
        if var outer = open.popLast() {
            outer.actions += group.actions
            outer.targets += group.targets
            if outer.name.isEmpty { outer.name = group.name }
            open.append(outer)
        } else if !group.actions.isEmpty {
            if isUndoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                if !isRedoing { redoStack.removeAll() }
                trim()
            }
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Records `handler` to run on `target` when the current group is undone (or redone, while undoing).
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard disabled == 0 else { return }
        if open.isEmpty {
            guard groupsByEvent else {
                Diagnostics.report("UndoManager: registerUndo with no group open and groupsByEvent off; ignored")
                return
            }
            openEventGroup()
        }
        open[open.count - 1].actions.append { [weak target] in if let target { handler(target) } }
        open[open.count - 1].targets.append(ObjectIdentifier(target))
    }

    private func openEventGroup() {
        beginUndoGrouping()
        eventGroupOpen = true
        DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.closeEventGroup() } }
    }

    /// Closes the group `groupsByEvent` opened, if it is still the only one open.
    private func closeEventGroup() {
        guard eventGroupOpen else { return }
        eventGroupOpen = false
        if open.count == 1 { endUndoGrouping() }
    }

    open var canUndo: Bool {
        !undoStack.isEmpty || (eventGroupOpen && open.count == 1 && !open[0].actions.isEmpty)
    }

    open var canRedo: Bool { !redoStack.isEmpty }

    /// Closes the group `groupsByEvent` opened and undoes the last group.
    open func undo() {
        if eventGroupOpen { closeEventGroup() }
        guard open.isEmpty else {
            Diagnostics.report("UndoManager.undo with \(open.count) group(s) open; ignored")
            return
        }
        undoNestedGroup()
    }

    /// Undoes the last group, registering what its actions register as the redo group.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        isUndoing = true
        run(group)
        isUndoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    open func redo() {
        guard open.isEmpty, let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        isRedoing = true
        run(group)
        isRedoing = false
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Runs a group's actions last first inside a group of their own, which keeps the group's name.
    private func run(_ group: Group) {
        beginUndoGrouping()
        for action in group.actions.reversed() { action() }
        open[open.count - 1].name = group.name
        endUndoGrouping()
    }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
        eventGroupOpen = false
    }

    /// Removes every action registered with `target`, and the groups left empty.
    open func removeAllActions(withTarget target: Any) {
        guard let object = target as AnyObject? else { return }
        let id = ObjectIdentifier(object)
        func strip(_ group: Group) -> Group {
            var kept = Group()
            kept.name = group.name
            for (action, owner) in zip(group.actions, group.targets) where owner != id {
                kept.actions.append(action)
                kept.targets.append(owner)
            }
            return kept
        }
        undoStack = undoStack.map(strip).filter { !$0.actions.isEmpty }
        redoStack = redoStack.map(strip).filter { !$0.actions.isEmpty }
        open = open.map(strip)
    }

    /// Names the group being built (the menu's "Undo Typing").
    open func setActionName(_ actionName: String) {
        guard !open.isEmpty else { return }
        open[open.count - 1].name = actionName
    }

    open var undoActionName: String {
        if eventGroupOpen, open.count == 1, !open[0].actions.isEmpty { return open[0].name }
        return undoStack.last?.name ?? ""
    }

    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    open var undoActionIsDiscardable: Bool { false }
    open var redoActionIsDiscardable: Bool { false }
    /// Difference from Apple: stored nowhere; discardable actions are kept like the others.
    open func setActionIsDiscardable(_ discardable: Bool) {}

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension Notification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
