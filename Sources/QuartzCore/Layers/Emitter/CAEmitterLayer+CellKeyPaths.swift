import Foundation

/// Key paths into an emitter's cells by name, as Core Animation resolves them: `emitterCells.snow.birthRate`,
/// `emitterCells.rocket.emitterCells.spark.velocity`. Each number and the colour of a cell animate; the render side
/// evaluates the animation into its copy of the cells.
extension CAEmitterLayer {
    /// The descriptor of a key path into the cells, nil for any other.
    static func cellProperty(_ keyPath: String) -> CALayerAnimatableProperty? {
        let parts = keyPath.split(separator: ".")
        guard parts.count >= 3, parts.count % 2 == 1, parts[0] == "emitterCells",
              stride(from: 2, to: parts.count - 1, by: 2).allSatisfy({ parts[$0] == "emitterCells" })
        else { return nil }
        let names = stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
        let key = String(parts[parts.count - 1])
        if key == "color" { return colorProperty(keyPath, names: names) }
        guard let field = CAEmitterCell.defaults.first(where: { $0.key == key }) else { return nil }
        let get = field.get, set = field.set
        return CALayerProperty<Double>(
            keyPath: keyPath, isImplicitlyAnimated: true,
            render: LayerValuesAccess(
                get: { values in values.emitter.flatMap { EmitterCellValues.cell(at: names, in: $0.cells) }.map(get) },
                set: { values, number in EmitterCellValues.update(at: names, in: &values.emitterModel.cells) { set(&$0, number) } }),
            get: { layer in (layer as? CAEmitterLayer)?.cellValue(at: names).map(get) },
            set: { layer, number in
                guard let emitter = layer as? CAEmitterLayer else { return }
                emitter.updateCell(at: names, keyPath: keyPath, oldValue: emitter.cellValue(at: names).map(get) as Any) { set(&$0, number) }
            })
    }

    /// The descriptor of a cell's `color` at `keyPath` (nil animates as opaque white).
    private static func colorProperty(_ keyPath: String, names: [Substring]) -> CALayerAnimatableProperty {
        @Sendable func color(_ cell: EmitterCellValues) -> CGColor {
            CGColor(red: cell.color[0], green: cell.color[1], blue: cell.color[2], alpha: cell.color[3])
        }
        @Sendable func write(_ value: CGColor, into cell: inout EmitterCellValues) {
            let c = value.components ?? [1, 1, 1, 1]
            cell.color = c.count >= 4 ? Array(c.prefix(4)) : c + [1]
        }
        return CALayerProperty<CGColor>(
            keyPath: keyPath, isImplicitlyAnimated: true,
            render: LayerValuesAccess(
                get: { values in values.emitter.flatMap { EmitterCellValues.cell(at: names, in: $0.cells) }.map(color) },
                set: { values, value in EmitterCellValues.update(at: names, in: &values.emitterModel.cells) { write(value, into: &$0) } }),
            get: { layer in (layer as? CAEmitterLayer)?.cellValue(at: names).map(color) },
            set: { layer, value in
                guard let emitter = layer as? CAEmitterLayer else { return }
                emitter.updateCell(at: names, keyPath: keyPath, oldValue: emitter.cellValue(at: names).map(color) as Any) { write(value, into: &$0) }
            })
    }

    /// The copied cell at the `names` path.
    func cellValue(at names: [Substring]) -> EmitterCellValues? {
        EmitterCellValues.cell(at: names, in: modelValues.emitterModel.cells)
    }

    /// Changes the copied cell at the `names` path (and, on the model layer, the cell object it was copied from),
    /// running the action for `keyPath` (whose value was `oldValue`) as any property change does.
    func updateCell(at names: [Substring], keyPath: String, oldValue: Any, _ change: (inout EmitterCellValues) -> Void) {
        var cells = modelValues.emitterModel.cells
        guard EmitterCellValues.update(at: names, in: &cells, change) else {
            CADiagnostics.report("no emitter cell named '\(names.joined(separator: "."))' on \(type(of: self)); value ignored")
            return
        }
        guard cells != modelValues.emitterModel.cells else { return }
        modelValues.emitterModel.cells = cells
        if !isPresentationCopy, let object = cellObject(at: names, in: emitterCells), let copied = EmitterCellValues.cell(at: names, in: cells) {
            let children = object.values.emitterCells
            object.values = copied
            object.values.emitterCells = children
        }
        modelDidChange(keyPath, from: oldValue)
    }

    /// The cell object at the `names` path under `cells`.
    private func cellObject(at names: [Substring], in cells: [CAEmitterCell]?) -> CAEmitterCell? {
        guard let first = names.first, let cell = cells?.first(where: { $0.name.map { $0[...] == first } ?? false }) else { return nil }
        return names.count == 1 ? cell : cellObject(at: Array(names.dropFirst()), in: cell.emitterCells)
    }
}
