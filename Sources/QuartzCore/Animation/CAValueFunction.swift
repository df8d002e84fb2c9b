import Foundation

/// The names of the value functions (`kCAValueFunction…` in Objective-C).
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    public static let scale = CAValueFunctionName(rawValue: "scale")
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    public static let translate = CAValueFunctionName(rawValue: "translate")
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns animated numbers into a transform, so that a rotation of 2π animates a full turn instead of none.
public final class CAValueFunction: Sendable {
    /// Which transform the numbers build.
    public let name: CAValueFunctionName

    /// Creates a value function, or nil for an unknown name.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                             .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The input that builds the identity, used where an animation leaves a value unset.
    var identityInput: CAValueFunctionInput {
        switch name {
        case .scale: return CAValueFunctionInput(vectorComponents: [1, 1, 1])
        case .scaleX, .scaleY, .scaleZ: return CAValueFunctionInput(vectorComponents: [1])
        case .translate: return CAValueFunctionInput(vectorComponents: [0, 0, 0])
        default: return CAValueFunctionInput(vectorComponents: [0])
        }
    }

    /// The transform for `input`: one number, or three for `scale` and `translate` (missing ones are identity).
    func transform(for input: CAValueFunctionInput) -> CATransform3D {
        let v = input.vectorComponents
        func at(_ i: Int, _ fallback: CGFloat) -> CGFloat { i < v.count ? v[i] : fallback }
        switch name {
        case .rotateX: return CATransform3DMakeRotation(at(0, 0), 1, 0, 0)
        case .rotateY: return CATransform3DMakeRotation(at(0, 0), 0, 1, 0)
        case .rotateZ: return CATransform3DMakeRotation(at(0, 0), 0, 0, 1)
        case .scale: return v.count == 1 ? CATransform3DMakeScale(v[0], v[0], v[0]) : CATransform3DMakeScale(at(0, 1), at(1, 1), at(2, 1))
        case .scaleX: return CATransform3DMakeScale(at(0, 1), 1, 1)
        case .scaleY: return CATransform3DMakeScale(1, at(0, 1), 1)
        case .scaleZ: return CATransform3DMakeScale(1, 1, at(0, 1))
        case .translate: return CATransform3DMakeTranslation(at(0, 0), at(1, 0), at(2, 0))
        case .translateX: return CATransform3DMakeTranslation(at(0, 0), 0, 0)
        case .translateY: return CATransform3DMakeTranslation(0, at(0, 0), 0)
        default: return CATransform3DMakeTranslation(0, 0, at(0, 0))
        }
    }
}

/// The numbers a value function animates: one number or an array of up to three.
struct CAValueFunctionInput: VectorInterpolatable {
    var vectorComponents: [CGFloat]

    init(vectorComponents: [CGFloat]) {
        self.vectorComponents = vectorComponents
    }

    static func animationValue(from any: Any) -> CAValueFunctionInput? {
        if let number = CGFloat.animationValue(from: any) { return CAValueFunctionInput(vectorComponents: [number]) }
        if let array = any as? [Any] {
            let numbers = array.compactMap(CGFloat.animationValue(from:))
            guard numbers.count == array.count, !numbers.isEmpty else { return nil }
            return CAValueFunctionInput(vectorComponents: numbers)
        }
        return nil
    }

    func interpolate(to other: CAValueFunctionInput, amount: CGFloat) -> CAValueFunctionInput {
        let (a, b) = Self.matched(self, other)
        return a.interpolateComponents(to: b, amount: amount)
    }

    private func interpolateComponents(to other: CAValueFunctionInput, amount: CGFloat) -> CAValueFunctionInput {
        CAValueFunctionInput(vectorComponents: zip(vectorComponents, other.vectorComponents).map { $0 + ($1 - $0) * amount })
    }

    /// Pads the shorter input by repeating its last number, so a scalar scale meets a three-number one.
    private static func matched(_ a: CAValueFunctionInput, _ b: CAValueFunctionInput) -> (CAValueFunctionInput, CAValueFunctionInput) {
        let count = max(a.vectorComponents.count, b.vectorComponents.count)
        func pad(_ v: [CGFloat]) -> [CGFloat] { v + Array(repeating: v.last ?? 0, count: count - v.count) }
        return (CAValueFunctionInput(vectorComponents: pad(a.vectorComponents)), CAValueFunctionInput(vectorComponents: pad(b.vectorComponents)))
    }
}
