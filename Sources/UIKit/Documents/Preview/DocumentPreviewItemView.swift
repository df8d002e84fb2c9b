import Foundation

/// One previewed file: an image fitted to the view, text in a read-only text view, or the file's icon with its
/// name, kind and size.
final class DocumentPreviewItemView: UIView {
    let url: URL?
    let kind: DocumentPreviewKind?
    /// What shows the file itself (the image view or text view), or nil when only its icon shows.
    private(set) var contentView: UIView?
    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()

    init(url: URL?) {
        self.url = url
        kind = url.map(DocumentPreviewKind.init(url:))
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        if let url, let kind { show(url, as: kind) } else { showIcon(name: "No file", detail: nil) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    private func show(_ url: URL, as kind: DocumentPreviewKind) {
        switch kind.content {
        case .image:
            if let image = UIImage(contentsOfFile: url.path) {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .scaleAspectFit
                return install(imageView)
            }
        case .text:
            if let data = FileManager.default.contents(atPath: url.path) {
                let textView = UITextView()
                textView.isEditable = false
                textView.font = .systemFont(ofSize: 15)
                textView.text = String(decoding: data, as: UTF8.self)
                return install(textView)
            }
        case .icon:
            break
        }
        showIcon(name: kind.name, detail: [kind.kindDescription, kind.sizeDescription].compactMap { $0 }.joined(separator: " – "))
    }

    private func install(_ view: UIView) {
        contentView = view
        addSubview(view)
    }

    private func showIcon(name: String, detail: String?) {
        iconView.image = UIImage(systemName: "doc", withConfiguration: UIImage.SymbolConfiguration(pointSize: 72, weight: .light))
        iconView.tintColor = .secondaryLabel
        iconView.contentMode = .scaleAspectFit
        nameLabel.text = name
        nameLabel.font = .boldSystemFont(ofSize: 17)
        nameLabel.textAlignment = .center
        detailLabel.text = detail
        detailLabel.font = .systemFont(ofSize: 13)
        detailLabel.textColor = .secondaryLabel
        detailLabel.textAlignment = .center
        for view in [iconView, nameLabel, detailLabel] { addSubview(view) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let contentView {
            contentView.frame = bounds.inset(by: safeAreaInsets)
            return
        }
        let area = bounds.inset(by: safeAreaInsets)
        let icon: CGFloat = min(96, area.height / 3)
        let top = area.midY - (icon + 60) / 2
        iconView.frame = CGRect(x: area.midX - icon / 2, y: top, width: icon, height: icon)
        nameLabel.frame = CGRect(x: area.minX + 16, y: top + icon + 12, width: area.width - 32, height: 22)
        detailLabel.frame = CGRect(x: area.minX + 16, y: top + icon + 38, width: area.width - 32, height: 18)
    }
}
