import Foundation

/// What a drop does with the dragged data.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: the drag is cancelled.
    case cancel = 0
    /// Dropping here is not allowed (the drag is cancelled if dropped).
    case forbidden = 1
    /// The data is copied.
    case copy = 2
    /// The data is moved (only within the app, when the session allows it).
    case move = 3
}

/// A drop target's answer to a drag over it: the operation a drop would perform.
@MainActor @preconcurrency
open class UIDropProposal {
    open private(set) var operation: UIDropOperation
    /// Whether the target wants precise placement (the touch is offset to show the insertion point).
    open var isPrecise = false
    /// Whether the preview shows at full size over the target.
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}

/// How a drop session shows progress while its data loads.
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default` = 1
}
