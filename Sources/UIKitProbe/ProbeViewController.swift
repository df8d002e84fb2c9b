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
        square.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
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

    /// Slides the green marker across the left half in 2 s and starts two short fades that end during a 500 ms
    /// block of the main thread, which begins 0.1 s later: frames must go on during the block, and the fades'
    /// completions come after it, in order, on the main thread.
    func blockMainThread() {
        let bounds = view.bounds
        UIView.performWithoutAnimation {
            marker.frame = CGRect(x: 0, y: bounds.height - 70, width: 40, height: 30)
        }
        UIView.animate(withDuration: 2, delay: 0, options: .curveLinear, animations: {
            self.marker.center.x = bounds.midX - 20
        }, completion: { finished in report("slide finished \(finished)") })
        UIView.animate(withDuration: 0.25, animations: { self.square.alpha = 0.5 }, completion: { _ in
            report("completion 1 on main \(Thread.isMainThread)")
        })
        UIView.animate(withDuration: 0.35, animations: { self.table.alpha = 0.9 }, completion: { _ in
            report("completion 2 on main \(Thread.isMainThread)")
        })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            report("block begin \(CACurrentMediaTime())")
            Thread.sleep(forTimeInterval: 0.5)
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
