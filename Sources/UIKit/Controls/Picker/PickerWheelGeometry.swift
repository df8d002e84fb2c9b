import QuartzCore

/// Where a picker wheel shows its rows: the rows lie on a drum whose axis is horizontal, seen side on, so a row
/// `d` rows from the centre band sits at the angle `d · rowHeight / radius`, is drawn at `radius · sin(angle)` from the
/// middle, squashed to `cos(angle)` of its height and faded as it turns away; past a quarter turn it is hidden.
struct PickerWheelGeometry: Equatable {
    /// The wheel's height: the drum's diameter.
    var height: CGFloat
    var rowHeight: CGFloat

    var radius: CGFloat { height / 2 }

    /// How a row is shown: its centre's distance from the middle, its vertical scale and its opacity.
    struct Placement: Equatable {
        var offsetFromMiddle: CGFloat
        var scale: CGFloat
        var alpha: CGFloat
    }

    /// The placement of a row `distance` rows from the centre (negative above), or nil when it is turned away.
    func placement(distance: CGFloat) -> Placement? {
        guard radius > 0, rowHeight > 0 else { return nil }
        let angle = distance * rowHeight / radius
        guard abs(angle) < .pi / 2 else { return nil }
        let cosine = cos(angle)
        return Placement(offsetFromMiddle: radius * sin(angle), scale: cosine, alpha: cosine * cosine)
    }

    /// The rows (fractional, counted from the centre) that can be seen on either side.
    var visibleReach: CGFloat {
        rowHeight > 0 ? (.pi / 2) * radius / rowHeight : 0
    }

    /// The distance in rows from the centre of the row drawn at `offset` points from the middle (the inverse of
    /// `placement`), or nil beyond the drum's edge.
    func distance(atOffsetFromMiddle offset: CGFloat) -> CGFloat? {
        guard radius > 0, rowHeight > 0, abs(offset) < radius else { return nil }
        return asin(offset / radius) * radius / rowHeight
    }
}
