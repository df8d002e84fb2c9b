@_spi(KeyValueObserving) import KeyValueObserving
import QuartzCore

/// Shows an image, fitted by `contentMode`; a template image takes the view's tint color.
@MainActor @preconcurrency
open class UIImageView: UIView {
    open var image: UIImage? {
        didSet {
            playAnimatedImage()
            updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
            KeyValueObservers.objectDidChange(self)
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

    /// The symbol configuration a symbol image is shown with (its point size, weight and scale), over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    /// The frames `startAnimating()` shows in turn.
    open var animationImages: [UIImage]?
    /// The frames shown while highlighted.
    open var highlightedAnimationImages: [UIImage]?
    /// The time one pass over the frames takes; 0 shows 30 frames a second.
    open var animationDuration: TimeInterval = 0
    /// How many passes run (0: until `stopAnimating()`).
    open var animationRepeatCount = 0
    /// The frame animation running, if any.
    var frameAnimation: ImageViewFrameAnimation?
    /// The symbol effects running on the image (`addSymbolEffect`).
    lazy var symbolEffects = SymbolEffectRunner(view: self)

    /// Makes a view the size of `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        playAnimatedImage()
        updateContents()
    }

    /// Makes a view the size of `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Starts showing the frames from the first (the highlighted ones while highlighted).
    open func startAnimating() {
        stopAnimating()
        let frames = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        guard !frames.isEmpty else { return }
        run(frames, duration: animationDuration, repeatCount: animationRepeatCount, playsImage: false)
    }

    /// Stops the frames and shows `image` again.
    open func stopAnimating() {
        guard let animation = frameAnimation else { return }
        animation.link?.invalidate()
        frameAnimation = nil
        updateContents()
    }

    /// Whether the frames are showing.
    open var isAnimating: Bool { frameAnimation != nil }

    override open func sizeThatFits(_ size: CGSize) -> CGSize {
        configured(image)?.size ?? .zero
    }

    /// The image's size (a symbol's in the preferred configuration); none without an image.
    override open var intrinsicContentSize: CGSize {
        configured(image)?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// `image` as shown: an asset's image the one for the view's traits, a symbol in the preferred configuration, any
    /// other image as it is.
    private func configured(_ image: UIImage?) -> UIImage? {
        let image = image?.imageAsset.map { $0.image(with: traitCollection) } ?? image
        guard let image, let preferredSymbolConfiguration, image.isSymbolImage else { return image }
        return image.withConfiguration(preferredSymbolConfiguration)
    }

    /// An asset's image shows the asset's image for the new traits.
    override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let shown = isHighlighted ? highlightedImage ?? image : image
        if shown?.imageAsset != nil, previousTraitCollection != traitCollection { updateContents() }
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

    func updateContents() {
        let still = isHighlighted ? highlightedImage ?? image : image
        let current = configured(frameAnimation?.frame ?? still)
        let shown = current.map { image in window.map { image.rendered(atScale: $0.pixelScale) } ?? image }
        guard let image = shown, let cgImage = image.uprightCGImage else {
            layer.contents = nil
            return
        }
        layer.contentsScale = image.scale
        var contents = cgImage
        if image.renderingMode == .alwaysTemplate, let tint = tintColor {
            if let cached = tinted, cached.source === cgImage, cached.color == tint {
                contents = cached.result
            } else if let result = UIImage.tint(cgImage, with: tint) {
                tinted = (cgImage, tint, result)
                contents = result
            }
        }
        layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        tiledSize = nil
        if image.isResizable, contentMode == .scaleToFill {
            contents = resizedContents(contents, of: image)
        }
        layer.contents = contents
    }

    /// The bounds size a tiled resizable image was last drawn for.
    private var tiledSize: CGSize?

    /// A resizable image's contents: stretched by the layer's `contentsCenter` (as UIKit shows them), or its edges
    /// and middle tiled into a bitmap the size of the view, drawn again when the view's size changes.
    private func resizedContents(_ contents: CGImage, of image: UIImage) -> CGImage {
        if image.resizingMode == .stretch {
            layer.contentsCenter = ResizableImageSlices.contentsCenter(imageSize: image.size, capInsets: image.capInsets, scale: image.scale)
            return contents
        }
        let size = bounds.size
        let width = Int((size.width * image.scale).rounded(.up)), height = Int((size.height * image.scale).rounded(.up))
        guard width > 0, height > 0, let context = CGContext(pixelWidth: width, pixelHeight: height, scale: image.scale) else {
            return contents
        }
        image.drawSlices(of: contents, in: CGRect(origin: .zero, size: size), into: context)
        tiledSize = size
        return context.makeImage() ?? contents
    }

    override open var contentMode: ContentMode {
        didSet { if image?.isResizable == true { updateContents() } }
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        if let tiledSize, tiledSize != bounds.size { updateContents() }
    }
}
