/// What a frame is drawn for: the configuration in force and the scale, as the main thread last
/// resolved them, so a render thread draws at the right size without reading main-thread state.
public struct FrameTarget: Equatable, Sendable {
    /// The configuration the frame answers (logical size and states).
    public var configuration: WindowConfiguration
    /// The scale rule the buffer is drawn at.
    public var scale: SurfaceScale
    /// The buffer size in pixels: `configuration.size` at `scale`, at least 1×1.
    public var pixelWidth: Int
    public var pixelHeight: Int

    public init(configuration: WindowConfiguration, scale: SurfaceScale) {
        self.configuration = configuration
        self.scale = scale
        let pixels = scale.bufferSize(for: configuration.size)
        pixelWidth = max(1, pixels.width)
        pixelHeight = max(1, pixels.height)
    }

    /// Pixels per logical unit.
    public var scaleFactor: Double { scale.factor }

    /// Whether a frame drawn for `self` may still be shown when `other` is in force: same size,
    /// same pixels, same scale (states or a new serial alone do not make it stale).
    public func canShow(for other: FrameTarget) -> Bool {
        configuration.size == other.configuration.size && scale == other.scale
            && pixelWidth == other.pixelWidth && pixelHeight == other.pixelHeight
    }
}
