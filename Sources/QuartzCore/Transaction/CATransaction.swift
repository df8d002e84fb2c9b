@_spi(KeyValueObserving) import KeyValueObserving
import Foundation

/// The transaction property keys, under their Core Animation names.
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionCompletionBlock = "completionBlock"

/// Groups model changes into atomic updates: nested `begin`/`commit` pairs over an implicit transaction that the run
/// loop (or `flush()`) commits, with per-transaction animation settings and a completion block.
@MainActor @preconcurrency
public final class CATransaction {
    /// Keys of the transaction properties, for `value(forKey:)`.
    public static let animationDurationKey = kCATransactionAnimationDuration
    public static let animationTimingFunctionKey = kCATransactionAnimationTimingFunction
    public static let disableActionsKey = kCATransactionDisableActions
    public static let completionBlockKey = kCATransactionCompletionBlock

    /// The current context's transactions.
    private static var state: TransactionState { CAContext.current.transactions }

    private init() {}

    /// Opens a transaction nested in the current one.
    public static func begin() {
        state.stack.append(TransactionState.Frame(isImplicit: false))
    }

    /// Closes the innermost explicit transaction; when it is the outermost one, its changes take effect.
    public static func commit() {
        let state = Self.state
        guard let top = state.stack.last, !top.isImplicit else {
            CADiagnostics.report("CATransaction.commit() without begin(); ignored")
            return
        }
        if state.stack.count == 1 { runLayoutObservers() }
        state.stack.removeLast()
        seal(top)
        if state.stack.isEmpty {
            finishCommit()
        }
    }

    /// Commits the implicit transaction now (the run loop calls this at the end of each turn); when explicit
    /// transactions are open it waits for them, as Core Animation defers the flush.
    public static func flush() {
        let state = Self.state
        if state.stack.count == 1, let top = state.stack.first, top.isImplicit {
            runLayoutObservers()
            state.stack.removeAll()
            seal(top)
        }
        if state.stack.isEmpty {
            finishCommit()
        }
    }

    /// Does nothing: the model lives on the main actor, so there is no lock to take.
    public static func lock() {}

    /// Does nothing; see `lock()`.
    public static func unlock() {}

    /// The duration implicit animations get (0.25 s unless set).
    public static func animationDuration() -> CFTimeInterval {
        lookup(animationDurationKey) as? CFTimeInterval ?? 0.25
    }

    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        setValue(duration, forKey: animationDurationKey)
    }

    /// The timing function implicit animations get (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        lookup(animationTimingFunctionKey) as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: animationTimingFunctionKey)
    }

    /// Whether property changes skip their actions.
    public static func disableActions() -> Bool {
        lookup(disableActionsKey) as? Bool ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: disableActionsKey)
    }

    /// The block run once every animation added after it was set, in this transaction or transactions nested in it,
    /// has finished or been removed; right after the commit when there were none.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        state.stack.last?.completion.block
    }

    /// Sets the completion block; it waits only for animations added from now on, as on Apple platforms.
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        let completion = CATransactionCompletion()
        completion.block = block
        openIfNeeded().completion = completion
    }

    /// A transaction property, looked up from the innermost transaction outwards.
    public static func value(forKey key: String) -> Any? {
        if key == completionBlockKey { return completionBlock() }
        return lookup(key)
    }

    /// Sets a transaction property of the innermost transaction.
    public static func setValue(_ value: Any?, forKey key: String) {
        if key == completionBlockKey {
            setCompletionBlock(value as? @MainActor () -> Void)
            return
        }
        openIfNeeded().values[key] = value
    }

    // MARK: Engine side

    /// The innermost value set for `key`; frames that set nothing are passed without hashing the key (most are: a
    /// layout pass asks whether actions are disabled for every property it writes).
    private static func lookup(_ key: String) -> Any? {
        for frame in state.stack.reversed() where !frame.values.isEmpty {
            if let value = frame.values[key] { return value }
        }
        return nil
    }

    /// The innermost transaction, opening the implicit one when none is open.
    @discardableResult
    static func openIfNeeded() -> TransactionState.Frame {
        let state = Self.state
        if let top = state.stack.last { return top }
        let frame = TransactionState.Frame(isImplicit: true)
        state.stack.append(frame)
        if let hostHook = state.implicitTransactionOpened {
            hostHook()
        } else {
            CAContext.current.runLoopDriver.implicitTransactionOpened()
        }
        return frame
    }

    /// Notes that a layer changed, opening the implicit transaction.
    static func layerDidChange(_ layer: CALayer) {
        let state = Self.state
        if layer.transactionChangeMark === state.changeMark, !state.stack.isEmpty { return }
        openIfNeeded()
        state.changedLayers[ObjectIdentifier(layer)] = layer
        layer.transactionChangeMark = state.changeMark
    }

    /// Notes a new layer, which the next outermost commit marks committed.
    static func layerWasCreated(_ layer: CALayer) {
        layer.commitsBeforeCreation = commitCount
    }

    /// How many outermost commits the current context has made (see `TransactionState.commitCount`).
    static var commitCount: UInt64 { state.commitCount }

    /// Registers an animation with every open transaction, so each completion waits for it.
    static func animationWasAdded(_ animation: CAAnimation) {
        openIfNeeded()
        for frame in state.stack {
            frame.completion.pending.insert(ObjectIdentifier(animation))
        }
    }

    /// An animation finished or was removed: completions stop waiting for it.
    static func animationDidEnd(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        let state = Self.state
        for frame in state.stack { frame.completion.pending.remove(id) }
        for completion in state.waiting { completion.pending.remove(id) }
    }

    private static func seal(_ frame: TransactionState.Frame) {
        if frame.completion.block != nil {
            state.waiting.append(frame.completion)
        }
    }

    /// After the outermost commit: lay out the trees that changed from their roots down, display what needs it,
    /// then run completions that are due.
    private static func finishCommit() {
        let layers = Array(state.changedLayers.values)
        state.changedLayers.removeAll()
        state.changeMark = TransactionState.ChangeMark()
        layOutTrees(of: layers)
        for layer in layers {
            layer.displayIfNeeded()
            // An emitter's change takes effect for births from the commit on.
            (layer as? CAEmitterLayer)?.commitEmission()
        }
        markCommitted()
        runDueCompletions()
        CAContext.current.runLoopDriver.wakeForEvents()
        if !layers.isEmpty { didCommit() }
        KeyValueObservers.sweep()
    }

    /// Marks the layers made before this commit (and during its layout and display) committed: from now on their
    /// changes run actions.
    private static func markCommitted() {
        state.commitCount += 1
    }

    /// Runs, in commit order, the completion blocks whose animations have all ended.
    static func runDueCompletions() {
        let state = Self.state
        while let index = state.waiting.firstIndex(where: { $0.pending.isEmpty }) {
            let completion = state.waiting.remove(at: index)
            completion.block?()
        }
    }
}

/// A transaction's completion block and the animations it still waits for.
@MainActor
final class CATransactionCompletion {
    var block: (@MainActor () -> Void)?
    var pending: Set<ObjectIdentifier> = []
}
