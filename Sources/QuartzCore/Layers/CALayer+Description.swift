import Foundation

/// A cheap text dump of a layer tree, for tests and debugging where pixels are overkill.
extension CALayer {
    /// One line per layer, indented by depth: class, name, frame, and the non-default opacity, hidden state,
    /// transform and animation keys.
    ///
    /// Difference from Apple: not in Core Animation; a text dump of the tree for tests.
    public func treeDescription() -> String {
        var lines: [String] = []
        describe(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], depth: Int) {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%.3g", Double(value))
        }
        let f = frame
        var line = String(repeating: "  ", count: depth) + "\(type(of: self))"
        if let name { line += " \"\(name)\"" }
        line += " frame=(\(number(f.minX)) \(number(f.minY)); \(number(f.width))×\(number(f.height)))"
        if opacity != 1 { line += " opacity=\(number(CGFloat(opacity)))" }
        if isHidden { line += " hidden" }
        if !CATransform3DIsIdentity(transform) { line += " transformed" }
        if let keys = animationKeys() { line += " animations=\(keys.joined(separator: ","))" }
        lines.append(line)
        for sublayer in sublayers ?? [] {
            sublayer.describe(into: &lines, depth: depth + 1)
        }
    }
}
