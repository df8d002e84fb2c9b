import UIKit

/// The Clouds scene: a blue sky whose clouds view fills it.
final class CloudsViewController: UIViewController {
    private let clouds = CloudsView()

    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.33, green: 0.6, blue: 0.93, alpha: 1)
        clouds.frame = view.bounds
        clouds.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(clouds)
    }

    override func viewDidAppear(_ animated: Bool) {
        clouds.startAnimation()
    }
}
