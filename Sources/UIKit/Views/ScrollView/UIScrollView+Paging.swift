import QuartzCore

extension UIScrollView {
    /// The page a paged drag released at `offset` with `velocity` (points a second) comes to rest on: the next page in
    /// the flick's direction when it is fast, else the nearest, never more than one page from where the drag began.
    func pageTarget(releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let range = offsetRange
        func page(_ position: CGFloat, start: CGFloat, speed: CGFloat, size: CGFloat, lower: CGFloat, upper: CGFloat) -> CGFloat {
            guard size > 0 else { return position }
            let startPage = (start / size).rounded()
            var index = (position / size).rounded()
            if speed > Self.pagingFlickSpeed { index = (position / size).rounded(.down) + 1 }
            if speed < -Self.pagingFlickSpeed { index = (position / size).rounded(.up) - 1 }
            index = min(max(index, startPage - 1), startPage + 1)
            return min(max(index * size, lower), upper)
        }
        return CGPoint(
            x: page(offset.x, start: pagingStartOffset.x, speed: velocity.x, size: bounds.width, lower: range.min.x, upper: range.max.x),
            y: page(offset.y, start: pagingStartOffset.y, speed: velocity.y, size: bounds.height, lower: range.min.y, upper: range.max.y))
    }

    /// Points a second above which a released paged drag turns the page rather than settling on the nearest.
    static var pagingFlickSpeed: CGFloat { 300 }
}
