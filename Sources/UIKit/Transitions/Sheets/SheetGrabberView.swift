import QuartzCore

/// The pill at the top of a sheet that shows it can be dragged.
@MainActor
final class SheetGrabberView: UIView {
    static let size = CGSize(width: 36, height: 5)
    /// The gap between the sheet's top edge and the grabber.
    static let topInset: CGFloat = 5

    init() {
        super.init(frame: CGRect(origin: .zero, size: Self.size))
        backgroundColor = UIColor(white: 0.55, alpha: 0.5)
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The grabber's frame on a sheet at `sheet` (in the same coordinates).
    static func frame(inSheet sheet: CGRect) -> CGRect {
        CGRect(x: (sheet.midX - size.width / 2).rounded(), y: sheet.minY + topInset, width: size.width, height: size.height)
    }
}
