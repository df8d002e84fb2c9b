import Foundation

/// A button's titles, colours and images set per control state, and the lookup iOS does: the value set for the
/// exact state, else the one set for `.normal`.
@MainActor
struct ButtonStateContent {
    var titles: [UInt: String] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var images: [UInt: UIImage] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// The value in `values` for `state`, falling back to `.normal`'s.
    static func value<Value>(_ values: [UInt: Value], for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
