import QuartzCore

/// Shows an image, fitted by `contentMode`; a template image takes the view's tint color.
@MainActor @preconcurrency
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted`.
    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { updateContents() } }
    }

    /// Whether `highlightedImage` shows instead of `image`.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { updateContents() } }
    }

    /// Makes a view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        updateContents()
    }

    /// Makes a view the size of `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        image?.size ?? .zero
    }

    /// The image's size; none without an image.
    override open var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override open func tintColorDidChange() {
        super.tintColorDidChange()
        if image?.renderingMode == .alwaysTemplate { updateContents() }
    }

    private var tinted: (source: CGImage, color: UIColor, result: CGImage)?

    /// Its contents are its image, at the image's scale.
    override var keepsOwnContentScale: Bool { true }

    /// An SVG image is drawn again at the window's new pixels per point.
    override func windowPixelScaleDidChange() {
        updateContents()
    }

    private func updateContents() {
        let current = isHighlighted ? highlightedImage ?? image : image
        let shown = current.map { image in window.map { image.rendered(atScale: $0.pixelScale) } ?? image }
        guard let image = shown, let cgImage = image.cgImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        if image.renderingMode == .alwaysTemplate, let tint = tintColor {
            if let cached = tinted, cached.source === cgImage, cached.color == tint {
                layer.contents = cached.result
            } else if let result = UIImage.tint(cgImage, with: tint) {
                tinted = (cgImage, tint, result)
                layer.contents = result
            }
        } else {
            layer.contents = cgImage
        }
    }
}
