/// The smallest and largest content size category a view lets itself and its subviews see (iOS 15); when the smallest
/// is larger than the largest, only the largest holds, as on iOS.
struct ContentSizeCategoryLimits: Equatable {
    var minimum: UIContentSizeCategory?
    var maximum: UIContentSizeCategory?

    var isEmpty: Bool { minimum == nil && maximum == nil }

    /// `category` within the limits; an unspecified category stays unspecified.
    func apply(to category: UIContentSizeCategory) -> UIContentSizeCategory {
        guard category != .unspecified else { return category }
        var limited = category
        if let minimum, minimum != .unspecified, limited < minimum, maximum.map({ minimum <= $0 }) ?? true { limited = minimum }
        if let maximum, maximum != .unspecified, limited > maximum { limited = maximum }
        return limited
    }

    /// How the limits read in `appliedContentSizeCategoryLimitsDescription`.
    var description: String {
        switch (minimum, maximum) {
        case (nil, nil): "no limits"
        case (let minimum?, nil): "minimum \(minimum.rawValue)"
        case (nil, let maximum?): "maximum \(maximum.rawValue)"
        case (let minimum?, let maximum?): "minimum \(minimum.rawValue), maximum \(maximum.rawValue)"
        }
    }
}
