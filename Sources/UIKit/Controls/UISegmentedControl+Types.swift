import QuartzCore

/// The types a segmented control declares, and the keys it keeps its images and adjustments by.
extension UISegmentedControl {
    /// The style of iOS 6 and before; ignored since iOS 7, as here.
    @available(*, deprecated, message: "the style has no effect")
    public enum Style: Int, Sendable {
        case plain = 0
        case bordered = 1
        case bar = 2
        case bezeled = 3
    }

    /// Which segments a content position adjustment applies to.
    public enum Segment: Int, Sendable {
        case any = 0
        case left = 1
        case center = 2
        case right = 3
        case alone = 4
    }

    /// A background image's key: the state and bar metrics it is for.
    struct ImageKey: Hashable {
        let state: UInt
        let metrics: Int
    }

    /// A divider image's key: the states on its two sides and the bar metrics.
    struct DividerKey: Hashable {
        let left: UInt
        let right: UInt
        let metrics: Int
    }

    /// A content position adjustment's key: the kind of segment and the bar metrics.
    struct AdjustmentKey: Hashable {
        let segment: Int
        let metrics: Int
    }
}
