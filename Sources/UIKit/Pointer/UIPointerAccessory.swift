import Foundation

/// A small shape shown beside the pointer (an arrow hinting at a drag direction).
///
/// Difference from Apple: kept on the style but not drawn; the desktop's cursor theme has no accessories.
@MainActor @preconcurrency
open class UIPointerAccessory {
    /// Where an accessory sits: its distance from the pointer and its angle, clockwise from the top.
    public struct Position: Equatable, Sendable {
        public var offset: CGFloat
        public var angle: CGFloat

        public static let defaultOffset: CGFloat = 8

        public init(offset: CGFloat = Position.defaultOffset, angle: CGFloat = 0) {
            self.offset = offset
            self.angle = angle
        }

        public static var top: Position { Position(angle: 0) }
        public static var topRight: Position { Position(angle: .pi / 4) }
        public static var right: Position { Position(angle: .pi / 2) }
        public static var bottomRight: Position { Position(angle: 3 * .pi / 4) }
        public static var bottom: Position { Position(angle: .pi) }
        public static var bottomLeft: Position { Position(angle: 5 * .pi / 4) }
        public static var left: Position { Position(angle: 3 * .pi / 2) }
        public static var topLeft: Position { Position(angle: 7 * .pi / 4) }
    }

    public let shape: UIPointerShape
    public let position: Position
    /// Whether the accessory turns to face along its angle.
    open var orientationMatchesAngle = true

    public required init(_ shape: UIPointerShape, position: Position) {
        self.shape = shape
        self.position = position
    }

    /// An arrow at `position`.
    open class func arrow(_ position: Position) -> Self {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 4, y: 4))
        path.addLine(to: CGPoint(x: -4, y: 4))
        path.close()
        return self.init(.path(path), position: position)
    }
}
