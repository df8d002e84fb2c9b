import QuartzCore

/// UIKit's fixed class colors, with the components iOS gives them.
extension UIColor {
    public class var black: UIColor { StandardColors.black }
    public class var darkGray: UIColor { StandardColors.darkGray }
    public class var lightGray: UIColor { StandardColors.lightGray }
    public class var white: UIColor { StandardColors.white }
    public class var gray: UIColor { StandardColors.gray }
    public class var red: UIColor { StandardColors.red }
    public class var green: UIColor { StandardColors.green }
    public class var blue: UIColor { StandardColors.blue }
    public class var cyan: UIColor { StandardColors.cyan }
    public class var yellow: UIColor { StandardColors.yellow }
    public class var magenta: UIColor { StandardColors.magenta }
    public class var orange: UIColor { StandardColors.orange }
    public class var purple: UIColor { StandardColors.purple }
    public class var brown: UIColor { StandardColors.brown }
    public class var clear: UIColor { StandardColors.clear }
    /// White at 60 % opacity, for text on dark backgrounds.
    public class var lightText: UIColor { StandardColors.lightText }
    /// Black, for text on light backgrounds.
    public class var darkText: UIColor { StandardColors.darkText }
    /// The grouped table background, as `systemGroupedBackground`.
    public class var groupTableViewBackground: UIColor { .systemGroupedBackground }
}

/// One instance of each fixed color, so `UIColor.red` is the same object every time as on iOS.
private enum StandardColors {
    static let black = UIColor(white: 0, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let clear = UIColor(white: 0, alpha: 0)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let darkText = UIColor(white: 0, alpha: 1)
}
