/// The states of a toplevel the compositor reports in `xdg_toplevel.configure`.
public struct ToplevelStates: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let maximized = ToplevelStates(rawValue: 1 << 0)
    public static let fullscreen = ToplevelStates(rawValue: 1 << 1)
    public static let resizing = ToplevelStates(rawValue: 1 << 2)
    public static let activated = ToplevelStates(rawValue: 1 << 3)
    public static let tiledLeft = ToplevelStates(rawValue: 1 << 4)
    public static let tiledRight = ToplevelStates(rawValue: 1 << 5)
    public static let tiledTop = ToplevelStates(rawValue: 1 << 6)
    public static let tiledBottom = ToplevelStates(rawValue: 1 << 7)
    /// Any tiled edge: the window is laid out by the compositor.
    public static let tiled: ToplevelStates = [.tiledLeft, .tiledRight, .tiledTop, .tiledBottom]

    /// The states from the protocol's array of `xdg_toplevel.state` values (1-based); unknown ones are ignored.
    public init(protocolValues: [UInt32]) {
        var states: ToplevelStates = []
        for value in protocolValues where (1...8).contains(value) {
            states.insert(ToplevelStates(rawValue: 1 << (value - 1)))
        }
        self = states
    }

    /// Whether the compositor dictates the size (the client must not choose another).
    public var constrainsSize: Bool {
        !isDisjoint(with: [.maximized, .fullscreen]) || !isDisjoint(with: .tiled)
    }

    public var description: String {
        let names: [(ToplevelStates, String)] = [
            (.maximized, "maximized"), (.fullscreen, "fullscreen"), (.resizing, "resizing"),
            (.activated, "activated"), (.tiledLeft, "tiled-left"), (.tiledRight, "tiled-right"),
            (.tiledTop, "tiled-top"), (.tiledBottom, "tiled-bottom"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "-" : present.joined(separator: ",")
    }
}

/// A window size in surface-local (logical) units.
public struct WindowSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)" }
}

/// What one configure sequence asks of the window: the size to draw at and the states to show.
public struct WindowConfiguration: Equatable, Sendable {
    /// The serial to acknowledge with `xdg_surface.ack_configure`.
    public var serial: UInt32
    /// The size resolved from the compositor's suggestion (0 means the client chooses).
    public var size: WindowSize
    public var states: ToplevelStates
    /// The largest size the compositor suggests for a window (configure_bounds), if it said.
    public var bounds: WindowSize?
}

/// Collects `xdg_toplevel.configure` / `configure_bounds` events until `xdg_surface.configure`
/// ends the sequence, then resolves the size as the protocol says: a 0 width or height leaves
/// that dimension to the client (the size before maximizing, or the preferred size).
public struct ConfigureSequence: Sendable {
    /// The size the client picks when the compositor leaves the choice to it.
    public var preferredSize: WindowSize
    /// The smallest size the client draws at when the compositor does not dictate one.
    public var minimumSize: WindowSize
    /// The configuration last resolved (applied once acknowledged).
    public private(set) var current: WindowConfiguration?
    private var pendingSize = WindowSize(width: 0, height: 0)
    private var pendingStates: ToplevelStates = []
    private var pendingBounds: WindowSize?
    /// The last size the window had while floating, restored when it leaves maximized/tiled.
    private var floatingSize: WindowSize?
    /// The size of the last configure refused as larger than `maximumDimension` (nil when none was).
    public private(set) var refusedSize: WindowSize?

    /// Largest dimension accepted from a compositor, beyond which a buffer cannot be made: a
    /// configure past it is refused and the client keeps a size of its own choice.
    public static let maximumDimension = 1 << 14

    public init(preferredSize: WindowSize, minimumSize: WindowSize = WindowSize(width: 1, height: 1)) {
        self.preferredSize = preferredSize
        self.minimumSize = minimumSize
    }

    /// Records an `xdg_toplevel.configure`.
    public mutating func toplevelConfigure(width: Int32, height: Int32, states: ToplevelStates) {
        pendingSize = WindowSize(width: Int(max(0, width)), height: Int(max(0, height)))
        pendingStates = states
    }

    /// Records an `xdg_toplevel.configure_bounds`.
    public mutating func toplevelBounds(width: Int32, height: Int32) {
        pendingBounds = width > 0 && height > 0 ? WindowSize(width: Int(width), height: Int(height)) : nil
    }

    /// Ends the sequence on `xdg_surface.configure`: the configuration to acknowledge and draw.
    public mutating func surfaceConfigure(serial: UInt32) -> WindowConfiguration {
        refusedSize = nil
        if pendingSize.width > Self.maximumDimension || pendingSize.height > Self.maximumDimension {
            refusedSize = pendingSize
            pendingSize = WindowSize(width: 0, height: 0)
        }
        let fallback = pendingStates.constrainsSize ? (current?.size ?? preferredSize) : (floatingSize ?? current?.size ?? preferredSize)
        var size = WindowSize(
            width: pendingSize.width > 0 ? pendingSize.width : fallback.width,
            height: pendingSize.height > 0 ? pendingSize.height : fallback.height)
        if !pendingStates.constrainsSize {
            size.width = max(size.width, minimumSize.width)
            size.height = max(size.height, minimumSize.height)
        }
        size.width = min(max(size.width, 1), Self.maximumDimension)
        size.height = min(max(size.height, 1), Self.maximumDimension)
        if !pendingStates.constrainsSize {
            floatingSize = size
        }
        let configuration = WindowConfiguration(serial: serial, size: size, states: pendingStates, bounds: pendingBounds)
        current = configuration
        return configuration
    }

    /// Forgets the floating size, after the client resized itself (it draws at its new choice).
    public mutating func clientResized(to size: WindowSize) {
        floatingSize = size
        if var configuration = current {
            configuration.size = size
            current = configuration
        }
    }
}
