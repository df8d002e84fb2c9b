import UIKit

/// Layout that animates: on the left a panel whose height constraint changes inside an animation block, on the
/// right a stack view whose second row is hidden inside one (it collapses and the rows below slide up); both run
/// back and forth.
final class AutoLayoutPage: GalleryPage {
    override class var name: String { "Auto Layout" }
    override class var api: String { "heightConstraint.constant = 260 · UIView.animate { view.layoutIfNeeded() } · stackRow.isHidden = true" }
    override class var hint: String { "Left: a constraint's constant animates. Right: a stack view row collapses, the rows below slide." }

    /// The panel and the constraint the animation changes.
    private(set) var panel: UIView!
    private(set) var heightConstraint: NSLayoutConstraint!
    /// The stack view and its rows.
    private(set) var stack: UIStackView!
    private(set) var rows: [UIView] = []

    /// A panel's two heights.
    static let shortHeight: CGFloat = 80
    static let tallHeight: CGFloat = 260

    override func build() {
        caption("NSLayoutConstraint", frame: CGRect(x: 40, y: 20, width: 300, height: 22), size: 15, color: GalleryPalette.text)
        caption("UIStackView", frame: CGRect(x: 420, y: 20, width: 300, height: 22), size: 15, color: GalleryPalette.text)

        let panel = UIView()
        panel.backgroundColor = GalleryPalette.accents[0]
        panel.layer.cornerRadius = 12
        panel.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(panel)
        let footer = UILabel()
        footer.text = "pinned below the panel"
        footer.textColor = GalleryPalette.secondaryText
        footer.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(footer)
        heightConstraint = panel.heightAnchor.constraint(equalToConstant: Self.shortHeight)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: stage.leadingAnchor, constant: 60),
            panel.widthAnchor.constraint(equalToConstant: 260),
            panel.topAnchor.constraint(equalTo: stage.topAnchor, constant: 60),
            heightConstraint,
            footer.topAnchor.constraint(equalToSystemSpacingBelow: panel.bottomAnchor, multiplier: 1),
            footer.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
        ])
        self.panel = panel

        rows = (0..<4).map { index in
            let row = UIView()
            row.backgroundColor = GalleryPalette.accents[(index + 2) % GalleryPalette.accents.count]
            row.layer.cornerRadius = 8
            row.heightAnchor.constraint(equalToConstant: 56).isActive = true
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        stage.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: stage.leadingAnchor, constant: 440),
            stack.widthAnchor.constraint(equalToConstant: 260),
            stack.topAnchor.constraint(equalTo: stage.topAnchor, constant: 60),
        ])
        self.stack = stack
        stage.layoutIfNeeded()

        // The animations run with actions on (the page builds with them off).
        CATransaction.begin()
        CATransaction.setDisableActions(false)
        let options: UIView.AnimationOptions = [.repeat, .autoreverse, .curveEaseInOut]
        heightConstraint.constant = Self.tallHeight
        UIView.animate(withDuration: Self.seconds(1.2), delay: 0, options: options, animations: { self.stage.layoutIfNeeded() })
        UIView.animate(withDuration: Self.seconds(1.2), delay: 0, options: options, animations: { self.rows[1].isHidden = true })
        CATransaction.commit()
    }
}
