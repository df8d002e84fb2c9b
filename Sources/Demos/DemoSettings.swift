import Foundation

/// Settings every scene reads, from the command line.
@MainActor
enum DemoSettings {
    /// Multiplies animation durations: 10 with `--slow` (the "Slow Animations" toggle).
    static var animationFactor: Double = 1
    /// Pixels per point on top of the desktop's own scale (`--scale`): a window's zoom.
    static var zoom: CGFloat = 1
    /// The window size asked for, in points.
    static var size = CGSize(width: 800, height: 600)
    /// The gallery page shown first (from 0), from `--page`.
    static var galleryPage = 0
    /// The number of sprites or cards the benchmark scenes show, from `--items`; nil for each scene's own.
    static var benchItemCount: Int?
    /// Where the window's frame statistics go once a second, from `--frame-stats`.
    static var frameStatisticsPath: String?
}
