import Foundation

/// What app code set of a responder's accessibility: nil where it set nothing, so the class's own answer shows.
struct AccessibilityStorage {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var path: UIBezierPath?
    var activationPoint: CGPoint?
    var language: String?
    var identifier: String?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var navigationStyle: UIAccessibilityNavigationStyle = .automatic
    var respondsToUserInteraction: Bool?
    var userInputLabels: [String]?
    var textualContext: UIAccessibilityTextualContext?
    var containerType: UIAccessibilityContainerType = .none
    var customActions: [UIAccessibilityCustomAction]?
    var elements: [AccessibilityElementBox]?
}

/// One entry of `accessibilityElements`, kept as given (an element, a view, any object).
struct AccessibilityElementBox {
    let value: Any
}
