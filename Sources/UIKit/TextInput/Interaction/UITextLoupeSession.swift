import Foundation

/// The magnifier shown over text while the user drags the insertion point or a selection handle: a rounded lens
/// above the point showing what lies under it at one and a half times its size, following each move until
/// invalidated.
@MainActor @preconcurrency
open class UITextLoupeSession {
    /// How much the lens enlarges.
    static let magnification: CGFloat = 1.5
    /// The lens's size, and how far above the point its bottom edge sits.
    static let lensSize = CGSize(width: 120, height: 48), lift: CGFloat = 24

    private weak var interactionView: UIView?
    let lens = UIImageView()

    public required init() {}

    /// Shows the loupe over `point` of `interactionView` (whose coordinates later moves use); nil when the view is
    /// in no window.
    open class func begin(at point: CGPoint, fromSelectionWidgetView selectionWidget: UIView?, in interactionView: UIView) -> Self? {
        guard let window = interactionView.window else { return nil }
        let session = self.init()
        session.interactionView = interactionView
        session.lens.layer.cornerRadius = lensSize.height / 2
        session.lens.layer.masksToBounds = true
        session.lens.layer.borderWidth = 1
        session.lens.layer.borderColor = UIColor.separator.cgColor
        session.lens.isUserInteractionEnabled = false
        window.addSubview(session.lens)
        session.move(to: point, withCaretRect: selectionWidget.map { interactionView.convert($0.bounds, from: $0) } ?? .null, trackingCaret: selectionWidget != nil)
        return session
    }

    /// Moves the lens to `point`, or onto the caret's middle when `tracksCaret` and `caretRect` is not null.
    open func move(to point: CGPoint, withCaretRect caretRect: CGRect, trackingCaret tracksCaret: Bool) {
        guard let view = interactionView, let window = lens.superview else { return }
        let focus = tracksCaret && !caretRect.isNull ? CGPoint(x: caretRect.midX, y: caretRect.midY) : point
        let size = UITextLoupeSession.lensSize
        let inWindow = window.convert(focus, from: view)
        lens.frame = CGRect(x: inWindow.x - size.width / 2, y: inWindow.y - UITextLoupeSession.lift - size.height,
                            width: size.width, height: size.height)
        lens.image = magnified(view, around: focus, size: size)
    }

    /// Takes the lens away.
    open func invalidate() {
        lens.removeFromSuperview()
        interactionView = nil
    }

    /// What lies around `focus` in `view`, enlarged to fill `size`.
    private func magnified(_ view: UIView, around focus: CGPoint, size: CGSize) -> UIImage {
        let scale = UITextLoupeSession.magnification
        lens.isHidden = true
        defer { lens.isHidden = false }
        return UIGraphicsImageRenderer(size: size).image { context in
            UIColor.systemBackground.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            let cg = context.cgContext
            cg.translateBy(x: size.width / 2, y: size.height / 2)
            cg.scaleBy(x: scale, y: scale)
            cg.translateBy(x: -focus.x, y: -focus.y)
            view.layer.render(in: cg)
        }
    }
}
