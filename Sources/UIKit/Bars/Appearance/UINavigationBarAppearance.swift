import Foundation
import QuartzCore

/// What a navigation bar looks like: its background and shadow, the title's attributes, and the look of its
/// buttons (plain, prominent, done, back).
///
/// Difference from Apple: `largeTitleTextAttributes`, `titlePositionAdjustment` and the back indicator images are stored only.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var prominentButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The chevron the back button shows.
    open private(set) var backIndicatorImage = UIImage()
    /// The mask the title slides under beside the chevron.
    open private(set) var backIndicatorTransitionMaskImage = UIImage()

    /// Sets the back chevron and its transition mask (both or neither).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        guard let backIndicatorImage, let backIndicatorTransitionMaskImage else {
            self.backIndicatorImage = UIImage()
            self.backIndicatorTransitionMaskImage = UIImage()
            return
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }

    override func copyValues(to other: UIBarAppearance) {
        super.copyValues(to: other)
        guard let other = other as? UINavigationBarAppearance else { return }
        other.titleTextAttributes = titleTextAttributes
        other.titlePositionAdjustment = titlePositionAdjustment
        other.largeTitleTextAttributes = largeTitleTextAttributes
        other.buttonAppearance = buttonAppearance.copy()
        other.prominentButtonAppearance = prominentButtonAppearance.copy()
        other.doneButtonAppearance = doneButtonAppearance.copy()
        other.backButtonAppearance = backButtonAppearance.copy()
        other.backIndicatorImage = backIndicatorImage
        other.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}

/// What a toolbar looks like: its background and shadow and the look of its buttons.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    override func copyValues(to other: UIBarAppearance) {
        super.copyValues(to: other)
        guard let other = other as? UIToolbarAppearance else { return }
        other.buttonAppearance = buttonAppearance.copy()
        other.doneButtonAppearance = doneButtonAppearance.copy()
    }
}
