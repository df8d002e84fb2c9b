import QuartzCore
@testable import UIKit
import XCTest

/// Replacing one symbol with another: Down-Up shrinks the old symbol away in 0.15 s, then grows the new one in over
/// 0.25 s; Off-Up shows the new one growing at once; the image is the new one from the start; a bar button item's
/// button keeps its place while its symbol is replaced.
final class SymbolContentTransitionTests: XCTestCase {
    @MainActor
    private static func shownContents(_ view: UIImageView) -> CGImage? {
        view.layer.contents.map { $0 as! CGImage }
    }

    func testDownUpShrinksTheOldSymbolAwayThenGrowsTheNewOneIn() throws {
        try onMainActor {
            let rig = SymbolEffectRig()
            let old = try XCTUnwrap(Self.shownContents(rig.imageView))
            let wifi = try XCTUnwrap(UIImage(systemName: "wifi"))
            rig.imageView.setSymbolImage(wifi, contentTransition: .replace.downUp, completion: rig.record)
            XCTAssertTrue(rig.imageView.image === wifi, "the image is the new one at once")
            XCTAssertTrue(Self.shownContents(rig.imageView) === old, "the old symbol shows while it leaves")
            rig.advance(by: 0.075)
            XCTAssertEqual(rig.scale, 1 - 0.5 * SymbolEffectRig.eased(.easeIn, 0.5), accuracy: 1e-3)
            XCTAssertEqual(rig.opacity, 1 - SymbolEffectRig.eased(.easeIn, 0.5), accuracy: 1e-3)
            rig.advance(by: 0.075)
            XCTAssertFalse(Self.shownContents(rig.imageView) === old, "the new symbol once the old one has gone")
            XCTAssertNotNil(Self.shownContents(rig.imageView))
            rig.advance(by: 0.125)
            XCTAssertEqual(rig.scale, 0.5 + 0.5 * SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3)
            XCTAssertEqual(rig.opacity, SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3)
            XCTAssertTrue(rig.completions.isEmpty)
            rig.advance(by: 0.125)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
            XCTAssertTrue(rig.completions.first?.effect is ReplaceSymbolEffect)
            XCTAssertEqual(rig.scale, 1, accuracy: 1e-9)
            XCTAssertTrue(rig.effectKeys.isEmpty)
        }
    }

    func testOffUpShowsTheNewSymbolGrowingAtOnce() throws {
        try onMainActor {
            let rig = SymbolEffectRig()
            let old = try XCTUnwrap(Self.shownContents(rig.imageView))
            rig.imageView.setSymbolImage(UIImage(systemName: "star")!, contentTransition: .replace.offUp, completion: rig.record)
            XCTAssertFalse(Self.shownContents(rig.imageView) === old)
            rig.advance(by: 0.125)
            XCTAssertEqual(rig.scale, 0.5 + 0.5 * SymbolEffectRig.eased(.easeOut, 0.5), accuracy: 1e-3)
            rig.advance(by: 0.125)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true])
        }
    }

    func testUpUpGrowsTheOldSymbolAwayAndMagicAndAutomaticReplaceAsTheirFallback() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.setSymbolImage(UIImage(systemName: "star")!, contentTransition: .replace.upUp)
            rig.advance(by: 0.15 - 1e-6)
            XCTAssertEqual(rig.scale, 1.3, accuracy: 1e-3)
            rig.advance(by: 0.3)
            rig.imageView.setSymbolImage(UIImage(systemName: "heart")!, contentTransition: .replace.magic(fallback: .replace.offUp), completion: rig.record)
            rig.advance(by: 0.25)
            rig.imageView.setSymbolImage(UIImage(systemName: "bell")!, contentTransition: .automatic, completion: rig.record)
            rig.advance(by: 0.075)
            XCTAssertLessThan(rig.scale, 1, "Down-Up")
            rig.advance(by: 0.4)
            XCTAssertEqual(rig.completions.map(\.isFinished), [true, true])
            XCTAssertTrue(rig.completions.first?.effect is ReplaceSymbolEffect.MagicReplace)
            XCTAssertTrue(rig.completions.last?.effect is AutomaticSymbolEffect)
        }
    }

    func testASecondReplacementStopsTheFirst() {
        onMainActor {
            let rig = SymbolEffectRig()
            rig.imageView.setSymbolImage(UIImage(systemName: "star")!, contentTransition: .replace, completion: rig.record)
            rig.advance(by: 0.05)
            rig.imageView.setSymbolImage(UIImage(systemName: "bell")!, contentTransition: .replace, options: .speed(2), completion: rig.record)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false])
            rig.advance(by: 0.2)
            XCTAssertEqual(rig.completions.map(\.isFinished), [false, true], "twice as fast: 0.2 s")
        }
    }

    func testABarButtonItemReplacesItsSymbolInItsButtonAndScales() throws {
        try onMainActor {
            let rig = SymbolEffectRig()
            let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
            rig.window.addSubview(bar)
            let item = UIBarButtonItem(image: UIImage(systemName: "wifi"), style: .plain)
            let navigationItem = UINavigationItem(title: "Net")
            navigationItem.rightBarButtonItem = item
            bar.setItems([navigationItem], animated: false)
            bar.layoutIfNeeded()
            let button = try XCTUnwrap(item.shownView as? UIButton)
            let imageView = try XCTUnwrap(button.imageView)
            let old = imageView.layer.contents.map { $0 as! CGImage }
            let slash = UIImage(systemName: "wifi.slash")!
            item.setSymbolImage(slash, contentTransition: .replace.downUp)
            XCTAssertTrue(item.image === slash)
            XCTAssertTrue(item.shownView === button, "the bar keeps its button")
            XCTAssertTrue(imageView.layer.contents.map { $0 as! CGImage } === old)
            rig.advance(by: 0.4)
            XCTAssertFalse(imageView.layer.contents.map { $0 as! CGImage } === old)
            item.addSymbolEffect(.scale.up)
            rig.advance(by: 0.3)
            XCTAssertEqual(imageView.layer.presentation()?.transform.m11 ?? 0, 1.2, accuracy: 1e-6)
            item.removeSymbolEffect(ofType: .scale, animated: false)
            item.addSymbolEffect(.bounce)
            item.removeAllSymbolEffects()
            rig.advance(by: 0.01)
            XCTAssertEqual(imageView.layer.presentation()?.transform.m11 ?? 0, 1, accuracy: 1e-9)
        }
    }
}
