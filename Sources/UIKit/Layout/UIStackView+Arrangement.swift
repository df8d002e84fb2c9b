import Foundation

/// The constraints a stack view makes for its arrangement (named as iOS names them: `UISV-…`), and the collapse of
/// an arranged subview hidden inside an animation.
extension UIStackView {
    /// Replaces the arrangement's constraints with ones for the current views and settings.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for guide in spacingGuides { removeLayoutGuide(guide) }
        spacingGuides = []
        var made = MadeConstraints()
        made.constraints.reserveCapacity(4 * arrangedSubviews.count + 2)
        let horizontal = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let mainStart: NSLayoutConstraint.Attribute = horizontal ? (margins ? .leadingMargin : .leading) : (margins ? .topMargin : .top)
        let mainEnd: NSLayoutConstraint.Attribute = horizontal ? (margins ? .trailingMargin : .trailing) : (margins ? .bottomMargin : .bottom)
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? (margins ? .topMargin : .top) : (margins ? .leadingMargin : .leading)
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? (margins ? .bottomMargin : .bottom) : (margins ? .trailingMargin : .trailing)
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)
        let itemStart: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let itemEnd: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let itemCrossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let itemCrossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let itemCrossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let length: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        func relate(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                    _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, _ constant: CGFloat = 0) -> Made {
            // The stack's own views and guides with attributes that fit by construction: made from their terms
            // directly, without the public initializer's casts from `Any` and checks (and without a closure, which
            // checks the executor at every call).
            var second = LayoutTerms.none
            if let b { second = LayoutTerms(LayoutTerm(item: b, attribute: attrB)) }
            return Made(first: LayoutTerms(LayoutTerm(item: a, attribute: attrA)), relation: relation, second: second,
                        multiplier: multiplier, constant: constant)
        }

        let visible = visibleArrangedSubviews
        // Hidden views collapse to no length where the previous visible view ends (so they shrink in place).
        var previousEnd: (AnyObject, NSLayoutConstraint.Attribute) = (self, mainStart)
        for view in arrangedSubviews {
            if view.isHidden {
                made.add(relate(view, length, .equal, nil, .notAnAttribute), "UISV-hiding")
                made.add(relate(view, itemStart, .equal, previousEnd.0, previousEnd.1), "UISV-hiding")
            } else {
                previousEnd = (view, itemEnd)
            }
        }
        // Across the axis.
        let crossAlignment: Alignment = !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) ? .fill : alignment
        for view in arrangedSubviews {
            switch crossAlignment {
            case .fill:
                made.add(relate(view, itemCrossStart, .equal, self, crossStart), "UISV-alignment")
                made.add(relate(view, itemCrossEnd, .equal, self, crossEnd), "UISV-alignment")
            case .leading:
                made.add(relate(view, itemCrossStart, .equal, self, crossStart), "UISV-alignment")
                made.add(relate(view, itemCrossEnd, .lessThanOrEqual, self, crossEnd), "UISV-spanning-boundary")
            case .trailing:
                made.add(relate(view, itemCrossEnd, .equal, self, crossEnd), "UISV-alignment")
                made.add(relate(view, itemCrossStart, .greaterThanOrEqual, self, crossStart), "UISV-spanning-boundary")
            case .center:
                made.add(relate(view, itemCrossCenter, .equal, self, crossCenter), "UISV-alignment")
                made.add(relate(view, itemCrossStart, .greaterThanOrEqual, self, crossStart), "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = crossAlignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if let first = visible.first, view !== first {
                    made.add(relate(view, baseline, .equal, first, baseline), "UISV-alignment")
                }
                made.add(relate(view, itemCrossStart, .greaterThanOrEqual, self, crossStart), "UISV-spanning-boundary")
                made.add(relate(view, itemCrossEnd, .lessThanOrEqual, self, crossEnd), "UISV-spanning-boundary")
                // The views sit as high as the baseline lets them: the tallest above it touches the top.
                made.add(relate(view, itemCrossStart, .equal, self, crossStart), "UISV-baseline-hug", UILayoutPriority(48))
            }
        }
        if crossAlignment != .fill {
            // A stack sized by its content is as thick as its thickest view.
            made.add(relate(self, crossLength, .equal, nil, .notAnAttribute), "UISV-canvas-fit", UILayoutPriority(49))
        }
        // Along the axis.
        guard let first = visible.first, let last = visible.last else {
            arrangementConstraints = made.constraints
            NSLayoutConstraint.activate(made.constraints, allOn: self)
            return
        }
        made.add(relate(first, itemStart, .equal, self, mainStart), "UISV-canvas-connection")
        made.add(relate(last, itemEnd, .equal, self, mainEnd), "UISV-canvas-connection")
        var gaps: [CGFloat] = []
        for view in visible.dropLast() { gaps.append(spacing(after: view)) }
        let baselineSpacing = !horizontal && isBaselineRelativeArrangement
        for (index, (view, next)) in zip(visible, visible.dropFirst()).enumerated() {
            let gap = gaps[index]
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if baselineSpacing {
                    made.add(relate(next, .firstBaseline, .equal, view, .lastBaseline, gap), "UISV-spacing")
                } else {
                    made.add(relate(next, itemStart, .equal, view, itemEnd, gap), "UISV-spacing")
                }
            case .equalSpacing, .equalCentering:
                made.add(relate(next, itemStart, .greaterThanOrEqual, view, itemEnd, gap), "UISV-spacing")
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing-edge"
                addLayoutGuide(guide)
                spacingGuides.append(guide)
                let edge: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) = distribution == .equalSpacing
                    ? (itemEnd, itemStart) : (horizontal ? (.centerX, .centerX) : (.centerY, .centerY))
                made.add(relate(guide, itemStart, .equal, view, edge.0), "UISV-distributing-edge")
                made.add(relate(guide, itemEnd, .equal, next, edge.1), "UISV-distributing-edge")
                made.add(relate(guide, crossLength, .equal, nil, .notAnAttribute), "UISV-distributing-edge")
                made.add(relate(guide, itemCrossStart, .equal, self, crossStart), "UISV-distributing-edge")
                if let firstGuide = spacingGuides.first, firstGuide !== guide {
                    made.add(relate(guide, length, .equal, firstGuide, length), "UISV-distributing")
                }
            }
        }
        if (distribution == .equalSpacing || distribution == .equalCentering), let firstGuide = spacingGuides.first {
            // A stack sized by its content keeps the least spacing.
            made.add(relate(firstGuide, length, .equal, nil, .notAnAttribute, gaps.first ?? 0), "UISV-canvas-fit", UILayoutPriority(49))
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { made.add(relate(view, length, .equal, first, length), "UISV-fill-equally") }
        case .fillProportionally:
            var sizes: [CGFloat] = []
            for view in visible { sizes.append(max(0, horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height)) }
            var total: CGFloat = 0, spacingTotal: CGFloat = 0
            for size in sizes { total += size }
            for gap in gaps { spacingTotal += gap }
            if total > 0 {
                for (view, size) in zip(visible, sizes) {
                    let share = size / total
                    made.add(relate(view, length, .equal, self, length, multiplier: share, -share * spacingTotal), "UISV-fill-proportionally", UILayoutPriority(999))
                }
            }
        case .fill:
            // Ambiguity broken by index, as on iOS: earlier views keep their sizes before later ones.
            for (index, view) in visible.enumerated() {
                let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                made.add(relate(view, length, .equal, nil, .notAnAttribute, max(0, size)), "UISV-ambiguity-suppression",
                    UILayoutPriority(25 - Float(index) * 0.001))
            }
        case .equalSpacing, .equalCentering:
            break
        }
        arrangementConstraints = made.constraints
        NSLayoutConstraint.activate(made.constraints, allOn: self)
    }

    /// One arrangement constraint before it is made (with its name and priority, which then need no setter).
    struct Made {
        var first: LayoutTerms
        var relation: NSLayoutConstraint.Relation
        var second: LayoutTerms
        var multiplier: CGFloat
        var constant: CGFloat
    }

    /// The arrangement's constraints as they are made (a local array appended to from a nested function was boxed,
    /// and each append checked exclusive access at run time).
    struct MadeConstraints {
        var constraints: [NSLayoutConstraint] = []

        @MainActor mutating func add(_ constraint: Made, _ name: String, _ priority: UILayoutPriority = .required) {
            constraints.append(NSLayoutConstraint(first: constraint.first, relation: constraint.relation, second: constraint.second,
                                                  multiplier: constraint.multiplier, constant: constraint.constant,
                                                  priority: priority, identifier: name))
        }
    }

    /// The spacing after an arranged view: its custom spacing, the system's, or the stack's.
    func spacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        if custom == UIStackView.spacingUseDefault { return spacing == UIStackView.spacingUseSystem ? systemSpacing : spacing }
        if custom == UIStackView.spacingUseSystem { return systemSpacing }
        return custom
    }

    /// An arranged subview's `isHidden` changed. Inside an animation the view collapses (its layer stays visible
    /// until the animation ends) and the stack lays out in the block, so the others slide.
    func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
        let state = UIKitContextState.current
        let block = state.animationsSuppressed == 0 && state.areAnimationsEnabled ? state.animationBlocks.last : nil
        let animating = block != nil || (state.animationsSuppressed == 0 && (!state.animatorCaptures.isEmpty || state.keyframeCollector != nil))
        if hidden, animating, let block {
            view.autoLayout.stackHidden = true
            block.finishActions.append { [weak view] in
                guard let view, view.autoLayoutStorage?.stackHidden == true else { return }
                view.autoLayoutStorage?.stackHidden = nil
                view.layer.isHidden = true
            }
        } else {
            view.autoLayoutStorage?.stackHidden = nil
            view.layer.isHidden = hidden
        }
        arrangementChanged(true)
        if animating {
            updateConstraintsIfNeeded()
            let root = layoutRoot
            root.layoutIfNeeded()
        }
    }
}

extension UIView {
    /// `isHidden` of an arranged subview goes through its stack view; true when the stack took the change.
    func stackViewTookHiddenChange(_ hidden: Bool) -> Bool {
        guard let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) else {
            autoLayoutStorage?.stackHidden = nil
            return false
        }
        guard hidden != isHidden else { return true }
        stack.arrangedSubview(self, setHidden: hidden)
        return true
    }
}
