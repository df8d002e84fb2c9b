import UIKit

/// The pieces pages are made of: captions, colored boxes and outlined paths on the stage.
extension GalleryPage {
    /// A label on the stage: `text` centered in `frame` (left-aligned when `alignment` says so).
    @discardableResult
    func caption(_ text: String, frame: CGRect, size: CGFloat = 13, color: UIColor = GalleryPalette.secondaryText,
                 alignment: NSTextAlignment = .center, in parent: UIView? = nil) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = size >= 15 ? .systemFont(ofSize: size, weight: .semibold) : .systemFont(ofSize: size)
        label.textColor = color
        label.textAlignment = alignment
        (parent ?? stage).addSubview(label)
        return label
    }

    /// A rounded colored view on the stage, centered at `center`.
    @discardableResult
    func box(center: CGPoint, size: CGSize = CGSize(width: 40, height: 40), color: UIColor, cornerRadius: CGFloat = 8,
             in parent: UIView? = nil) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        view.backgroundColor = color
        view.layer.cornerRadius = cornerRadius
        (parent ?? stage).addSubview(view)
        return view
    }

    /// A shape layer stroking `path` on the stage's layer (dashed when `dashed`).
    @discardableResult
    func outline(_ path: CGPath, color: UIColor = GalleryPalette.guide, lineWidth: CGFloat = 1.5, dashed: Bool = false,
                 in parent: CALayer? = nil) -> CAShapeLayer {
        let shape = CAShapeLayer()
        shape.frame = CGRect(origin: .zero, size: GalleryPage.stageSize)
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = color.cgColor
        shape.lineWidth = lineWidth
        if dashed { shape.lineDashPattern = [6, 5] }
        (parent ?? stage.layer).addSublayer(shape)
        return shape
    }
}

/// The gallery's colors: a dark stage with bright, distinct actors.
enum GalleryPalette {
    static let background = UIColor(white: 0.09, alpha: 1)
    static let panel = UIColor(white: 0.15, alpha: 1)
    static let text = UIColor(white: 0.95, alpha: 1)
    static let secondaryText = UIColor(white: 0.62, alpha: 1)
    static let api = UIColor(red: 0.55, green: 0.8, blue: 1, alpha: 1)
    static let guide = UIColor(white: 0.38, alpha: 1)
    static let accents = [
        UIColor(red: 1, green: 0.42, blue: 0.36, alpha: 1),
        UIColor(red: 1, green: 0.74, blue: 0.2, alpha: 1),
        UIColor(red: 0.35, green: 0.85, blue: 0.45, alpha: 1),
        UIColor(red: 0.3, green: 0.7, blue: 1, alpha: 1),
        UIColor(red: 0.7, green: 0.5, blue: 1, alpha: 1),
        UIColor(red: 1, green: 0.45, blue: 0.75, alpha: 1),
    ]
}
