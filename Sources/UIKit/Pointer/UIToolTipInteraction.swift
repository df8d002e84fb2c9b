import Foundation

/// Shows a tooltip when the pointer rests over the view for half a second: the delegate's configuration for the
/// pointer's place, or `defaultToolTip`; it goes as the pointer leaves its rectangle or presses.
@MainActor @preconcurrency
open class UIToolTipInteraction: UIInteraction {
    public private(set) weak var view: UIView?
    public weak var delegate: (any UIToolTipInteractionDelegate)?
    open var isEnabled = true
    /// The text shown when the delegate gives no configuration of its own.
    open var defaultToolTip: String?

    public init() {}

    public convenience init(defaultToolTip: String) {
        self.init()
        self.defaultToolTip = defaultToolTip
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// The configuration at `point` (the view's coordinates): the delegate's, or the default tooltip's.
    func configuration(at point: CGPoint) -> UIToolTipConfiguration? {
        if let delegate { return delegate.toolTipInteraction(self, configurationAt: point) }
        return defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}

/// Gives a tooltip interaction its configuration at a point; optional.
@MainActor @preconcurrency
public protocol UIToolTipInteractionDelegate: AnyObject {
    /// The tooltip at `point` (the view's coordinates), or nil for none.
    func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration?
}

extension UIToolTipInteractionDelegate {
    public func toolTipInteraction(_ interaction: UIToolTipInteraction, configurationAt point: CGPoint) -> UIToolTipConfiguration? {
        interaction.defaultToolTip.map { UIToolTipConfiguration(toolTip: $0) }
    }
}

/// A tooltip's text and the rectangle (the view's coordinates) the pointer must rest in to see it.
@MainActor @preconcurrency
open class UIToolTipConfiguration {
    public let toolTip: String
    /// The text with its attributes (iOS 17).
    public let attributedToolTip: NSAttributedString
    /// Where the pointer must rest; the whole view when nil.
    public let sourceRect: CGRect?

    private init(attributedToolTip: NSAttributedString, sourceRect: CGRect?) {
        self.attributedToolTip = attributedToolTip
        toolTip = attributedToolTip.string
        self.sourceRect = sourceRect
    }

    public convenience init(toolTip: String) {
        self.init(attributedToolTip: NSAttributedString(string: toolTip), sourceRect: nil)
    }

    public convenience init(toolTip: String, in sourceRect: CGRect) {
        self.init(attributedToolTip: NSAttributedString(string: toolTip), sourceRect: sourceRect)
    }

    public convenience init(attributedToolTip: NSAttributedString) {
        self.init(attributedToolTip: attributedToolTip, sourceRect: nil)
    }

    public convenience init(attributedToolTip: NSAttributedString, in sourceRect: CGRect) {
        self.init(attributedToolTip: attributedToolTip, sourceRect: sourceRect)
    }
}
