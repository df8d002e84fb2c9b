import CWaylandProtocols

/// Where a popup goes (`xdg_positioner`): a rectangle of the parent's surface it is anchored to, the point of that
/// rectangle it hangs from, the direction it grows, and how the compositor may move it to keep it on screen.
public struct PopupPlacement: Equatable, Sendable {
    /// A point or edge of the anchor rectangle (`xdg_positioner.anchor`), and a direction (`gravity`).
    public enum Edge: UInt32, Sendable {
        case none = 0, top, bottom, left, right, topLeft, bottomLeft, topRight, bottomRight
    }

    /// How the compositor may adjust a popup that would leave the screen (`constraint_adjustment` bits).
    public struct Adjustment: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let slideX = Adjustment(rawValue: 1)
        public static let slideY = Adjustment(rawValue: 2)
        public static let flipX = Adjustment(rawValue: 4)
        public static let flipY = Adjustment(rawValue: 8)
        public static let resizeX = Adjustment(rawValue: 16)
        public static let resizeY = Adjustment(rawValue: 32)
    }

    /// The anchor rectangle in the parent surface's coordinates (at least 1×1).
    public var anchorRect: PixelRect
    /// The popup's size in surface units.
    public var size: WindowSize
    public var anchor: Edge
    public var gravity: Edge
    public var adjustment: Adjustment
    /// Moves the popup from where anchor and gravity put it.
    public var offsetX: Int
    public var offsetY: Int

    public init(
        anchorRect: PixelRect, size: WindowSize, anchor: Edge = .bottomLeft, gravity: Edge = .bottomRight,
        adjustment: Adjustment = [.slideX, .slideY, .flipX, .flipY], offsetX: Int = 0, offsetY: Int = 0
    ) {
        self.anchorRect = anchorRect
        self.size = size
        self.anchor = anchor
        self.gravity = gravity
        self.adjustment = adjustment
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// A menu opened at a point: its top-left corner at the point, flipped or slid where the screen ends.
    public static func menu(atX x: Int, y: Int, size: WindowSize) -> PopupPlacement {
        PopupPlacement(anchorRect: PixelRect(x: x, y: y, width: 1, height: 1), size: size, anchor: .topLeft, gravity: .bottomRight)
    }

    /// A submenu beside a row of its parent menu: to the right of the row, its top at the row's top, flipped to
    /// the left where the screen ends.
    public static func submenu(besideRow row: PixelRect, size: WindowSize) -> PopupPlacement {
        PopupPlacement(anchorRect: row, size: size, anchor: .topRight, gravity: .bottomRight)
    }

    /// A positioner carrying this placement.
    func makePositioner(wmBase: OpaquePointer) -> OpaquePointer? {
        guard let positioner = xdg_wm_base_create_positioner(wmBase) else { return nil }
        xdg_positioner_set_size(positioner, Int32(max(1, size.width)), Int32(max(1, size.height)))
        xdg_positioner_set_anchor_rect(
            positioner, Int32(anchorRect.x), Int32(anchorRect.y), Int32(max(1, anchorRect.width)), Int32(max(1, anchorRect.height)))
        xdg_positioner_set_anchor(positioner, anchor.rawValue)
        xdg_positioner_set_gravity(positioner, gravity.rawValue)
        xdg_positioner_set_constraint_adjustment(positioner, adjustment.rawValue)
        if offsetX != 0 || offsetY != 0 { xdg_positioner_set_offset(positioner, Int32(offsetX), Int32(offsetY)) }
        return positioner
    }
}
