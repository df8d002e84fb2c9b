import QuartzCore

extension UIScrollView {
    /// Shows (or keeps showing) the indicators along the axes that scroll, sized and placed for the current offset;
    /// they fade out on their own once this stops being called.
    func showScrollIndicators() {
        let range = offsetRange
        if showsVerticalScrollIndicator, scrollsVertically {
            let insets = indicatorInsets(verticalScrollIndicatorInsets)
            let track = (start: bounds.minY + insets.top, length: bounds.height - insets.top - insets.bottom)
            let bar = Self.indicatorBar(track: track, offset: contentOffset.y, min: range.min.y, max: range.max.y,
                                        visible: bounds.height, content: range.max.y - range.min.y + bounds.height)
            let x = bounds.maxX - insets.right - ScrollIndicatorLayer.edgeGap - ScrollIndicatorLayer.thickness
            let frame = CGRect(x: x, y: bar.start, width: ScrollIndicatorLayer.thickness, height: bar.length)
            indicator(vertical: true).flash(at: frame, style: indicatorStyle)
        }
        if showsHorizontalScrollIndicator, scrollsHorizontally {
            let insets = indicatorInsets(horizontalScrollIndicatorInsets)
            let track = (start: bounds.minX + insets.left, length: bounds.width - insets.left - insets.right)
            let bar = Self.indicatorBar(track: track, offset: contentOffset.x, min: range.min.x, max: range.max.x,
                                        visible: bounds.width, content: range.max.x - range.min.x + bounds.width)
            let y = bounds.maxY - insets.bottom - ScrollIndicatorLayer.edgeGap - ScrollIndicatorLayer.thickness
            let frame = CGRect(x: bar.start, y: y, width: bar.length, height: ScrollIndicatorLayer.thickness)
            indicator(vertical: false).flash(at: frame, style: indicatorStyle)
        }
    }

    /// An indicator's insets, kept clear of the safe area too when `automaticallyAdjustsScrollIndicatorInsets`.
    private func indicatorInsets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return insets }
        let safe = safeAreaInsets
        return UIEdgeInsets(top: insets.top + safe.top, left: insets.left + safe.left,
                            bottom: insets.bottom + safe.bottom, right: insets.right + safe.right)
    }

    /// The bar's start and length along `track`: as long as the visible share of the content (shorter while
    /// pulled past an edge), placed by how far the offset is between its limits.
    static func indicatorBar(track: (start: CGFloat, length: CGFloat), offset: CGFloat, min lower: CGFloat, max upper: CGFloat,
                             visible: CGFloat, content: CGFloat) -> (start: CGFloat, length: CGFloat) {
        let overscroll = offset < lower ? lower - offset : offset > upper ? offset - upper : 0
        let share = Swift.min(1, visible / Swift.max(content, 1))
        let floor = Swift.min(ScrollIndicatorLayer.minimumLength, track.length)
        let length = Swift.max(Swift.max(track.length * share, floor) - overscroll, ScrollIndicatorLayer.thickness)
        let progress = upper > lower ? Swift.min(Swift.max((offset - lower) / (upper - lower), 0), 1) : 0
        return (track.start + (track.length - length) * progress, length)
    }

    /// The indicator layer, made the first time and kept above the content.
    private func indicator(vertical: Bool) -> ScrollIndicatorLayer {
        let existing = vertical ? verticalIndicator : horizontalIndicator
        let indicator = existing ?? ScrollIndicatorLayer()
        if vertical { verticalIndicator = indicator } else { horizontalIndicator = indicator }
        let sublayers = layer.sublayers ?? []
        let above = sublayers.firstIndex { $0 === indicator }.map { sublayers[($0 + 1)...] }
        if above?.contains(where: { !($0 is ScrollIndicatorLayer) }) ?? true {
            layer.addSublayer(indicator)
        }
        return indicator
    }
}
