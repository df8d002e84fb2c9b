import Foundation

/// The layer tree: sublayers back to front, insertion and removal with `onOrderIn` / `onOrderOut` actions.
extension CALayer {
    /// The sublayers, back to front; nil when there are none, as on Apple platforms. A presentation copy answers
    /// with the presentation copies of its model's sublayers.
    public var sublayers: [CALayer]? {
        get {
            if let model = modelSource {
                return model.sublayerStorage.isEmpty ? nil : model.sublayerStorage.map { $0.presentation(under: self) }
            }
            return sublayerStorage.isEmpty ? nil : sublayerStorage
        }
        set {
            guard !isPresentationCopy else {
                CADiagnostics.report("changing the sublayers of a presentation layer; ignored")
                return
            }
            for layer in sublayerStorage { layer.detach() }
            sublayerStorage = []
            for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(sublayerStorage.count)) }
        }
    }

    /// Inserts `layer` at `index` (clamped to the number of sublayers), taking it from its old superlayer.
    func moveSublayer(_ layer: CALayer, to index: UInt32) {
        guard !isPresentationCopy, !layer.isPresentationCopy else {
            CADiagnostics.report("inserting into or inserting a presentation layer; ignored")
            return
        }
        guard layer !== self, !isDescendant(of: layer) else {
            CADiagnostics.report("inserting a layer into itself or its own descendant; ignored")
            return
        }
        let wasInTree = layer.superlayer != nil
        if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
            sublayerStorage.remove(at: old)
        } else {
            layer.detach()
        }
        sublayerStorage.insert(layer, at: min(Int(index), sublayerStorage.count))
        layer.superlayerStorage = self
        sublayersDidChange()
        if !wasInTree { layer.runAction(forKey: "onOrderIn") }
    }

    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil or not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in sublayerStorage.firstIndex { $0 === s } }.map { $0 + 1 } ?? sublayerStorage.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Puts `newLayer` where `oldLayer` is; nothing happens when `oldLayer` is not a sublayer.
    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, let index = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer, running its `onOrderOut` action.
    func detachRunningActions() {
        guard !isPresentationCopy, let parent = superlayer else { return }
        detach()
        parent.sublayersDidChange()
        runAction(forKey: "onOrderOut")
    }

    /// Whether `ancestor` is this layer or one of its superlayers.
    func isDescendant(of ancestor: CALayer) -> Bool {
        var current: CALayer? = self
        while let layer = current {
            if layer === ancestor { return true }
            current = layer.superlayer
        }
        return false
    }

    /// Removes the layer from its superlayer's list without actions.
    private func detach() {
        guard let parent = superlayer else { return }
        parent.sublayerStorage.removeAll { $0 === self }
        superlayerStorage = nil
    }

    private func sublayersDidChange() {
        guard !isPresentationCopy else { return }
        setNeedsLayout()
        CATransaction.layerDidChange(self)
    }

    /// Runs the action for a non-property event such as `onOrderIn`, unless actions are disabled.
    private func runAction(forKey event: String) {
        guard !isPresentationCopy, !CATransaction.disableActions(), let action = action(forKey: event) else { return }
        action.run(forKey: event, object: self, arguments: nil)
    }
}
