import Observation
import QuartzCore
@testable import UIKit

/// A model of the kind an app keeps its state in: each property tracked on its own.
@Observable
final class ObservedModel {
    var width: CGFloat = 40
    var title = "One"
    var color = UIColor.red
    var expanded = false
    var unrelated = 0
}

/// A window on the manual clock, where each `frame()` moves one sixtieth of a second on (the commit, its update
/// pass and layout), and the commits that changed layers are counted (frames the window would draw).
@MainActor
final class ObservationRig {
    let clock = installManualClock()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    private(set) var commits = 0

    init() {
        CATransaction.addCommitObserver { [weak self] in self?.commits += 1 }
    }

    /// Shows `view` in the window and lets the first layout and updates run.
    func show(_ view: UIView) {
        window.addSubview(view)
        frame()
    }

    /// Moves the context's clock one frame on.
    func frame() {
        advance(by: 1.0 / 60)
    }

    /// Moves the context's clock `seconds` on, running what falls due (commits, animation events).
    func advance(by seconds: CFTimeInterval) {
        CAContext.current.advance(by: seconds)
    }
}

/// A view that counts its tracked methods and reads the model in each as a screen would.
final class CountingView: UIView {
    let model: ObservedModel
    let child = UIView()
    var layouts = 0
    var draws = 0
    var constraintUpdates = 0
    var propertyUpdates = 0
    /// What `layoutSubviews` reads: the width, or the title when false.
    var layoutReadsWidth = true
    /// Told the name of each method as it runs.
    var log: ((String) -> Void)?

    init(model: ObservedModel) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        addSubview(child)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        log?("layout")
        if layoutReadsWidth {
            child.frame = CGRect(x: 0, y: 0, width: model.width, height: 10)
        } else {
            _ = model.title
        }
    }

    override func draw(_ rect: CGRect) {
        draws += 1
        model.color.setFill()
        UIRectFill(rect)
    }

    override func updateConstraints() {
        constraintUpdates += 1
        _ = model.expanded
        super.updateConstraints()
    }

    override func updateProperties() {
        super.updateProperties()
        propertyUpdates += 1
        log?("view properties")
        backgroundColor = model.color
    }
}
