/// Where a label puts text it shrank to fit (`UILabel.baselineAdjustment`), relative to the full-size text.
public enum UIBaselineAdjustment: Int, Sendable {
    /// On the baseline the full-size text would have.
    case alignBaselines = 0
    /// Centered on the full-size text's center.
    case alignCenters = 1
    /// At the full-size text's top.
    case none = 2
}
