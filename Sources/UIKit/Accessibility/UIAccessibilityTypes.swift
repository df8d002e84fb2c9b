import Foundation

/// How assistive technology navigates a container's elements.
public enum UIAccessibilityNavigationStyle: Int, Sendable {
    case automatic = 0
    case separate = 1
    case combined = 2
}

/// What kind of container an element is, so assistive technology can describe it.
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    case semanticGroup = 4
}

/// The direction of `accessibilityScroll(_:)`.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left = 2
    case up = 3
    case down = 4
    case next = 5
    case previous = 6
}

/// What kind of text an element holds (source code, a message, a spreadsheet …).
public struct UIAccessibilityTextualContext: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let wordProcessing = UIAccessibilityTextualContext("UIAccessibilityTextualContextWordProcessing")
    public static let narrative = UIAccessibilityTextualContext("UIAccessibilityTextualContextNarrative")
    public static let messaging = UIAccessibilityTextualContext("UIAccessibilityTextualContextMessaging")
    public static let spreadsheet = UIAccessibilityTextualContext("UIAccessibilityTextualContextSpreadsheet")
    public static let fileSystem = UIAccessibilityTextualContext("UIAccessibilityTextualContextFileSystem")
    public static let sourceCode = UIAccessibilityTextualContext("UIAccessibilityTextualContextSourceCode")
    public static let console = UIAccessibilityTextualContext("UIAccessibilityTextualContextConsole")
}

/// An object automation finds by a name of its own.
@MainActor @preconcurrency
public protocol UIAccessibilityIdentification {
    var accessibilityIdentifier: String? { get set }
}

extension UIResponder: UIAccessibilityIdentification {}
