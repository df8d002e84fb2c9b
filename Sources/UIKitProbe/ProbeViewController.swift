import Foundation
import UIKit

/// The UIKit test app's screen: a button, a view to drag, a table to scroll and pick from, and
/// a bar that keeps animating; each reports what happens as a line on stdout.
final class ProbeViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let button = UIButton(type: .system)
    let square = UIView(frame: CGRect(x: 40, y: 120, width: 80, height: 80))
    let table = UITableView(frame: .zero, style: .plain)
    let bar = UIView()
    /// Slides while the main thread is blocked (`blockMainThread`).
    let marker = UIView()
    private var squareStart = CGPoint.zero

    override func viewDidLoad() {
        view.backgroundColor = UIColor(white: 0.92, alpha: 1)
        button.setTitle("Tap", for: .normal)
        button.backgroundColor = .white
        button.layer.cornerRadius = 8
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.addAction(UIAction { [unowned self] _ in
            report("button tapped")
            view.backgroundColor = view.backgroundColor == .yellow ? UIColor(white: 0.92, alpha: 1) : .yellow
        }, for: .touchUpInside)
        view.addSubview(button)

        square.backgroundColor = .red
        square.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in
            switch pan.state {
            case .began:
                squareStart = square.center
            case .changed, .ended:
                let t = pan.translation(in: view)
                square.center = CGPoint(x: squareStart.x + t.x, y: squareStart.y + t.y)
                if pan.state == .ended {
                    report("dragged to \(Int(square.center.x.rounded())) \(Int(square.center.y.rounded()))")
                }
            default:
                break
            }
        })
        view.addSubview(square)

        table.dataSource = self
        table.delegate = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        view.addSubview(table)

        bar.backgroundColor = .blue
        view.addSubview(bar)
        marker.backgroundColor = .green
        view.addSubview(marker)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        table.frame = CGRect(x: bounds.midX, y: 0, width: bounds.width - bounds.midX, height: bounds.height)
        report("layout \(Int(bounds.width)) \(Int(bounds.height))")
    }

    /// Sweeps the bar across the left half for a long time, so a resize lands mid-animation.
    func startBar() {
        let bounds = view.bounds
        bar.frame = CGRect(x: 0, y: bounds.height - 20, width: 40, height: 20)
        UIView.animate(withDuration: 30, delay: 0, options: .curveLinear, animations: {
            self.bar.center.x = bounds.midX - 20
        }, completion: { finished in report("bar finished \(finished)") })
    }

    private var link: CADisplayLink?

    /// `--link`: a display link that moves the marker each time it fires; reports how often it fired in its first
    /// second, how deeply its handler nested, and how many frames the window committed meanwhile.
    func startLink() {
        var fires = 0, depth = 0, deepest = 0, start: CFTimeInterval?, firstFrames = 0
        let link = CADisplayLink { [weak self] link in
            guard let self else { return }
            depth += 1
            defer { depth -= 1 }
            deepest = max(deepest, depth)
            fires += 1
            let first = start ?? link.targetTimestamp
            if start == nil { firstFrames = self.view.window?.frameStatistics.framesCommitted ?? 0 }
            start = first
            self.marker.frame = CGRect(x: CGFloat(link.targetTimestamp - first) * 100, y: 0, width: 40, height: 30)
            if link.targetTimestamp - first >= 1 {
                let frames = (self.view.window?.frameStatistics.framesCommitted ?? 0) - firstFrames
                report("link fires \(fires) deepest \(deepest) frames \(frames)")
                link.invalidate()
            }
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    /// `--paused-level`: a layer whose custom `level` needs display, with a paused animation of it (nothing moves).
    func addPausedLevel() {
        let level = LevelLayer()
        level.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let rise = CABasicAnimation(keyPath: "level")
        rise.fromValue = 0
        rise.toValue = 1
        rise.duration = 1
        level.add(rise, forKey: "rise")
        level.speed = 0
        view.layer.addSublayer(level)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        report("selected row \(indexPath.row)")
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        // The wheel scrolls without dragging or gliding: report each step.
        if !scrollView.isDragging, !scrollView.isDecelerating {
            report("scrolled to \(Int(scrollView.contentOffset.y.rounded()))")
        }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        report("scrolled to \(Int(scrollView.contentOffset.y.rounded()))")
    }

    /// Slides the green marker across the left half in 2 s and starts two short fades that end during a 1.2 s
    /// block of the main thread, which begins 0.1 s later: frames must go on during the block, and the fades'
    /// completions come after it, in order, on the main thread.
    func blockMainThread(slideDelay: TimeInterval = 0) {
        let bounds = view.bounds
        UIView.performWithoutAnimation {
            marker.frame = CGRect(x: 0, y: bounds.height - 70, width: 40, height: 30)
        }
        UIView.animate(withDuration: 2, delay: slideDelay, options: .curveLinear, animations: {
            self.marker.center.x = bounds.midX - 20
        }, completion: { finished in report("slide finished \(finished)") })
        if slideDelay > 0 { return blockSoon() }
        UIView.animate(withDuration: 0.25, animations: { self.square.alpha = 0.5 }, completion: { _ in
            report("completion 1 on main \(Thread.isMainThread)")
        })
        UIView.animate(withDuration: 0.35, animations: { self.table.alpha = 0.9 }, completion: { _ in
            report("completion 2 on main \(Thread.isMainThread)")
        })
        blockSoon()
    }

    private func blockSoon() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            report("block begin \(CACurrentMediaTime())")
            Thread.sleep(forTimeInterval: 1.2)
            report("block end \(CACurrentMediaTime())")
        }
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { report("scrolled to \(Int(scrollView.contentOffset.y.rounded()))") }
    }
}

/// Writes one line on stdout at once (tests read it while the app runs).
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A layer drawn from its animatable custom `level`.
final class LevelLayer: CALayer {
    var level: CGFloat = 0 {
        didSet { didChangeValue(forKey: "level", oldValue: oldValue) }
    }

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? LevelLayer { level = other.level }
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override class func animatableProperties() -> [CALayerAnimatableProperty] {
        super.animatableProperties() + [CALayerAnimatableProperty.property("level", \LevelLayer.level)]
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "level" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(CGColor(red: level, green: 0, blue: 0, alpha: 1))
        ctx.fill(bounds)
    }
}
