/// Color literals (`#colorLiteral(red:green:blue:alpha:)`, Xcode's color swatches) make UIColors, as in UIKit; the
/// initializer is `UIColor.init(_colorLiteralRed:green:blue:alpha:)`.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type a color literal makes where nothing else is asked for, as UIKit declares it.
public typealias _ColorLiteralType = UIColor
