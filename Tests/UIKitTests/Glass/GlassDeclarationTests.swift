@testable import UIKit
import XCTest

/// iOS 26's Liquid Glass declarations: the glass and container effects as copyable values, the scroll edge effect
/// styles, the glass button configurations and the bar button item members.
final class GlassDeclarationTests: XCTestCase {
    func testGlassEffectsAreMutableValuesAnEffectViewCopies() {
        onMainActor {
            let glass = UIGlassEffect(style: .clear)
            XCTAssertEqual(UIGlassEffect.Style.regular.rawValue, 0)
            XCTAssertEqual(UIGlassEffect.Style.clear.rawValue, 1)
            XCTAssertNil(glass.tintColor)
            XCTAssertFalse(glass.isInteractive)
            XCTAssertEqual(UIGlassEffect().style, .regular)
            glass.tintColor = .systemBlue
            glass.isInteractive = true
            let view = UIVisualEffectView(effect: glass)
            XCTAssertFalse(view.effect === glass, "the view keeps a copy")
            XCTAssertEqual(view.effect, glass)
            glass.isInteractive = false
            XCTAssertEqual((view.effect as? UIGlassEffect)?.isInteractive, true, "a later change does not reach the copy")
            XCTAssertNotEqual(view.effect, glass)

            let container = UIGlassContainerEffect()
            XCTAssertEqual(container.spacing, 0)
            container.spacing = 12
            XCTAssertEqual((container.copy() as? UIGlassContainerEffect)?.spacing, 12)
            let containerView = UIVisualEffectView(effect: container)
            XCTAssertEqual(containerView.backdropView.backdropLayer.blurRadius, 0, "a container draws no glass itself")
        }
    }

    func testScrollViewsHaveAnEdgeEffectPerEdge() {
        onMainActor {
            let scrollView = UIScrollView()
            let effects = [scrollView.topEdgeEffect, scrollView.leftEdgeEffect, scrollView.bottomEdgeEffect, scrollView.rightEdgeEffect]
            XCTAssertEqual(Set(effects.map(ObjectIdentifier.init)).count, 4)
            XCTAssertTrue(scrollView.topEdgeEffect === scrollView.topEdgeEffect)
            XCTAssertEqual(scrollView.topEdgeEffect.style, .automatic)
            XCTAssertFalse(scrollView.topEdgeEffect.isHidden)
            scrollView.bottomEdgeEffect.style = .hard
            XCTAssertEqual(scrollView.bottomEdgeEffect.style, UIScrollEdgeEffect.Style.hard)
            XCTAssertNotEqual(UIScrollEdgeEffect.Style.soft, UIScrollEdgeEffect.Style.hard)
        }
    }

    func testGlassButtonConfigurationsShowGlassInACapsule() {
        onMainActor {
            let cases: [(UIButton.Configuration, UIGlassEffect.Style)] = [
                (.glass(), .regular), (.prominentGlass(), .regular), (.clearGlass(), .clear), (.prominentClearGlass(), .clear),
            ]
            for (configuration, style) in cases {
                XCTAssertEqual((configuration.background.visualEffect as? UIGlassEffect)?.style, style)
                XCTAssertEqual(configuration.cornerStyle, .capsule)
            }
            XCTAssertNotEqual(UIButton.Configuration.glass(), .prominentGlass())
        }
    }

    func testBarButtonItemsKnowTheProminentStyleAndSharedBackgrounds() {
        onMainActor {
            let item = UIBarButtonItem(title: "Save", style: .prominent)
            XCTAssertEqual(item.style, .done, "done is the prominent style's former name")
            XCTAssertEqual(UIBarButtonItem.Style.prominent.rawValue, 2)
            XCTAssertTrue(item.sharesBackground)
            XCTAssertFalse(item.hidesSharedBackground)
            item.hidesSharedBackground = true
            item.sharesBackground = false
            XCTAssertTrue(item.hidesSharedBackground)
            XCTAssertFalse(item.sharesBackground)
        }
    }

    func testABackgroundExtensionViewPlacesItsContentInTheSafeArea() {
        onMainActor {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let controller = UIViewController()
            controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 80, bottom: 0, right: 0)
            window.rootViewController = controller
            controller.view.frame = window.bounds
            let extensionView = UIBackgroundExtensionView()
            XCTAssertNil(extensionView.contentView)
            XCTAssertTrue(extensionView.automaticallyPlacesContentView)
            extensionView.frame = controller.view.bounds
            controller.view.addSubview(extensionView)
            let content = UIView()
            content.backgroundColor = .systemTeal
            extensionView.contentView = content
            window.layoutIfNeeded()
            XCTAssertEqual(extensionView.safeAreaInsets.left, 80)
            XCTAssertTrue(content.superview === extensionView)
            XCTAssertEqual(content.frame, CGRect(x: 80, y: 0, width: 220, height: 200))
            extensionView.automaticallyPlacesContentView = false
            content.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            window.layoutIfNeeded()
            XCTAssertEqual(content.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
            extensionView.contentView = nil
            XCTAssertNil(content.superview)
        }
    }
}
