import Foundation

/// An array property value (gradient `colors`, `locations`) that animates element by element; lists of different
/// lengths cannot be matched, so they switch halfway, as Core Animation leaves them undefined.
///
/// Difference from Apple: not in Core Animation, which animates `NSArray` values; an array property's typed
/// animatable value.
public struct CAValueList<Element: Interpolatable>: Interpolatable {
    public var elements: [Element]

    public init(_ elements: [Element]) {
        self.elements = elements
    }

    private func zipped(_ other: CAValueList, _ combine: (Element, Element) -> Element) -> CAValueList? {
        guard elements.count == other.elements.count else { return nil }
        return CAValueList(zip(elements, other.elements).map(combine))
    }

    public func interpolate(to other: CAValueList, amount: CGFloat) -> CAValueList {
        zipped(other) { $0.interpolate(to: $1, amount: amount) } ?? (amount < 0.5 ? self : other)
    }

    public func canInterpolate(to other: CAValueList) -> Bool {
        elements.count == other.elements.count
    }

    public func adding(_ other: CAValueList) -> CAValueList {
        zipped(other) { $0.adding($1) } ?? self
    }

    public func subtracting(_ other: CAValueList) -> CAValueList {
        zipped(other) { $0.subtracting($1) } ?? self
    }

    public func distance(to other: CAValueList) -> CGFloat {
        guard elements.count == other.elements.count else { return 0 }
        return zip(elements, other.elements).reduce(0) { $0 + $1.0.distance(to: $1.1) }
    }

    public static func spline(_ p0: CAValueList, _ p1: CAValueList, _ p2: CAValueList, _ p3: CAValueList, weights: CASplineWeights) -> CAValueList {
        let counts = Set([p0, p1, p2, p3].map(\.elements.count))
        guard counts.count == 1 else { return p1.interpolate(to: p2, amount: weights.amount) }
        return CAValueList((0..<p1.elements.count).map {
            Element.spline(p0.elements[$0], p1.elements[$0], p2.elements[$0], p3.elements[$0], weights: weights)
        })
    }

    public var isFiniteValue: Bool {
        elements.allSatisfy(\.isFiniteValue)
    }

    /// Reads an array whose every element reads as `Element`.
    public static func animationValue(from any: Any) -> CAValueList? {
        if let list = any as? CAValueList { return list }
        guard let array = any as? [Any] else { return nil }
        let values = array.compactMap(Element.animationValue(from:))
        return values.count == array.count ? CAValueList(values) : nil
    }
}
