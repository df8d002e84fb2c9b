import Foundation

extension UIControl {
    /// The tooltip shown when the pointer rests over the control (iOS 15): setting it adds a tooltip interaction.
    public var toolTip: String? {
        get { toolTipInteraction?.defaultToolTip }
        set {
            if let interaction = toolTipInteraction {
                interaction.defaultToolTip = newValue
            } else if let newValue {
                addInteraction(UIToolTipInteraction(defaultToolTip: newValue))
            }
        }
    }

    /// The control's tooltip interaction, once it has one (iOS 15).
    public var toolTipInteraction: UIToolTipInteraction? {
        interactionStorage.lazy.compactMap { $0 as? UIToolTipInteraction }.first
    }
}
