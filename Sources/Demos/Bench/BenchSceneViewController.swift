import UIKit

/// What the desktop benchmark's scenes share: a dark background, the moving items a subclass adds once the view has
/// its size, and a square the pointer drags on top (the benchmark measures input latency by dragging it).
class BenchSceneViewController: UIViewController {
    /// How many items the scene shows; `--items` replaces the scene's own number (0: the square alone, for latency
    /// with nothing else moving).
    let itemCount: Int
    /// The square the pointer drags.
    let handle = UIView(frame: CGRect(x: 40, y: 40, width: 96, height: 96))
    private var handleStart = CGPoint.zero
    private var isPopulated = false

    init(defaultCount: Int) {
        itemCount = DemoSettings.benchItemCount ?? defaultCount
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        itemCount = 0
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.1, green: 0.12, blue: 0.16, alpha: 1)
        handle.backgroundColor = UIColor(red: 0.95, green: 0.3, blue: 0.35, alpha: 1)
        handle.layer.cornerRadius = 12
        handle.addGestureRecognizer(UIPanGestureRecognizer { [weak self] pan in self?.dragged(pan) })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !isPopulated else { return }
        isPopulated = true
        addItems(count: itemCount, in: view.bounds)
        view.addSubview(handle)
    }

    /// Adds the scene's `count` animated items for a view of `bounds`; subclasses draw their scene here.
    func addItems(count: Int, in bounds: CGRect) {}

    private func dragged(_ pan: UIPanGestureRecognizer) {
        if pan.state == .began { handleStart = handle.center }
        let moved = pan.translation(in: view)
        handle.center = CGPoint(x: handleStart.x + moved.x, y: handleStart.y + moved.y)
    }
}
