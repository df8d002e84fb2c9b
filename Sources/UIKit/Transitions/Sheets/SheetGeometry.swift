import QuartzCore

/// Where a sheet rests and how it moves, worked out as values from its container: attached to the bottom edge at
/// the height of each detent, or (a lone large detent in a regular-width window) a centered card.
struct SheetGeometry {
    /// A detent resolved to the sheet's height there and the top edge that gives.
    struct Stop: Equatable {
        var identifier: UISheetPresentationController.Detent.Identifier
        var height: CGFloat
        var top: CGFloat
    }

    /// The room kept above the large detent below the safe area (iOS leaves the presenter's edge showing there).
    static let topGap: CGFloat = 10
    /// Room kept around a card in a small window.
    static let cardMargin: CGFloat = 20
    /// How far ahead a release's velocity is projected when picking where the sheet goes.
    static let releaseProjection: CGFloat = 0.2
    /// How much of a drag past the tallest detent (or, modal, below the smallest) the sheet follows.
    static let resistance: CGFloat = 0.2

    let containerSize: CGSize
    let isEdgeAttached: Bool
    /// The sheet's horizontal extent.
    let minX: CGFloat
    let width: CGFloat
    /// The card's frame when not edge-attached.
    let card: CGRect
    let maximumDetentValue: CGFloat
    /// The detents that resolved, shortest first (the tallest has the smallest top).
    let stops: [Stop]

    init(containerSize: CGSize, safeAreaTop: CGFloat, isEdgeAttached: Bool, preferredContentSize: CGSize,
         isFormSheet: Bool, widthFollowsPreferredContentSize: Bool,
         resolve: (CGFloat) -> [(UISheetPresentationController.Detent.Identifier, CGFloat)]) {
        self.containerSize = containerSize
        self.isEdgeAttached = isEdgeAttached
        card = Self.cardFrame(in: containerSize, preferred: preferredContentSize, isForm: isFormSheet)
        if isEdgeAttached {
            let wanted = widthFollowsPreferredContentSize && preferredContentSize.width > 0
                ? preferredContentSize.width : containerSize.width
            width = min(wanted, containerSize.width)
            minX = ((containerSize.width - width) / 2).rounded()
            maximumDetentValue = max(0, containerSize.height - safeAreaTop - Self.topGap)
        } else {
            width = card.width
            minX = card.minX
            maximumDetentValue = card.height
        }
        var stops: [Stop] = []
        let bottom = isEdgeAttached ? containerSize.height : card.maxY
        for (identifier, height) in resolve(maximumDetentValue) where !stops.contains(where: { $0.identifier == identifier }) {
            stops.append(Stop(identifier: identifier, height: height, top: bottom - height))
        }
        if stops.isEmpty { stops = [Stop(identifier: .large, height: maximumDetentValue, top: bottom - maximumDetentValue)] }
        self.stops = stops.sorted { $0.height < $1.height }
    }

    /// A centered card of the preferred size, or of the page or form sheet's own, inside the margins.
    static func cardFrame(in containerSize: CGSize, preferred: CGSize, isForm: Bool) -> CGRect {
        let wanted = preferred != .zero ? preferred
            : isForm ? CGSize(width: 540, height: 620) : CGSize(width: 704, height: containerSize.height - 2 * cardMargin)
        let size = CGSize(width: max(0, min(wanted.width, containerSize.width - 2 * cardMargin)),
                          height: max(0, min(wanted.height, containerSize.height - 2 * cardMargin)))
        return CGRect(x: ((containerSize.width - size.width) / 2).rounded(), y: ((containerSize.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    var smallest: Stop { stops[0] }
    var largest: Stop { stops[stops.count - 1] }

    /// The stop named `identifier`, or the smallest (a nil or unknown selection rests there, as on iOS).
    func stop(for identifier: UISheetPresentationController.Detent.Identifier?) -> Stop {
        stops.first { $0.identifier == identifier } ?? smallest
    }

    /// The sheet's frame with its top edge at `top`: edge-attached it grows to the bottom edge and, below the
    /// smallest detent, slides down at that height; a card slides whole.
    func frame(top: CGFloat) -> CGRect {
        guard isEdgeAttached else { return card.offsetBy(dx: 0, dy: top - card.minY) }
        let height = max(containerSize.height - top, smallest.height)
        return CGRect(x: minX, y: top, width: width, height: height)
    }

    /// Where the sheet's top follows a drag from `start` by `translation`: past the tallest detent it resists,
    /// and below the smallest too when the sheet may not be dismissed.
    func draggedTop(from start: CGFloat, by translation: CGFloat, dismissible: Bool) -> CGFloat {
        let top = start + translation
        if top < largest.top { return largest.top - (largest.top - top) * Self.resistance }
        if !dismissible, top > smallest.top { return smallest.top + (top - smallest.top) * Self.resistance }
        return top
    }

    /// Whether a sheet released with its top at `top`, moving at `velocity` points a second, goes away: its top
    /// projected ahead by the velocity is more than halfway from the smallest detent to the container's bottom.
    func wantsDismissal(top: CGFloat, velocity: CGFloat) -> Bool {
        top + velocity * Self.releaseProjection > smallest.top + (containerSize.height - smallest.top) / 2
    }

    /// The detent a sheet released with its top at `top`, moving at `velocity`, rests at: the one nearest its
    /// projected top.
    func restingStop(top: CGFloat, velocity: CGFloat) -> Stop {
        let projected = top + velocity * Self.releaseProjection
        return stops.min { abs($0.top - projected) < abs($1.top - projected) } ?? smallest
    }

    /// How much of the dimming shows with the sheet's top at `top`: none at or below the largest undimmed detent,
    /// all from the next taller one up; below the smallest detent it fades as the sheet is pulled away.
    func dimming(top: CGFloat, largestUndimmed: UISheetPresentationController.Detent.Identifier?) -> CGFloat {
        let leaving = top > smallest.top ? max(0, (containerSize.height - top) / max(1, containerSize.height - smallest.top)) : 1
        guard let largestUndimmed, let index = stops.firstIndex(where: { $0.identifier == largestUndimmed }) else { return leaving }
        guard index + 1 < stops.count else { return 0 }
        let undimmed = stops[index].top, dimmed = stops[index + 1].top
        return min(1, max(0, (undimmed - top) / max(1, undimmed - dimmed)))
    }
}
