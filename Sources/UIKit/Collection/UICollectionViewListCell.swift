import Foundation

/// A cell of a list layout: a `UIListContentConfiguration` for its content, the list's background (rounded at
/// the ends of inset grouped sections), a separator under it, and accessories at its sides.
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// The marks at the cell's sides, in order (leading ones for delete, insert and multiselect).
    open var accessories: [UICellAccessory] = [] {
        didSet {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.map(CellAccessoryView.init)
            for view in accessoryViews { addSubview(view) }
            setNeedsLayout()
        }
    }

    /// How many levels the content is indented, each `indentationWidth` points.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    private var accessoryViews: [CellAccessoryView] = []
    private let separator = UIView()
    private var separatorGuide: UILayoutGuide?
    /// The low-priority constraint keeping the separator guide at the automatic separator position.
    private var separatorGuideDefault: NSLayoutConstraint?

    /// Where the separator starts: constrain its leading anchor (to a label's, say) to move the separator; left
    /// alone it sits where the separator would start anyway.
    open var separatorLayoutGuide: UILayoutGuide {
        if let separatorGuide { return separatorGuide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let automatic = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.accessoryMargin)
        automatic.priority = .defaultLow
        NSLayoutConstraint.activate([
            automatic,
            guide.widthAnchor.constraint(equalToConstant: 0),
            guide.topAnchor.constraint(equalTo: topAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
        separatorGuide = guide
        separatorGuideDefault = automatic
        setNeedsLayout()
        return guide
    }
    private let topSeparator = UIView()
    /// The element the cell shows, from its layout attributes, to find its place in the list (a list cell may be
    /// a header or footer too).
    private var shownIndexPath: IndexPath?
    private var shownKind: String?
    private weak var listCollectionView: UICollectionView?

    /// The collection view hands the cell out for an element: its list look is known before it is configured.
    func place(in collectionView: UICollectionView, at indexPath: IndexPath, kind: String?) {
        listCollectionView = collectionView
        shownIndexPath = indexPath
        shownKind = kind
        // A row of an outline is indented by its level, as UIKit does by itself.
        if kind == nil, let outline = collectionView.dataSource as? OutlineDataSource {
            let level = outline.outlineLevel(at: indexPath)
            if indentationLevel != level { indentationLevel = level }
        }
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        for line in [separator, topSeparator] {
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            addSubview(line)
        }
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// A configuration of the list's cell look (`UIListContentConfiguration.cell()`), to fill and set as
    /// `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let placement = self.placement
        if placement?.isHeader == true { return placement?.isGrouped == true ? .groupedHeader() : .plainHeader() }
        if placement?.isFooter == true { return placement?.isGrouped == true ? .groupedFooter() : .plainFooter() }
        switch placement?.appearance {
        case .sidebar, .sidebarPlain: return .sidebarCell()
        default: return .cell()
        }
    }

    /// The list's background: white rows on a plain list or in grouped sections, clear in a sidebar.
    override open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        if let placement, placement.supplementaryKind != nil {
            return placement.isGrouped ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
        }
        switch placement?.appearance {
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        default: return .listPlainCell()
        }
    }

    override var effectiveBackgroundConfiguration: UIBackgroundConfiguration? {
        backgroundConfiguration ?? defaultBackgroundConfiguration()
    }

    override open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let kind = layoutAttributes.representedElementCategory == .cell ? nil : layoutAttributes.representedElementKind
        if shownIndexPath != layoutAttributes.indexPath || shownKind != kind {
            shownIndexPath = layoutAttributes.indexPath
            shownKind = kind
            setNeedsUpdateConfiguration()
        }
    }

    /// Where the cell sits in its list section, as its compositional list layout says.
    var placement: ListPlacement? {
        let collectionView = listCollectionView ?? superview as? UICollectionView
        guard let shownIndexPath, let layout = collectionView?.collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        return layout.listPlacement(at: shownIndexPath, supplementaryKind: shownKind)
    }

    /// The accessories shown now, leading and trailing, with their widths.
    private func shownAccessories() -> (leading: [(CellAccessoryView, CGFloat)], trailing: [(CellAccessoryView, CGFloat)]) {
        let editing = configurationState.isEditing
        var leading: [(CellAccessoryView, CGFloat)] = [], trailing: [(CellAccessoryView, CGFloat)] = []
        for view in accessoryViews {
            let shown = view.accessory.isShown(editing: editing)
            view.isHidden = !shown
            guard shown else { continue }
            let entry = (view, view.width(forHeight: bounds.height))
            if view.accessory.isLeading { leading.append(entry) } else { trailing.append(entry) }
        }
        return (leading, trailing)
    }

    private static let accessoryMargin: CGFloat = 16
    private static let accessorySpacing: CGFloat = 12

    /// The content view leaves room for the indentation and the accessories.
    /// Where an automatic separator starts: `automatic`, or where the app's constraints put the separator guide.
    private func separatorGuideLeading(automatic: CGFloat) -> CGFloat {
        guard let separatorGuide, let separatorGuideDefault else { return automatic }
        separatorGuideDefault.constant = automatic
        return separatorGuide.layoutFrame.minX
    }

    override func contentFrame(in bounds: CGRect) -> CGRect {
        let (leading, trailing) = shownAccessories()
        let indentation = CGFloat(indentationLevel) * indentationWidth
        let start = indentation + leading.reduce(0) { $0 + $1.1 + Self.accessorySpacing } + (leading.isEmpty ? 0 : Self.accessoryMargin - Self.accessorySpacing)
        let end = trailing.reduce(0) { $0 + $1.1 + Self.accessorySpacing } + (trailing.isEmpty ? 0 : Self.accessoryMargin - Self.accessorySpacing)
        return CGRect(x: bounds.minX + start, y: bounds.minY, width: max(0, bounds.width - start - end), height: bounds.height)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        let (leading, trailing) = shownAccessories()
        let placement = self.placement
        UIView.performWithoutAnimation {
            var x = CGFloat(indentsAccessories ? indentationLevel : 0) * indentationWidth + Self.accessoryMargin
            for (view, width) in leading {
                view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x += width + Self.accessorySpacing
            }
            x = bounds.width - Self.accessoryMargin
            for (view, width) in trailing.reversed() {
                x -= width
                view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
                x -= Self.accessorySpacing
            }
            for (view, _) in leading + trailing {
                view.isExpanded = configurationState.isExpanded
                view.isChosen = isSelected
                view.setNeedsDisplay()
            }
            // The separators start under the text (or at their insets) and run to the cell's trailing edge.
            let separators = placement?.separators
            let textInset = (contentConfiguration as? UIListContentConfiguration).map { configuration in
                configuration.directionalLayoutMargins.leading
                    + (configuration.image.map { $0.size.width + configuration.imageToTextPadding } ?? 0)
            } ?? Self.accessoryMargin
            let hairline = 1 / max(traitCollection.displayScale, 1)
            let automaticLeading = separatorGuideLeading(automatic: contentView.frame.minX + textInset)
            @MainActor func line(_ insets: NSDirectionalEdgeInsets?, y: CGFloat) -> CGRect {
                let automatic = insets == nil || insets == UIListSeparatorConfiguration.automaticInsets
                let leading = automatic ? automaticLeading : insets!.leading
                let trailing = automatic ? 0 : insets!.trailing
                return CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: hairline)
            }
            separator.isHidden = !(placement?.showsBottomSeparator ?? true)
            separator.backgroundColor = separators?.color ?? .separator
            separator.frame = line(separators?.bottomSeparatorInsets, y: bounds.height - hairline)
            topSeparator.isHidden = !(placement?.showsTopSeparator ?? false)
            topSeparator.backgroundColor = separators?.color ?? .separator
            topSeparator.frame = line(separators?.topSeparatorInsets, y: 0)
            bringSubviewToFront(topSeparator)
            bringSubviewToFront(separator)
            // Inset grouped sections round their first and last rows.
            if placement?.appearance == .insetGrouped {
                var corners: CACornerMask = []
                if placement?.isFirst == true { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if placement?.isLast == true { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
                configuredBackgroundView.roundedCorners = corners
                configuredBackgroundView.cornerRadiusOverride = corners.isEmpty ? nil : 10
            } else {
                configuredBackgroundView.cornerRadiusOverride = nil
            }
        }
        if placement?.appearance == .insetGrouped, let configuration = effectiveBackgroundConfiguration {
            configuredBackgroundView.show(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration,
                                          in: CGRect(origin: .zero, size: bounds.size), tint: tintColor ?? .systemBlue)
        }
    }

    /// A list row is at least 44 points high, as UIKit's.
    override func configuredContentHeight(width: CGFloat) -> CGFloat? {
        super.configuredContentHeight(width: width).map { max($0, 44) }
    }
}
