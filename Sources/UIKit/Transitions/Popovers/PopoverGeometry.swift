import QuartzCore

/// Where a popover goes: its card beside the source rectangle, inside the container less the layout margins, on the
/// first permitted side (up, down, left, right: below, above, right of, left of the source) where it fits whole,
/// else on the permitted side with the most room, cut to it; the arrow's tip on the source's edge, clear of the
/// card's corners. With no direction permitted the card is centred on the source, without an arrow.
struct PopoverGeometry: Equatable {
    static let cornerRadius: CGFloat = 13
    /// The content size used when the presented controller prefers none.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The card (the popover's body, without its arrow), the side the arrow is on, and its tip, in container
    /// coordinates.
    var card: CGRect
    var arrowDirection: UIPopoverArrowDirection
    var arrowTip: CGPoint

    /// The card and arrow together: the popover's chrome frame.
    var chromeFrame: CGRect {
        guard arrowDirection != .unknown else { return card }
        let minX = min(card.minX, arrowTip.x), minY = min(card.minY, arrowTip.y)
        return CGRect(x: minX, y: minY, width: max(card.maxX, arrowTip.x) - minX, height: max(card.maxY, arrowTip.y) - minY)
    }

    init(card: CGRect, arrowDirection: UIPopoverArrowDirection, arrowTip: CGPoint) {
        self.card = card
        self.arrowDirection = arrowDirection
        self.arrowTip = arrowTip
    }

    /// Places a body of `size` pointing at `source`, inside `bounds` less `margins`, on one of `permitted`, with an
    /// arrow of `metrics`.
    init(contentSize size: CGSize, source: CGRect, in bounds: CGRect, margins: UIEdgeInsets, permitted: UIPopoverArrowDirection,
         metrics: PopoverMetrics = .system) {
        let area = bounds.inset(by: margins)
        guard !permitted.isEmpty else {
            // No direction permitted: the card centred on the source, without an arrow.
            let width = min(size.width, area.width), height = min(size.height, area.height)
            let x = max(area.minX, min(area.maxX - width, (source.midX - width / 2).rounded()))
            let y = max(area.minY, min(area.maxY - height, (source.midY - height / 2).rounded()))
            self.init(card: CGRect(x: x, y: y, width: width, height: height), arrowDirection: .unknown,
                      arrowTip: CGPoint(x: source.midX, y: source.midY))
            return
        }
        let arrow = metrics.arrowHeight
        let rooms: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - arrow), (.down, source.minY - area.minY - arrow),
            (.left, area.maxX - source.maxX - arrow), (.right, source.minX - area.minX - arrow),
        ]
        let allowed = rooms.filter { permitted.contains($0.0) }
        let candidates = allowed.isEmpty ? rooms : allowed
        let fits = candidates.first { candidate in
            candidate.0 == .up || candidate.0 == .down
                ? candidate.1 >= size.height && area.width >= size.width : candidate.1 >= size.width && area.height >= size.height
        }
        var (direction, room) = fits ?? candidates[0]
        if fits == nil {
            for candidate in candidates.dropFirst() where candidate.1 > room { (direction, room) = candidate }
        }
        let vertical = direction == .up || direction == .down
        let width = max(0, min(size.width, vertical ? area.width : room))
        let height = max(0, min(size.height, vertical ? room : area.height))
        let inset = Self.cornerRadius + metrics.arrowHalfBase
        func along(_ center: CGFloat, length: CGFloat, min low: CGFloat, max high: CGFloat) -> CGFloat {
            Swift.max(low, Swift.min(high - length, (center - length / 2).rounded()))
        }
        let card: CGRect
        var tip: CGPoint
        switch direction {
        case .up:
            card = CGRect(x: along(source.midX, length: width, min: area.minX, max: area.maxX), y: source.maxY + arrow, width: width, height: height)
            tip = CGPoint(x: source.midX, y: source.maxY)
        case .down:
            card = CGRect(x: along(source.midX, length: width, min: area.minX, max: area.maxX), y: source.minY - arrow - height, width: width, height: height)
            tip = CGPoint(x: source.midX, y: source.minY)
        case .left:
            card = CGRect(x: source.maxX + arrow, y: along(source.midY, length: height, min: area.minY, max: area.maxY), width: width, height: height)
            tip = CGPoint(x: source.maxX, y: source.midY)
        default:
            card = CGRect(x: source.minX - arrow - width, y: along(source.midY, length: height, min: area.minY, max: area.maxY), width: width, height: height)
            tip = CGPoint(x: source.minX, y: source.midY)
        }
        if vertical {
            tip.x = min(max(tip.x, card.minX + inset), card.maxX - inset)
        } else {
            tip.y = min(max(tip.y, card.minY + inset), card.maxY - inset)
        }
        self.init(card: card, arrowDirection: direction, arrowTip: tip)
    }
}
