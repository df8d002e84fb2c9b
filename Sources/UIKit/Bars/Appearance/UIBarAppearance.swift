import Foundation
import QuartzCore

/// What a bar looks like behind its items: a background colour or image and the shadow line along its edge. A bar
/// copies an appearance it is given, so changing the object afterwards changes nothing until it is set again.
///
/// Difference from Apple: no `backgroundEffect` (there is no `UIBlurEffect`; a default background is the opaque bar colour).
@MainActor @preconcurrency
open class UIBarAppearance {
    /// The kind of device the appearance is for.
    open private(set) var idiom: UIUserInterfaceIdiom
    open var backgroundColor: UIColor?
    open var backgroundImage: UIImage?
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the line along the bar's edge (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn for the line along the bar's edge, in place of `shadowColor`.
    open var shadowImage: UIImage?

    /// The standard bar colour (a light gray) and line colour.
    static let defaultBackground = UIColor(white: 0.97, alpha: 1)
    static let defaultShadow = UIColor(white: 0, alpha: 0.2)

    /// An appearance with the default background for `idiom`.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        configureWithDefaultBackground()
    }

    /// An appearance with the default background for the desktop.
    public convenience init() {
        self.init(idiom: .mac)
    }

    /// A copy of `barAppearance`'s background and shadow.
    public convenience init(barAppearance: UIBarAppearance) {
        self.init(idiom: barAppearance.idiom)
        barAppearance.copyBarValues(to: self)
    }

    /// An appearance with the default background.
    ///
    /// Difference from Apple: the archive is not read (appearances come from code here).
    public required init?(coder: NSCoder) {
        idiom = .mac
        configureWithDefaultBackground()
    }

    /// A copy of this appearance, of its own class.
    open func copy() -> Self {
        guard let copy = Self(coder: UIBarItem.emptyArchive()) else {
            preconditionFailure("\(Self.self).init(coder:) returned nil: the appearance cannot be copied")
        }
        copyValues(to: copy)
        return copy
    }

    /// Copies every value into `other` (of this class); subclasses add theirs.
    func copyValues(to other: UIBarAppearance) {
        copyBarValues(to: other)
    }

    private func copyBarValues(to other: UIBarAppearance) {
        other.idiom = idiom
        other.backgroundColor = backgroundColor
        other.backgroundImage = backgroundImage
        other.backgroundImageContentMode = backgroundImageContentMode
        other.shadowColor = shadowColor
        other.shadowImage = shadowImage
    }

    /// Shows the background colour on `bar`, the background image in `image` and the shadow line in `shadow`.
    func showBackground(on bar: UIView, image: UIImageView, shadow: UIImageView) {
        bar.backgroundColor = backgroundColor ?? .clear
        image.image = backgroundImage
        image.contentMode = backgroundImageContentMode
        shadow.image = shadowImage
        shadow.backgroundColor = shadowImage == nil ? shadowColor : .clear
        shadow.isHidden = shadowImage == nil && shadowColor == nil
    }

    /// The system's bar background (here an opaque light gray) with its shadow line.
    open func configureWithDefaultBackground() {
        backgroundColor = Self.defaultBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadow
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the shadow line.
    open func configureWithOpaqueBackground() {
        backgroundColor = .white
        backgroundImage = nil
        shadowColor = Self.defaultShadow
        shadowImage = nil
    }

    /// No background and no shadow line: what is under the bar shows.
    open func configureWithTransparentBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}
