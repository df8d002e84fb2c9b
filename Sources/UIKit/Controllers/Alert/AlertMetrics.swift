import QuartzCore

/// The sizes UIKit draws alerts and action sheets with.
struct AlertMetrics {
    /// The card's width (an alert's), or the most an action sheet spans.
    var width: CGFloat
    var cornerRadius: CGFloat
    /// Room around the title and message.
    var headerTop: CGFloat
    var headerBottom: CGFloat
    var headerSide: CGFloat
    var titleMessageGap: CGFloat
    var titleFont: UIFont
    var messageFont: UIFont
    var titleColor: UIColor
    var messageColor: UIColor
    var buttonHeight: CGFloat
    var buttonFont: UIFont
    var boldButtonFont: UIFont
    /// The gap between an action sheet's buttons and its cancel button.
    var cancelGap: CGFloat
    /// A text field's height, the gap between fields, and the room under the last.
    var fieldHeight: CGFloat = 24
    var fieldGap: CGFloat = 8
    var fieldsBottom: CGFloat = 16
    /// The card's colour, and a pressed button's.
    var background = UIColor(white: 0.97, alpha: 1)
    var highlighted = UIColor(white: 0.87, alpha: 1)

    static let alert = AlertMetrics(
        width: 270, cornerRadius: 14, headerTop: 19, headerBottom: 19, headerSide: 16, titleMessageGap: 3,
        titleFont: .systemFont(ofSize: 17, weight: .semibold), messageFont: .systemFont(ofSize: 13),
        titleColor: .black, messageColor: .black,
        buttonHeight: 44, buttonFont: .systemFont(ofSize: 17), boldButtonFont: .systemFont(ofSize: 17, weight: .semibold),
        cancelGap: 0)

    static let actionSheet = AlertMetrics(
        width: 400, cornerRadius: 13, headerTop: 14, headerBottom: 14, headerSide: 16, titleMessageGap: 6,
        titleFont: .systemFont(ofSize: 13, weight: .semibold), messageFont: .systemFont(ofSize: 13),
        titleColor: UIColor(white: 0.55, alpha: 1), messageColor: UIColor(white: 0.55, alpha: 1),
        buttonHeight: 57, buttonFont: .systemFont(ofSize: 20), boldButtonFont: .systemFont(ofSize: 20, weight: .semibold),
        cancelGap: 8)

    static func of(_ style: UIAlertController.Style) -> AlertMetrics {
        style == .alert ? alert : actionSheet
    }

    /// The separators' thickness: a hairline.
    static let separator: CGFloat = 0.5
}
