import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A connection screen as an iOS 17 app writes one with SF Symbol effects: the Wi-Fi symbol's layers light in turn
/// while it searches, the result replaces it Down-Up and bounces once in, a like button bounces its heart, a mute
/// item in the navigation bar swaps its speaker Off-Up, and the signal hides and comes back.
final class ConnectionStatusViewController: UIViewController {
    let signalView = UIImageView(image: UIImage(systemName: "wifi"))
    let likeButton = UIButton(type: .system)
    private(set) var isSearching = false
    private(set) var isMuted = false
    private(set) var likes = 0
    private(set) var resultShown = false

    lazy var muteItem = UIBarButtonItem(title: nil, image: UIImage(systemName: "speaker.wave.2"), primaryAction: UIAction { [weak self] _ in
        self?.toggleMute()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Network"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = muteItem

        signalView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 40)
        signalView.tintColor = .systemBlue
        signalView.contentMode = .center
        signalView.frame = CGRect(x: 40, y: 120, width: 60, height: 60)
        view.addSubview(signalView)

        likeButton.setImage(UIImage(systemName: "heart"), for: .normal)
        likeButton.frame = CGRect(x: 160, y: 120, width: 60, height: 60)
        likeButton.addAction(UIAction { [weak self] _ in self?.like() }, for: .touchUpInside)
        view.addSubview(likeButton)
    }

    func startSearching() {
        isSearching = true
        signalView.addSymbolEffect(.variableColor.iterative.reversing, options: .repeating)
    }

    func finishSearching(connected: Bool) {
        isSearching = false
        signalView.removeSymbolEffect(ofType: .variableColor)
        let result = UIImage(systemName: connected ? "wifi" : "wifi.slash")!
        signalView.setSymbolImage(result, contentTransition: .replace.downUp) { [weak self] context in
            guard context.isFinished else { return }
            self?.resultShown = true
            self?.signalView.addSymbolEffect(.bounce.up.byLayer)
        }
    }

    func like() {
        likes += 1
        likeButton.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        likeButton.imageView?.addSymbolEffect(.bounce.up.byLayer)
    }

    func toggleMute() {
        isMuted.toggle()
        let speaker = UIImage(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")!
        muteItem.setSymbolImage(speaker, contentTransition: .replace.offUp)
    }

    func hideSignal() {
        signalView.addSymbolEffect(.disappear)
    }

    func showSignal() {
        signalView.addSymbolEffect(.appear)
    }

    func waitForIt() {
        signalView.addSymbolEffect(.pulse, options: .repeat(3).speed(2))
    }
}

final class SymbolEffectsPortabilityTests: XCTestCase {
    func testTheConnectionScreenAnimatesItsSymbols() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            let screen = ConnectionStatusViewController()
            window.rootViewController = UINavigationController(rootViewController: screen)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            let context = CAContext.current
            func shown(_ view: UIView?) -> CALayer? { view?.layer.presentation() }

            screen.startSearching()
            context.advance(by: 0.3)
            XCTAssertEqual(Double(shown(screen.signalView)?.opacity ?? 0), 1, accuracy: 1e-4, "the first layer lit")
            context.advance(by: 0.1)
            XCTAssertLessThan(shown(screen.signalView)?.opacity ?? 1, 1)

            screen.finishSearching(connected: false)
            context.advance(by: 0.4)
            XCTAssertTrue(screen.resultShown)
            XCTAssertTrue(screen.signalView.image?.isSymbolImage ?? false)
            context.advance(by: 0.15)
            XCTAssertEqual(Double(shown(screen.signalView)?.transform.m11 ?? 0), 1.18, accuracy: 1e-6, "the result bounces in")

            screen.likeButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(screen.likes, 1)
            context.advance(by: 0.15)
            XCTAssertEqual(Double(shown(screen.likeButton.imageView)?.transform.m11 ?? 0), 1.18, accuracy: 1e-6)

            screen.toggleMute()
            XCTAssertTrue(screen.isMuted)
            context.advance(by: 0.25)

            screen.hideSignal()
            context.advance(by: 0.3)
            XCTAssertEqual(Double(shown(screen.signalView)?.opacity ?? 1), 0, accuracy: 1e-6)
            screen.showSignal()
            context.advance(by: 0.3)
            XCTAssertEqual(Double(shown(screen.signalView)?.opacity ?? 0), 1, accuracy: 1e-6)

            screen.waitForIt()
            context.advance(by: 0.25)
            XCTAssertEqual(Double(shown(screen.signalView)?.opacity ?? 1), 0.35, accuracy: 1e-3, "twice as fast")
            context.advance(by: 1.5)
            XCTAssertEqual(Double(shown(screen.signalView)?.opacity ?? 0), 1, accuracy: 1e-6, "three pulses, then still")
            renderer.renderFrame()
        }
    }
}
