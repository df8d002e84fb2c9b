import Foundation
import QuartzCore

/// What the person chose in Settings for a double tap or a squeeze on Apple Pencil.
public enum UIPencilPreferredAction: Int, Sendable {
    case ignore = 0, switchEraser, switchPrevious, showColorPalette, showInkAttributes, showContextualPalette, runSystemShortcut
}

/// Hears Apple Pencil's double taps and squeezes on a view, for a drawing app to switch tools.
///
/// Difference from Apple: never fires on the desktop, which has no Apple Pencil; the preferred actions are `.ignore`.
@MainActor @preconcurrency
open class UIPencilInteraction: UIInteraction {
    /// The phase of a squeeze.
    public enum Phase: Int, Sendable {
        case began = 0, changed, ended, cancelled
    }

    /// A double tap: when it happened and where the pencil hovered.
    @MainActor @preconcurrency
    open class Tap {
        open var timestamp: TimeInterval { 0 }
        open var hoverPose: UIPencilHoverPose? { nil }
    }

    /// A squeeze: its phase, when it happened and where the pencil hovered.
    @MainActor @preconcurrency
    open class Squeeze {
        open var phase: Phase { .began }
        open var timestamp: TimeInterval { 0 }
        open var hoverPose: UIPencilHoverPose? { nil }
    }

    /// The action the person prefers for a double tap.
    open class var preferredTapAction: UIPencilPreferredAction { .ignore }
    /// The action the person prefers for a squeeze.
    open class var preferredSqueezeAction: UIPencilPreferredAction { .ignore }
    /// Whether the person wants only the pencil to draw (fingers scroll).
    open class var prefersPencilOnlyDrawing: Bool { false }
    /// Whether the person wants a preview of the tool while the pencil hovers.
    open class var prefersHoverToolPreview: Bool { false }

    open weak var delegate: UIPencilInteractionDelegate?
    open private(set) weak var view: UIView?
    /// Whether the interaction reports taps and squeezes.
    open var isEnabled = true

    public init() {}

    public init(delegate: UIPencilInteractionDelegate) {
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}

/// Where Apple Pencil was while it hovered over the view as a tap or squeeze happened.
@MainActor @preconcurrency
open class UIPencilHoverPose {
    open var location: CGPoint { .zero }
    open var zOffset: CGFloat { 0 }
    open var azimuthAngle: CGFloat { 0 }
    open var azimuthUnitVector: CGVector { CGVector(dx: 1, dy: 0) }
    open var altitudeAngle: CGFloat { .pi / 2 }
    open var rollAngle: CGFloat { 0 }
}

/// What a pencil interaction tells: its double taps and squeezes.
@MainActor @preconcurrency
public protocol UIPencilInteractionDelegate: AnyObject {
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap)
    func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze)
}

extension UIPencilInteractionDelegate {
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveTap tap: UIPencilInteraction.Tap) {}
    public func pencilInteraction(_ interaction: UIPencilInteraction, didReceiveSqueeze squeeze: UIPencilInteraction.Squeeze) {}
}
