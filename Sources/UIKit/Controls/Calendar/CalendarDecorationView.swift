import Foundation

/// The view a decoration shows under a day's number, filling the strip it is given: a dot or an image centred in
/// it at the decoration's size, or the provider's view clipped to it. None of them can be touched.
@MainActor
final class CalendarDecorationView: UIView {
    private let content: UIView
    private let side: CGFloat?

    private init(content: UIView, side: CGFloat?) {
        self.content = content
        self.side = side
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = false
        clipsToBounds = side == nil
        content.isUserInteractionEnabled = false
        addSubview(content)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The view showing `decoration`.
    static func make(_ decoration: UICalendarView.Decoration) -> UIView {
        switch decoration.content {
        case let .custom(provider):
            return CalendarDecorationView(content: provider(), side: nil)
        case let .image(nil, color, size):
            let dot = UIView()
            dot.backgroundColor = color ?? .systemFill
            return CalendarDecorationView(content: dot, side: [5, 7, 9][size.rawValue])
        case let .image(image?, color, size):
            let view = UIImageView(image: image.withRenderingMode(.alwaysTemplate))
            view.tintColor = color ?? .systemFill
            view.contentMode = .scaleAspectFit
            return CalendarDecorationView(content: view, side: [8, 10, 12][size.rawValue])
        }
    }

    /// What the decoration shows (the provider's view, the dot or the image).
    var shownView: UIView { content }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let side else { return content.frame = bounds }
        content.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        if !(content is UIImageView) { content.layer.cornerRadius = side / 2 }
    }
}
