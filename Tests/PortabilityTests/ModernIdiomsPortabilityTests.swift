import QuartzCore
import TestSupport
import UIKit
import XCTest

final class FollowProfileViewController: UIViewController {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let followButton = UIButton(configuration: .filled())
    let messageField = UITextField()
    let card = UIView()
    var isFollowing = false
    var traitChanges = 0
    var registration: UITraitChangeRegistration?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .white }
        let symbol = UIImage.SymbolConfiguration(pointSize: 48, weight: .semibold, scale: .large)
            .applying(UIImage.SymbolConfiguration(paletteColors: [.white, .systemBlue]))
        avatar.image = UIImage(systemName: "person.crop.circle.fill", withConfiguration: symbol)
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(hierarchicalColor: .systemPink)
        let multicolor = UIImage.SymbolConfiguration.preferringMulticolor()
        _ = UIImage(systemName: "cloud.sun.rain.fill")?.applyingSymbolConfiguration(multicolor)
        nameLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold), maximumPointSize: 40)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.text = "Ada Lovelace"
        let spacing = UIFontMetrics.default.scaledValue(for: 12)
        let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, followButton, messageField])
        stack.axis = .vertical
        stack.spacing = spacing
        stack.setCustomSpacing(24, after: nameLabel)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            view.keyboardLayoutGuide.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: stack.bottomAnchor, multiplier: 1),
        ])
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        configuration.image = UIImage(systemName: "plus")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 8
        configuration.cornerStyle = .capsule
        configuration.buttonSize = .large
        configuration.baseBackgroundColor = .systemIndigo
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
            return outgoing
        }
        followButton.configuration = configuration
        followButton.addAction(UIAction { [weak self] _ in self?.toggleFollow() }, for: .touchUpInside)
        followButton.configurationUpdateHandler = { [weak self] button in
            guard let self = self else { return }
            var updated = button.configuration
            updated?.title = self.isFollowing ? "Following" : "Follow"
            updated?.image = UIImage(systemName: self.isFollowing ? "checkmark" : "plus")
            updated?.showsActivityIndicator = false
            button.configuration = updated
        }
        followButton.toolTip = "Follow Ada"
        followButton.addInteraction(UIToolTipInteraction(defaultToolTip: "Follow"))
        followButton.isPointerInteractionEnabled = true
        messageField.placeholder = "Message"
        messageField.borderStyle = .roundedRect
        let hover = UIHoverGestureRecognizer()
        hover.addAction { recognizer in _ = recognizer.state }
        avatar.addGestureRecognizer(hover)
        avatar.isUserInteractionEnabled = true
        registration = registerForTraitChanges([UITraitUserInterfaceStyle.self, UITraitPreferredContentSizeCategory.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.traitChanges += 1
        }
        card.frame = CGRect(x: 20, y: 300, width: 100, height: 60)
        view.addSubview(card)
    }

    func toggleFollow() {
        isFollowing.toggle()
        followButton.setNeedsUpdateConfiguration()
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: [.allowUserInteraction]) {
            self.card.transform = self.isFollowing ? CGAffineTransform(scaleX: 1.1, y: 1.1) : .identity
        } completion: { _ in }
    }

    func bounceCard() -> UIViewPropertyAnimator {
        let timing = UISpringTimingParameters(dampingRatio: 0.6, initialVelocity: CGVector(dx: 0, dy: 2))
        let animator = UIViewPropertyAnimator(duration: 0.6, timingParameters: timing)
        animator.addAnimations { self.card.center.y -= 40 }
        animator.addCompletion { position in if position == .end { self.card.center.y += 40 } }
        animator.startAnimation()
        let spring = CASpringAnimation(perceptualDuration: 0.4, bounce: 0.2)
        spring.keyPath = "transform.scale"
        spring.fromValue = 0.9
        spring.toValue = 1
        spring.duration = spring.settlingDuration
        card.layer.add(spring, forKey: "pop")
        _ = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { self.card.alpha = 0.9 }
        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: { self.card.alpha = 1 })
        return animator
    }
}

final class FeaturedCarouselViewController: UIViewController {
    enum Section: Int, CaseIterable { case featured, folders }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var scales: [IndexPath: CGFloat] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { [weak self] index, environment in
            guard let section = Section(rawValue: index) else { return nil }
            switch section {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(160)), subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 10
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    let center = offset.x + environment.container.contentSize.width / 2
                    for item in items {
                        let distance = abs(item.frame.midX - center)
                        let scale = max(0.85, 1 - distance / environment.container.contentSize.width)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                        self?.scales[item.indexPath] = scale
                    }
                }
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header]
                section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
                return section
            case .folders:
                var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
                list.headerMode = .firstItemInSection
                return NSCollectionLayoutSection.list(using: list, layoutEnvironment: environment)
            }
        }
        layout.register(UICollectionReusableView.self, forDecorationViewOfKind: "background")
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, title in
            var content = UIListContentConfiguration.valueCell()
            content.text = title
            content.secondaryText = "\(indexPath.item)"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
            cell.accessories = indexPath.item == 0 && indexPath.section == 1 ? [.outlineDisclosure(options: .init(style: .header))] : []
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                background.backgroundColor = state.isSelected ? .systemBlue : .secondarySystemBackground
                cell.backgroundConfiguration = background
            }
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = "Featured"
            view.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, title in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["One", "Two", "Three"], toSection: .featured)
        dataSource.apply(snapshot, animatingDifferences: false)
        var folders = NSDiffableDataSourceSectionSnapshot<String>()
        folders.append(["Folders"])
        folders.append(["Work", "Home"], to: "Folders")
        folders.expand(["Folders"])
        dataSource.apply(folders, to: .folders, animatingDifferences: false)
        dataSource.sectionSnapshotHandlers.willCollapseItem = { _ in }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in true }
        var again = dataSource.snapshot()
        again.reconfigureItems(["One"])
        dataSource.apply(again, animatingDifferences: true)
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
        contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        setContentScrollView(collectionView, for: .top)
    }
}

final class FiltersAndInvoiceViewController: UIViewController {
    func presentFilters() {
        let filters = UIViewController()
        filters.modalPresentationStyle = .pageSheet
        if let sheet = filters.sheetPresentationController {
            let small = UISheetPresentationController.Detent.Identifier("small")
            sheet.detents = [.custom(identifier: small) { context in context.maximumDetentValue * 0.25 }, .medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.preferredCornerRadius = 24
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.prefersScrollingExpandsWhenScrolledToEdge = false
            sheet.animateChanges { sheet.selectedDetentIdentifier = small }
        }
        present(filters, animated: true)
    }

    func makeInvoice() -> Data {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle as String: "Invoice", kCGPDFContextAuthor as String: "Shop"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792), format: format)
        return renderer.pdfData { context in
            context.beginPage()
            let title = NSAttributedString(string: "Invoice #42", attributes: [.font: UIFont.boldSystemFont(ofSize: 24)])
            title.draw(at: CGPoint(x: 72, y: 72))
            context.cgContext.setStrokeColor(UIColor.gray.cgColor)
            context.cgContext.stroke(CGRect(x: 72, y: 110, width: 468, height: 1))
            UIImage(systemName: "star.fill")?.draw(in: CGRect(x: 500, y: 60, width: 32, height: 32))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 792, height: 612), pageInfo: [:])
        }
    }
}

/// iOS 15–17 idioms compiled unchanged and run offscreen on the manual clock: a profile with a configured follow
/// button, symbol configurations, scaled metrics, the keyboard guide, springs and a trait registration; a paging
/// carousel (its visible-items handler compiles but is not called here) beside an outline list; a sheet with a
/// custom detent; a PDF invoice.
final class ModernIdiomsPortabilityTests: XCTestCase {
    func testTheFollowButtonUpdatesItsConfigurationAndTheCardSpringsOnTheClock() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let profile = FollowProfileViewController()
            window.rootViewController = profile
            profile.view.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(profile.followButton.configuration?.title, "Follow")
            profile.followButton.sendActions(for: .touchUpInside)
            profile.followButton.layoutIfNeeded()
            XCTAssertEqual(profile.followButton.configuration?.title, "Following", "the update handler ran")
            XCTAssertEqual(profile.card.transform.a, 1.1, accuracy: 0.001, "the model is at the spring's end at once")
            clock.advance(by: 0.1)
            renderer.renderFrame()
            let early = profile.card.layer.presentation()?.transform.m11 ?? 0
            XCTAssertGreaterThan(early, 1)
            XCTAssertLessThan(early, 1.1 + 0.05)
            clock.advance(by: 2)
            renderer.renderFrame()
            XCTAssertEqual(profile.card.layer.presentation()?.transform.m11 ?? 0, 1.1, accuracy: 0.001)

            let animator = profile.bounceCard()
            XCTAssertTrue(animator.isRunning)
            XCTAssertNotNil(profile.card.layer.animation(forKey: "pop"))
            clock.advance(by: 3)
            renderer.renderFrame()
            XCTAssertFalse(animator.isRunning)
            XCTAssertEqual(profile.card.center.y, 330, accuracy: 0.01, "the completion put the card back")

            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 12), profile.view.subviews.compactMap { $0 as? UIStackView }.first?.spacing ?? 0,
                           accuracy: 0.01)
            let changesBefore = profile.traitChanges
            profile.traitOverrides.userInterfaceStyle = .dark
            profile.view.layoutIfNeeded()
            XCTAssertEqual(profile.traitChanges, changesBefore + 1, "the registration heard the style change")
            XCTAssertEqual(UIFont.systemFont(ofSize: 34, weight: .bold, width: .expanded).pointSize, 34)
            XCTAssertEqual(UIFont.Width.condensed.rawValue, -0.2)
        }
    }

    func testTheCarouselLaysOutItsPagesAndTheOutlineListExpands() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let carousel = FeaturedCarouselViewController()
            window.rootViewController = carousel
            carousel.view.layoutIfNeeded()
            OffscreenRenderer(window: window).renderFrame()
            XCTAssertEqual(carousel.collectionView.numberOfItems(inSection: 0), 3)
            let featured = carousel.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame ?? .zero
            XCTAssertEqual(featured.width, 256, accuracy: 0.5, "a page is 80% of the width")
            let snapshot = carousel.dataSource.snapshot(for: .folders)
            XCTAssertEqual(snapshot.visibleItems, ["Folders", "Work", "Home"])
            XCTAssertTrue(snapshot.isExpanded("Folders"))
        }
    }

    func testTheFiltersSheetResolvesItsCustomDetentAndTheInvoiceHasTwoPages() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let host = FiltersAndInvoiceViewController()
            window.rootViewController = host
            host.view.layoutIfNeeded()
            host.presentFilters()
            let sheet = host.presentedViewController?.sheetPresentationController
            XCTAssertEqual(sheet?.detents.count, 3)
            XCTAssertEqual(sheet?.selectedDetentIdentifier?.rawValue, "small")
            XCTAssertEqual(sheet?.preferredCornerRadius, 24)

            let pdf = host.makeInvoice()
            XCTAssertEqual(String(decoding: pdf.prefix(5), as: UTF8.self), "%PDF-")
            let text = String(decoding: pdf, as: UTF8.self)
            let pages = try! NSRegularExpression(pattern: "/Type\\s*/Page(?![a-zA-Z])")
            XCTAssertEqual(pages.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text)), 2)
            XCTAssertTrue(text.contains("Invoice"), "the title is in the document's info")
        }
    }
}
