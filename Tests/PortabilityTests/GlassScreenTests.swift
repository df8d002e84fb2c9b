import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A now-playing screen as iOS 26 code writes it: artwork colours under a scrolling list whose top edge fades, a
/// floating glass player bar shaped as a capsule with a concentric glass play button inside it, glass and prominent
/// glass buttons, and the bar materializing when a track is picked.
final class NowPlayingViewController: UIViewController {
    let listView = UIScrollView()
    let playerBar = UIVisualEffectView()
    let playButton = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
    let shuffleButton = UIButton(configuration: .glass())
    let playAllButton = UIButton(configuration: .prominentGlass())
    let sidebarBackground = UIBackgroundExtensionView()

    private let rows = (0..<12).map { _ in UIView() }
    private let buttons = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo

        let artwork = UIView()
        artwork.backgroundColor = .systemOrange
        sidebarBackground.contentView = artwork
        view.addSubview(sidebarBackground)

        listView.topEdgeEffect.style = .soft
        listView.bottomEdgeEffect.isHidden = true
        for (index, row) in rows.enumerated() {
            row.backgroundColor = index % 2 == 0 ? .systemPink : .systemTeal
            row.cornerConfiguration = .corners(radius: .fixed(14))
            listView.addSubview(row)
        }
        view.addSubview(listView)

        var shuffle = UIButton.Configuration.glass()
        shuffle.title = "Shuffle"
        shuffleButton.configuration = shuffle
        var playAll = UIButton.Configuration.prominentGlass()
        playAll.title = "Play All"
        playAllButton.configuration = playAll
        buttons.addArrangedSubview(shuffleButton)
        buttons.addArrangedSubview(playAllButton)
        buttons.spacing = 12
        buttons.distribution = .fillEqually
        buttons.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(buttons)
        NSLayoutConstraint.activate([
            buttons.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            buttons.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            buttons.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])

        playerBar.cornerConfiguration = .capsule()
        view.addSubview(playerBar)
        playButton.cornerConfiguration = .uniformCorners(radius: .containerConcentric(minimum: 12))
        playerBar.contentView.addSubview(playButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        sidebarBackground.frame = bounds
        listView.frame = bounds
        listView.contentSize = CGSize(width: bounds.width, height: 900)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 16, y: CGFloat(index) * 72 + 16, width: bounds.width - 32, height: 56)
        }
        playerBar.frame = CGRect(x: 16, y: bounds.height - 88, width: bounds.width - 32, height: 64)
        playButton.frame = CGRect(x: 8, y: 8, width: 48, height: 48)
    }

    /// Picking a track materializes the player bar.
    func showPlayer() {
        let glass = UIGlassEffect()
        glass.isInteractive = true
        UIView.animate(withDuration: 0.4) {
            self.playerBar.effect = glass
        }
    }
}

/// A glass card as a subclass, the way an app packages its own glass: it overrides the designated initializer.
final class GlassCardView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
        super.init(effect: effect ?? UIGlassEffect(style: .regular))
        cornerConfiguration = .uniformCorners(radius: .fixed(20))
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class GlassScreenTests: XCTestCase {
    func testAGlassCardSubclassStartsAsGlass() {
        MainActor.assumeIsolated {
            let card = GlassCardView(effect: nil)
            card.frame = CGRect(x: 0, y: 0, width: 200, height: 120)
            XCTAssertTrue(card.effect is UIGlassEffect)
            XCTAssertEqual(card.effectiveRadius(corner: .bottomRight), 20)
        }
    }

    func testThePlayerBarMaterializesAndItsButtonIsConcentric() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let (controller, _) = Self.show(NowPlayingViewController())
            XCTAssertNil(controller.playerBar.effect)
            controller.showPlayer()
            clock.advance(by: 0.5)
            XCTAssertTrue(controller.playerBar.effect is UIGlassEffect)
            XCTAssertEqual(controller.playerBar.effectiveRadius(corner: .allCorners), 32, "a capsule 64 points tall")
            XCTAssertEqual(controller.playButton.effectiveRadius(corner: .topLeft), 24, "32 less its 8 point inset")
            XCTAssertEqual(controller.shuffleButton.currentTitle, "Shuffle")
            XCTAssertEqual(controller.shuffleButton.frame.width, controller.playAllButton.frame.width)
            XCTAssertEqual(controller.playAllButton.frame.height, 44)
        }
    }

    func testTheScreenLooksAsOnIOS() throws {
        let image = MainActor.assumeIsolated { () -> CGImage? in
            let clock = installManualClock()
            let (controller, window) = Self.show(NowPlayingViewController())
            controller.listView.contentOffset = CGPoint(x: 0, y: 40)
            controller.showPlayer()
            clock.advance(by: 1)
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            return renderer.image
        }
        assertSnapshot(try XCTUnwrap(image), named: "nowPlaying")
    }

    /// `controller` as the root of a 320 × 400 window, laid out.
    @MainActor
    private static func show(_ controller: NowPlayingViewController) -> (NowPlayingViewController, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window.rootViewController = controller
        controller.view.frame = window.bounds
        window.layoutIfNeeded()
        return (controller, window)
    }
}
