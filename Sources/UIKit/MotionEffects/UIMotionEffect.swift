import Foundation
import QuartzCore

/// An effect that moves a view's properties as the viewer's position relative to the screen changes; subclasses
/// answer `keyPathsAndRelativeValues(forViewerOffset:)`.
///
/// Difference from Apple: a desktop has no device motion, so the viewer stays at rest (offset zero) and a view shows
/// each effect's values for that offset, added to its properties while the effect is attached.
@MainActor @preconcurrency
open class UIMotionEffect: NSObject, @preconcurrency NSCopying, @preconcurrency NSSecureCoding {
    public static var supportsSecureCoding: Bool { true }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    open func encode(with coder: NSCoder) {}

    open func copy(with zone: NSZone? = nil) -> Any {
        UIMotionEffect()
    }

    /// The key paths of the view to change and the values to add to them for `viewerOffset` (each axis -1…1); nil or
    /// empty: nothing. The base class answers nil.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        nil
    }
}

/// A motion effect that moves one key path between two values as the viewer tilts along one axis.
@MainActor @preconcurrency
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// The axis the viewer's tilt is read along.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The view's key path the effect moves ("center.x", "layer.shadowOffset" …).
    open private(set) var keyPath: String
    open private(set) var type: EffectType
    /// The value added at the far negative tilt (a number, a `CGPoint` or a `CGSize`).
    open var minimumRelativeValue: Any?
    /// The value added at the far positive tilt.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIInterpolatingMotionEffect(keyPath: keyPath, type: type)
        copy.minimumRelativeValue = minimumRelativeValue
        copy.maximumRelativeValue = maximumRelativeValue
        return copy
    }

    /// The value between the minimum and maximum at the viewer's tilt along `type`'s axis.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        guard let low = minimumRelativeValue.flatMap(RelativeValue.init), let high = maximumRelativeValue.flatMap(RelativeValue.init),
              low.components.count == high.components.count else { return nil }
        let tilt = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let fraction = (min(max(tilt, -1), 1) + 1) / 2
        return [keyPath: low.interpolated(to: high, fraction: fraction).value]
    }
}

/// Motion effects applied together.
@MainActor @preconcurrency
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects of the group; their key paths and values are merged.
    open var motionEffects: [UIMotionEffect]?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIMotionEffectGroup()
        copy.motionEffects = motionEffects
        return copy
    }

    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            merged.merge(effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:]) { _, later in later }
        }
        return merged
    }
}
