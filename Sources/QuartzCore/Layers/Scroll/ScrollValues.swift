import Foundation

/// `CAScrollLayer`'s model values: the directions it scrolls in. It draws nothing of its own; scrolling moves its
/// bounds' origin.
@dynamicMemberLookup
public struct ScrollValues: CALayerContentValues {
    /// The properties `CAScrollLayer` declares.
    public var fields = CAScrollLayer.ModelFields()

    public init() {}

    @inline(__always)
    public subscript<Value>(dynamicMember field: WritableKeyPath<CAScrollLayer.ModelFields, Value>) -> Value {
        get { fields[keyPath: field] }
        set { fields[keyPath: field] = newValue }
    }

    public func drawing(bounds: CGRect) -> (any CALayerDrawing)? {
        nil
    }
}

extension LayerValues {
    /// A scroll layer's values for its declarations (fresh ones on another layer; a write stores them).
    var scrollModel: ScrollValues {
        get { content as? ScrollValues ?? ScrollValues() }
        set { content = newValue }
    }
}
