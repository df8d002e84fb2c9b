/// The Core Animation instruments the compositor can draw over each frame, from the performance
/// section of the Genius seed: "Color Blended Layers", "Flash Updated Regions", "Color Hits Green and Misses Red"
/// and a frame-rate box.
///
/// An addition: Apple exposes these only in the iOS Simulator's Debug menu and in Instruments'
/// Core Animation tool, never as API; UIKit switches them on from environment variables and keys.
public struct RenderDebugOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Tints red the pixels where layers blend (deeper red for each blended layer stacked) and
    /// green the pixels an opaque layer covers without blending.
    public static let colorBlendedLayers = RenderDebugOptions(rawValue: 1 << 0)
    /// Tints yellow what each frame repainted (its damage); the next frame restores those pixels.
    public static let flashUpdatedRegions = RenderDebugOptions(rawValue: 1 << 1)
    /// Shows frames per second over the last second and the last frame's render time in a box
    /// in the top-right corner; while it shows, frames keep coming.
    public static let showFramesPerSecond = RenderDebugOptions(rawValue: 1 << 2)
    /// "Color Hits Green and Misses Red": tints green a rasterized layer (`shouldRasterize`) whose cached bitmap
    /// was reused this frame and red one whose bitmap was drawn again.
    public static let colorHitsGreenAndMissesRed = RenderDebugOptions(rawValue: 1 << 3)
}
