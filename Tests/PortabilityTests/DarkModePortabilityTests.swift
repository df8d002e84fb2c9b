import QuartzCore
import TestSupport
import UIKit
import XCTest

/// Dark-mode code as iOS 13–17 apps write it, compiled unchanged: a themed card resolving its layer colours in
/// `traitCollectionDidChange`, an iOS 17 registration with `(self: Self, …)`, a controller forcing light mode and
/// a dynamic colour of the app's own.
final class DarkModePortabilityTests: XCTestCase {
    static let cardFill = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.15, alpha: 1) : UIColor(white: 0.95, alpha: 1)
    }

    final class ThemedCard: UIView {
        private let border = CAShapeLayer()
        private(set) var registrationsHeard = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(border)
            backgroundColor = DarkModePortabilityTests.cardFill
            applyColors()
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.registrationsHeard += 1
            }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
                applyColors()
            }
        }

        private func applyColors() {
            border.strokeColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }

        var borderColor: CGColor? { border.strokeColor }
    }

    final class AlwaysLightController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            overrideUserInterfaceStyle = .light
        }
    }

    func testAThemedCardFollowsTheStyleAndALightControllerHoldsIt() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let card = ThemedCard(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(card)
            let light = AlwaysLightController()
            window.addSubview(light.view)
            let lightCard = ThemedCard(frame: .zero)
            light.view.addSubview(lightCard)
            let renderer = OffscreenRenderer(window: window)
            let before = card.borderColor
            window.overrideUserInterfaceStyle = .dark
            renderer.renderFrame()
            XCTAssertEqual(card.traitCollection.userInterfaceStyle, .dark)
            XCTAssertNotEqual(card.borderColor, before, "the border was resolved again")
            XCTAssertEqual(card.layer.backgroundColor, Self.cardFill.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
            XCTAssertEqual(card.registrationsHeard, 1)
            XCTAssertEqual(lightCard.traitCollection.userInterfaceStyle, .light, "the controller holds light mode")
            XCTAssertEqual(lightCard.registrationsHeard, 0)
            var inside: UIUserInterfaceStyle = .unspecified
            card.traitCollection.performAsCurrent { inside = UITraitCollection.current.userInterfaceStyle }
            XCTAssertEqual(inside, .dark)
        }
    }
}
