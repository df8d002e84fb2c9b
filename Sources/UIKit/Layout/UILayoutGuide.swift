import Foundation

/// A rectangle in a view's coordinates that takes part in Auto Layout without being a view: spacing between views,
/// or the system's margins, safe area and readable content area.
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to; its frame is in this view's coordinates. Held through the view's handle (see
    /// `ObjectHandle`), so it reads nil once the view is gone, as a weak reference would.
    open internal(set) var owningView: UIView? {
        get { owningViewReference.object }
        set { owningViewReference = UnretainedReference(newValue) }
    }
    @exclusivity(unchecked) private var owningViewReference = UnretainedReference<UIView>(nil)
    /// The handle constraints refer to the guide through.
    @exclusivity(unchecked) final package var objectHandleStorage: ObjectHandle?

    /// A name for the guide, shown in descriptions.
    open var identifier = ""

    /// Which rectangle of the owning view a system guide follows (nil for an app's own guide).
    var systemRole: SystemRole?

    /// The guide's variables in its tree's engine, valid while their generation is the engine's.
    var engineEntry: EngineItem?

    enum SystemRole {
        case margins, safeArea, readableContent
        /// A scroll view's content: at the content's origin, sized by the constraints on it (the content size).
        case scrollContent
        /// A scroll view's frame: the visible area, wherever the content has scrolled.
        case scrollFrame
        /// The part of the view the keyboard covers, or its bottom safe area (`UIKeyboardLayoutGuide`).
        case keyboard
    }

    override public init() {
        super.init()
    }

    /// Constraints that outlive the guide read nil for it.
    deinit {
        objectHandleStorage?.owned = nil
    }

    /// The guide's rectangle in the owning view's coordinates, as the last layout solved it.
    open var layoutFrame: CGRect {
        guard let view = owningView, let host = LayoutEngineHost.host(for: view) else { return systemFrame ?? .zero }
        host.flush()
        return host.frame(of: self) ?? systemFrame ?? .zero
    }

    /// A system guide's rectangle computed from its view's bounds, when no engine solves it.
    var systemFrame: CGRect? {
        guard let view = owningView, let role = systemRole else { return nil }
        return UILayoutGuide.systemFrame(role, in: view)
    }

    static func systemFrame(_ role: SystemRole, in view: UIView) -> CGRect {
        let bounds = CGRect(origin: .zero, size: view.bounds.size)
        switch role {
        case .safeArea: return bounds.inset(by: view.safeAreaInsets)
        case .margins: return bounds.inset(by: view.layoutMargins)
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        case .keyboard:
            let height = UIKeyboardLayoutGuide.coveredHeight(of: view)
            return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        case .readableContent:
            let margins = bounds.inset(by: view.layoutMargins)
            let width = min(margins.width, UILayoutGuide.readableWidth)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        }
    }

    /// The widest readable column of body text (about 70 characters at the default size).
    static let readableWidth: CGFloat = 672

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's constraints leave it more than one place.
    open var hasAmbiguousLayout: Bool {
        guard let host = LayoutEngineHost.host(for: self) else { return false }
        return host.isAmbiguous(self, horizontal: true) || host.isAmbiguous(self, horizontal: false)
    }

    /// Moves an ambiguous guide to another place its constraints allow.
    open func exerciseAmbiguityInLayout() {
        LayoutEngineHost.host(for: self)?.exerciseAmbiguity(of: self)
    }

    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        LayoutEngineHost.host(for: self)?.constraintsAffecting(self, horizontal: axis == .horizontal) ?? []
    }

    override open var description: String {
        MainActor.assumeIsolated {
            "<UILayoutGuide: \(LayoutTerm.address(self)) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { "<\(type(of: $0)): \(LayoutTerm.address($0))>" } ?? "nil")>"
        }
    }
}

extension UILayoutGuide: ObjectHandleOwner {}
