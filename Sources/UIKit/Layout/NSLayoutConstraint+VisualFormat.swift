import Foundation

/// Constraints from the visual format language.
extension NSLayoutConstraint {
    /// The constraints a visual format string describes: sizes in `[view(predicates)]`, spacing in `-(predicates)-`
    /// (`-` alone is the standard spacing: 8 points between views, the layout margins at the superview's edges), and
    /// the alignment of every view of the line that `options` asks for. A format that cannot be read is reported in
    /// one line naming where, and gives no constraints.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try makeConstraints(VisualFormat(format, metrics: metrics ?? [:]), options: opts, views: views)
        } catch let error as VisualFormatError {
            Diagnostics.report("Unable to parse constraint format: \(error.message)")
        } catch {
            Diagnostics.report("Unable to parse constraint format \"\(format)\": \(error)")
        }
        return []
    }

    private static func makeConstraints(_ format: VisualFormat, options: FormatOptions, views: [String: Any]) throws -> [NSLayoutConstraint] {
        func view(_ name: String) throws -> UIView {
            guard let view = views[name] as? UIView else {
                throw VisualFormatError(message: "\(name) is not a key in the views dictionary")
            }
            return view
        }
        let items = try format.views.map { try view($0.name) }
        var result: [NSLayoutConstraint] = []
        let direction = options.intersection(.directionMask)
        let start: Attribute, end: Attribute, size: Attribute
        if format.vertical {
            (start, end, size) = (.top, .bottom, .height)
        } else if direction == .directionLeftToRight {
            (start, end, size) = (.left, .right, .width)
        } else if direction == .directionRightToLeft {
            (start, end, size) = (.right, .left, .width)
        } else {
            (start, end, size) = (.leading, .trailing, .width)
        }
        let towardEnd: CGFloat = direction == .directionRightToLeft && !format.vertical ? -1 : 1

        func make(_ first: AnyObject, _ a1: Attribute, _ relation: Relation, _ second: AnyObject?, _ a2: Attribute, _ constant: CGFloat,
                  _ priority: UILayoutPriority) -> NSLayoutConstraint {
            let constraint = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second,
                                                attribute: second == nil ? .notAnAttribute : a2, multiplier: 1, constant: constant)
            constraint.priority = priority
            return constraint
        }
        // Sizes.
        for (entry, item) in zip(format.views, items) {
            for predicate in entry.predicates {
                switch predicate.object {
                case .constant(let value): result.append(make(item, size, predicate.relation, nil, .notAnAttribute, value, predicate.priority))
                case .view(let name): result.append(make(item, size, predicate.relation, try view(name), size, 0, predicate.priority))
                }
            }
        }
        // Spacing: `later.start relation earlier.end + spacing`, written as iOS writes it.
        func space(_ earlier: AnyObject, _ earlierEdge: Attribute, _ later: AnyObject, _ laterEdge: Attribute,
                   _ connection: VisualFormat.Connection, standard: CGFloat) throws {
            switch connection {
            case .flush:
                result.append(make(later, laterEdge, .equal, earlier, earlierEdge, 0, .required))
            case .standard:
                result.append(make(later, laterEdge, .equal, earlier, earlierEdge, standard * towardEnd, .required))
            case .predicates(let predicates):
                for predicate in predicates {
                    guard case .constant(let value) = predicate.object else {
                        throw VisualFormatError(message: "a spacing must be a number or a metric, not a view")
                    }
                    result.append(make(later, laterEdge, predicate.relation, earlier, earlierEdge, value * towardEnd, predicate.priority))
                }
            }
        }
        if let connection = format.leadingSuperview {
            guard let superview = items[0].superview else { throw VisualFormatError(message: "\(format.views[0].name) has no superview for |") }
            if case .standard = connection {
                let margin: Attribute = format.vertical ? .topMargin : (start == .leading ? .leadingMargin : start == .left ? .leftMargin : .rightMargin)
                result.append(make(items[0], start, .equal, superview, margin, 0, .required))
            } else {
                try space(superview, start, items[0], start, connection, standard: 0)
            }
        }
        for (index, connection) in format.connections.enumerated() {
            try space(items[index], end, items[index + 1], start, connection, standard: systemSpacing)
        }
        if let connection = format.trailingSuperview, let last = items.last {
            guard let superview = last.superview else { throw VisualFormatError(message: "\(format.views.last!.name) has no superview for |") }
            if case .standard = connection {
                let margin: Attribute = format.vertical ? .bottomMargin : (end == .trailing ? .trailingMargin : end == .right ? .rightMargin : .leftMargin)
                result.append(make(superview, margin, .equal, last, end, 0, .required))
            } else {
                try space(last, end, superview, end, connection, standard: 0)
            }
        }
        // Alignment of the line's views.
        let alignments: [(FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            guard attribute.isHorizontal == format.vertical else {
                throw VisualFormatError(message: "the option to align \(attribute.name) runs along the line it aligns")
            }
            for (earlier, later) in zip(items, items.dropFirst()) {
                result.append(make(earlier, attribute, .equal, later, attribute, 0, .required))
            }
        }
        return result
    }
}
