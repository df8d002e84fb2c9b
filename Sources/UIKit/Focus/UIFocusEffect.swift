import Foundation

/// How an item shows that it is focused. A plain effect (or none) is the system's halo around the item's shape.
open class UIFocusEffect: NSObject, NSCopying {
    /// The system's effect.
    override public init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIFocusEffect()
    }
}
