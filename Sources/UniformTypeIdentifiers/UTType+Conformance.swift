/// Conformance: a type conforms to itself, to the types its declaration names and to theirs in turn.
extension UTType {
    /// Every type this one conforms to, directly or through others (not itself).
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = record.parents
        while let identifier = pending.popLast() {
            guard let parent = UTType(identifier), parent != self, found.insert(parent).inserted else { continue }
            pending += parent.record.parents
        }
        return found
    }

    /// Whether this type is `type` or conforms to it, directly or indirectly.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one and is not this one.
    public func isSupertype(of type: UTType) -> Bool {
        type != self && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    public func isSubtype(of type: UTType) -> Bool {
        type != self && conforms(to: type)
    }
}
