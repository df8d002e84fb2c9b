import CDecor
import CWaylandProtocols

/// The edge or corner an interactive resize drags, with xdg_toplevel's `resize_edge` values.
public enum ResizeEdge: UInt32, Sendable, CaseIterable {
    case top = 1, bottom = 2, left = 4, topLeft = 5, bottomLeft = 6, right = 8, topRight = 9, bottomRight = 10

    /// The cursor theme's name for a pointer about to drag this edge.
    public var cursorName: String {
        switch self {
        case .top: "top_side"
        case .bottom: "bottom_side"
        case .left: "left_side"
        case .right: "right_side"
        case .topLeft: "top_left_corner"
        case .topRight: "top_right_corner"
        case .bottomLeft: "bottom_left_corner"
        case .bottomRight: "bottom_right_corner"
        }
    }

    /// libdecor's name for the same edge (its enum counts differently).
    var libdecorEdge: libdecor_resize_edge {
        switch self {
        case .top: LIBDECOR_RESIZE_EDGE_TOP
        case .bottom: LIBDECOR_RESIZE_EDGE_BOTTOM
        case .left: LIBDECOR_RESIZE_EDGE_LEFT
        case .right: LIBDECOR_RESIZE_EDGE_RIGHT
        case .topLeft: LIBDECOR_RESIZE_EDGE_TOP_LEFT
        case .topRight: LIBDECOR_RESIZE_EDGE_TOP_RIGHT
        case .bottomLeft: LIBDECOR_RESIZE_EDGE_BOTTOM_LEFT
        case .bottomRight: LIBDECOR_RESIZE_EDGE_BOTTOM_RIGHT
        }
    }
}
