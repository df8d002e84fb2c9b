import UIKit

/// The gallery: one page per capability, each titled with the API that drives it, paged with
/// the previous/next buttons, the dots between them, or the Left and Right arrow keys.
final class GalleryViewController: UIViewController {
    /// The pages, in order.
    static let pages: [GalleryPage.Type] = [
        TimingFunctionsPage.self, FillModesPage.self, PauseResumePage.self, KeyframePathPage.self,
        SpringsPage.self, GroupsPage.self, TransitionsPage.self, ShapeStrokePage.self, GradientsPage.self,
        ShadowsPage.self, CardFlipPage.self, PropertyAnimatorPage.self, GesturesPage.self,
        ReplicatorPage.self, MasksPage.self, TextLayersPage.self, DynamicsPage.self, ParticlesPage.self,
        AutoLayoutPage.self, CollectionViewPage.self, CircularRevealPage.self, DimmingPresentationPage.self,
        TextEntryPage.self, BlurPage.self, ControlsPage.self, PickersPage.self, TiledMapPage.self,
    ]

    /// The page index `--page` names: a number from 1 or a word of a page's name ("springs"); nil when none fits.
    static func pageIndex(named text: String) -> Int? {
        if let number = Int(text) { return pages.indices.contains(number - 1) ? number - 1 : nil }
        let word = text.lowercased()
        guard !word.isEmpty else { return nil }
        return pages.firstIndex { $0.name.lowercased().split(separator: " ").contains { $0.hasPrefix(word) } }
    }

    private(set) var pageIndex: Int
    private(set) var page: GalleryPage?
    private let titleLabel = UILabel()
    private let apiLabel = UILabel()
    private let hintLabel = UILabel()
    private let pageArea = UIView()
    private(set) var previousButton: UIButton!
    private(set) var nextButton: UIButton!
    private(set) var dots: [UIButton] = []
    private var dotMarks: [CALayer] = []

    static let headerHeight: CGFloat = 92
    static let footerHeight: CGFloat = 56

    init(firstPage: Int = 0) {
        pageIndex = min(max(firstPage, 0), GalleryViewController.pages.count - 1)
        super.init(nibName: nil, bundle: nil)
    }

    required convenience init() {
        self.init(firstPage: 0)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        view.backgroundColor = GalleryPalette.background
        titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
        titleLabel.textColor = GalleryPalette.text
        apiLabel.font = UIFont(name: "monospace", size: 14) ?? .systemFont(ofSize: 14)
        apiLabel.textColor = GalleryPalette.api
        hintLabel.font = .systemFont(ofSize: 13)
        hintLabel.textColor = GalleryPalette.secondaryText
        pageArea.clipsToBounds = true
        for subview in [titleLabel, apiLabel, hintLabel, pageArea] { view.addSubview(subview) }

        previousButton = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.showPage(at: (self?.pageIndex ?? 0) - 1) })
        previousButton.setTitle("‹ Previous", for: .normal)
        nextButton = UIButton(type: .system, primaryAction: UIAction { [weak self] _ in self?.showPage(at: (self?.pageIndex ?? 0) + 1) })
        nextButton.setTitle("Next ›", for: .normal)
        for button in [previousButton!, nextButton!] {
            button.tintColor = GalleryPalette.api
            view.addSubview(button)
        }
        for index in GalleryViewController.pages.indices {
            let dot = UIButton(type: .custom, primaryAction: UIAction { [weak self] _ in self?.showPage(at: index) })
            dot.accessibilityLabel = "Page \(index + 1): \(GalleryViewController.pages[index].name)"
            let mark = CALayer()
            mark.frame = CGRect(x: 5, y: 5, width: 8, height: 8)
            mark.cornerRadius = 4
            dot.layer.addSublayer(mark)
            dotMarks.append(mark)
            view.addSubview(dot)
            dots.append(dot)
        }
        showPage(at: pageIndex)
    }

    override func viewDidAppear(_ animated: Bool) {
        becomeFirstResponder()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        let header = GalleryViewController.headerHeight, footer = GalleryViewController.footerHeight
        titleLabel.frame = CGRect(x: 20, y: 12, width: bounds.width - 40, height: 30)
        apiLabel.frame = CGRect(x: 20, y: 44, width: bounds.width - 40, height: 20)
        hintLabel.frame = CGRect(x: 20, y: 66, width: bounds.width - 40, height: 18)
        pageArea.frame = CGRect(x: 0, y: header, width: bounds.width, height: max(0, bounds.height - header - footer))
        page?.frame = pageArea.bounds
        let buttonY = bounds.height - footer + 8
        previousButton.frame = CGRect(x: 12, y: buttonY, width: 120, height: 40)
        nextButton.frame = CGRect(x: bounds.width - 132, y: buttonY, width: 120, height: 40)
        // The dots close up to fit between the buttons of a narrow window.
        let spacing = max(10, min(18, (bounds.width - 2 * 136) / CGFloat(max(dots.count, 1))))
        let dotsWidth = CGFloat(dots.count) * spacing
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: bounds.midX - dotsWidth / 2 + CGFloat(index) * spacing, y: buttonY + 11, width: spacing, height: 18)
            dotMarks[index].frame = CGRect(x: (spacing - 8) / 2, y: 5, width: 8, height: 8)
        }
        CATransaction.commit()
    }

    /// Shows page `index` (clamped to the pages there are), made anew so that it starts from its beginning.
    func showPage(at index: Int) {
        let index = min(max(index, 0), GalleryViewController.pages.count - 1)
        guard index != pageIndex || page == nil else { return }
        pageIndex = index
        page?.removeFromSuperview()
        let type = GalleryViewController.pages[index]
        let page = type.init(frame: pageArea.bounds)
        page.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pageArea.addSubview(page)
        self.page = page
        titleLabel.text = "\(index + 1). \(type.name)"
        titleLabel.accessibilityTraits = .header
        apiLabel.text = type.api
        hintLabel.text = type.hint
        previousButton.isEnabled = index > 0
        nextButton.isEnabled = index < GalleryViewController.pages.count - 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (dotIndex, mark) in dotMarks.enumerated() {
            mark.backgroundColor = (dotIndex == index ? GalleryPalette.text : GalleryPalette.guide).cgColor
        }
        CATransaction.commit()
        // A screen reader says which page came, as VoiceOver users expect of a paged view.
        UIAccessibility.post(notification: .announcement, argument: "Page \(index + 1) of \(GalleryViewController.pages.count): \(type.name)")
    }

    /// The Left and Right arrow keys page back and forth.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch presses.first?.key?.keysymName {
        case "Left": showPage(at: pageIndex - 1)
        case "Right": showPage(at: pageIndex + 1)
        default: super.pressesBegan(presses, with: event)
        }
    }
}
