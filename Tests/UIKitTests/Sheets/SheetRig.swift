import QuartzCore
@testable import UIKit
import Wayland
import XCTest

/// A white presenter in the 400×300 controller rig presenting a blue controller as a sheet, on the manual clock;
/// the sheet's delegate records what it hears. With `.medium()` and `.large()` the container leaves the large
/// detent 290 points (300 less the 10-point gap) and the medium one 145, whose top is at 155.
@MainActor
final class SheetRig {
    let rig = ControllerRig()
    let presenter = UIViewController()
    let content = UIViewController()
    let delegate = RecordingSheetDelegate()

    /// The duration of the present and dismiss slides, and of the sheet's spring.
    static let slide = 0.5

    init(detents: [UISheetPresentationController.Detent] = [.medium(), .large()],
         configure: (UISheetPresentationController) -> Void = { _ in }) {
        presenter.view.backgroundColor = .white
        content.view.backgroundColor = .blue
        rig.window.rootViewController = presenter
        rig.frame(after: 0)
        let sheet = content.sheetPresentationController!
        sheet.detents = detents
        sheet.delegate = delegate
        configure(sheet)
        presenter.present(content, animated: true)
        rig.frame(after: Self.slide + 0.01)
    }

    var sheet: UISheetPresentationController { content.sheetPresentationController! }

    /// The top edge of the sheet as shown now (its presentation).
    var shownTop: CGFloat {
        let layer = content.view.layer.presentation() ?? content.view.layer
        return layer.position.y - layer.bounds.height * layer.anchorPoint.y
    }

    /// Moves the clock by each of `steps` and checks the sheet's top on the critically damped spring fitted to
    /// the slide's half second (ω = 6.9 / 0.5), let go at rest at `start` for `target`.
    func assertSpring(from start: CGFloat, to target: CGFloat, at steps: [Double], line: UInt = #line) {
        let omega = 6.9 / Self.slide
        var elapsed = 0.0
        for step in steps {
            rig.frame(after: step)
            elapsed += step
            let expected = Double(target) + Double(start - target) * (1 + omega * elapsed) * exp(-omega * elapsed)
            XCTAssertEqual(shownTop, CGFloat(expected), accuracy: 0.05, "at \(elapsed) s", line: line)
        }
    }

    /// Presses the pointer at `start`, moves it by `dy` in `steps` moves `interval` apart (the clock moving with
    /// them), and releases it there unless `release` is false.
    func drag(from start: CGPoint, by dy: CGFloat, steps: Int, interval: Double = 1.0 / 60, release: Bool = true) {
        rig.renderer.pointerDown(at: start)
        for step in 1...steps {
            rig.frame(after: interval)
            rig.renderer.pointerMove(to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps)))
        }
        if release { rig.renderer.pointerUp() }
    }
}

/// Records the sheet delegate's calls by name; `allowsDismissal` answers `presentationControllerShouldDismiss`,
/// `adaptiveStyle` the adaptive style (a popover's recorder adapts with it).
@MainActor
class RecordingSheetDelegate: UISheetPresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle = .none

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptiveStyle
    }

    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        calls.append("didChangeDetent(\(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return allowsDismissal
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("didAttempt") }

    /// The calls so far, emptying the record.
    func take() -> [String] {
        defer { calls.removeAll() }
        return calls
    }
}
