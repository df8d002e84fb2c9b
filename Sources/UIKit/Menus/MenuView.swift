import Foundation
import QuartzCore

/// A menu drawn as a desktop popup's content: its title, its rows (check mark, title, submenu arrow), separators
/// between inline groups, and the highlighted row. A press highlights the row under it and the release chooses it;
/// arrows move the highlight, Enter chooses, Right opens a submenu, Left and Escape close.
final class MenuView: UIView {
    private(set) var layout: MenuLayout
    private var rowViews: [UIView] = []
    /// The row shown highlighted (pointer over it or the keyboard's choice).
    private(set) var highlighted: Int? {
        didSet { if highlighted != oldValue { showHighlight() } }
    }
    /// A row was chosen (pointer release or Enter).
    var onChoose: ((Int) -> Void)?
    /// Left arrow or Escape: close this menu (a submenu closes alone).
    var onClose: (() -> Void)?
    let preview: UIView?

    static let highlightColor = UIColor(red: 0.21, green: 0.47, blue: 0.85, alpha: 1)
    /// The colour of a row's shortcut, quieter than its title.
    static let shortcutColor = UIColor(white: 0.45, alpha: 1)
    /// Marks a row's shortcut label among its labels.
    static let shortcutTag = 0x5C

    init(layout: MenuLayout, preview: UIView?) {
        self.layout = layout
        self.preview = preview
        let previewHeight = preview.map { $0.bounds.height + 8 } ?? 0
        super.init(frame: CGRect(x: 0, y: 0, width: max(layout.size.width, preview?.bounds.width ?? 0), height: layout.size.height + previewHeight))
        backgroundColor = UIColor(white: 0.98, alpha: 1)
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        if let preview {
            preview.frame.origin = CGPoint(x: (bounds.width - preview.bounds.width) / 2, y: 4)
            addSubview(preview)
        }
        build(offset: previewHeight)
    }

    required init?(coder: NSCoder) { nil }

    private func build(offset: CGFloat) {
        if let title = layout.title {
            let label = UILabel(frame: CGRect(x: MenuLayout.leadingInset, y: MenuLayout.verticalPadding + offset, width: layout.size.width - MenuLayout.leadingInset, height: MenuLayout.rowHeight))
            label.text = title
            label.font = .systemFont(ofSize: 12)
            label.textColor = .gray
            addSubview(label)
        }
        for row in layout.rows {
            let frame = row.frame.offsetBy(dx: 0, dy: offset)
            if row.separatorAbove {
                let line = UIView(frame: CGRect(x: 8, y: frame.minY - MenuLayout.separatorHeight / 2 - 0.5, width: frame.width - 16, height: 1))
                line.backgroundColor = UIColor(white: 0.8, alpha: 1)
                addSubview(line)
            }
            let rowView = UIView(frame: frame)
            rowView.isUserInteractionEnabled = false
            let color: UIColor = !row.isEnabled ? .gray : row.isDestructive ? .red : .black
            let label = UILabel(frame: CGRect(x: MenuLayout.leadingInset, y: 0, width: frame.width - MenuLayout.leadingInset - MenuLayout.trailingInset, height: frame.height))
            label.text = row.title
            label.font = .systemFont(ofSize: 14)
            label.textColor = color
            rowView.addSubview(label)
            let mark = row.state == .on ? "✓" : row.state == .mixed ? "–" : nil
            if let mark {
                let check = UILabel(frame: CGRect(x: 8, y: 0, width: 16, height: frame.height))
                check.text = mark
                check.font = .systemFont(ofSize: 14)
                check.textColor = color
                rowView.addSubview(check)
            }
            if let shortcut = row.shortcut {
                let keys = UILabel(frame: CGRect(x: MenuLayout.leadingInset, y: 0, width: frame.width - MenuLayout.leadingInset - 12, height: frame.height))
                keys.text = shortcut
                keys.font = .systemFont(ofSize: 13)
                keys.textAlignment = .right
                keys.textColor = row.isEnabled ? MenuView.shortcutColor : .lightGray
                keys.tag = MenuView.shortcutTag
                rowView.addSubview(keys)
            }
            if case .submenu = row.kind {
                let arrow = UILabel(frame: CGRect(x: frame.width - 20, y: 0, width: 12, height: frame.height))
                arrow.text = "›"
                arrow.font = .systemFont(ofSize: 14)
                arrow.textColor = color
                rowView.addSubview(arrow)
            }
            addSubview(rowView)
            rowViews.append(rowView)
        }
    }

    private func showHighlight() {
        for (index, view) in rowViews.enumerated() {
            let on = index == highlighted
            view.backgroundColor = on ? MenuView.highlightColor : nil
            for case let label as UILabel in view.subviews where layout.rows[index].isEnabled && !layout.rows[index].isDestructive {
                label.textColor = on ? .white : label.tag == MenuView.shortcutTag ? MenuView.shortcutColor : .black
            }
        }
    }

    /// The row under a point of this view.
    func row(at point: CGPoint) -> Int? {
        let offset = preview.map { $0.bounds.height + 8 } ?? 0
        guard let index = layout.row(at: CGPoint(x: point.x, y: point.y - offset)), layout.rows[index].isEnabled else { return nil }
        return index
    }

    /// The frame of a row in this view's coordinates.
    func frame(ofRow index: Int) -> CGRect {
        rowViews[index].frame
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let index = touches.first.flatMap({ row(at: $0.location(in: self)) }) else { return }
        highlighted = index
        onChoose?(index)
    }

    /// Handles a key by its keysym name; true when the menu used it.
    @discardableResult
    func handleKey(_ name: String) -> Bool {
        switch name {
        case "Down", "Tab":
            highlighted = layout.enabledRow(after: highlighted, step: 1)
        case "Up", "ISO_Left_Tab":
            highlighted = layout.enabledRow(after: highlighted, step: -1)
        case "Home":
            highlighted = layout.enabledRow(after: nil, step: 1)
        case "End":
            highlighted = layout.enabledRow(after: nil, step: -1)
        case "Return", "KP_Enter", "space":
            if let highlighted { onChoose?(highlighted) }
        case "Right":
            if let highlighted, case .submenu = layout.rows[highlighted].kind { onChoose?(highlighted) }
        case "Left", "Escape":
            onClose?()
        default:
            return false
        }
        return true
    }
}
