import Foundation

/// The four borders of `UITextField.BorderStyle`, drawn into the current context.
@MainActor
enum TextFieldBorder {
    static func draw(_ style: UITextField.BorderStyle, in rect: CGRect, enabled: Bool) {
        guard style != .none, let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        switch style {
        case .none:
            break
        case .line:
            context.setStrokeColor(UIColor.black.withAlphaComponent(enabled ? 1 : 0.4).cgColor)
            context.setLineWidth(1)
            context.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
        case .bezel:
            // A sunken frame: dark along the top and left, light along the bottom and right.
            context.setFillColor(UIColor.white.cgColor)
            context.fill(rect)
            context.setFillColor(UIColor(white: 0.45, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
            context.fill(CGRect(x: rect.minX, y: rect.minY, width: 1, height: rect.height))
            context.setFillColor(UIColor(white: 0.7, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX + 1, y: rect.minY + 1, width: rect.width - 1, height: 1))
            context.fill(CGRect(x: rect.minX + 1, y: rect.minY + 1, width: 1, height: rect.height - 1))
            context.setFillColor(UIColor(white: 0.85, alpha: 1).cgColor)
            context.fill(CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1))
            context.fill(CGRect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
        case .roundedRect:
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            (enabled ? UIColor.systemBackground : UIColor.secondarySystemBackground).setFill()
            path.fill()
            UIColor.systemGray4.setStroke()
            path.lineWidth = 1
            path.stroke()
        }
    }
}
