import QuartzCore
import TestSupport
import UIKit
import XCTest

// A video player screen as iOS apps write it (Swift 5): landscape only, the home indicator hidden and the screen
// kept awake while playing, the picture sized to 16:9 once the view's geometry is final in viewIsAppearing.
class VideoPlayerViewController: UIViewController {
    let pictureView = UIView()
    private(set) var isPlaying = false

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
    override var shouldAutorotate: Bool { true }
    override var prefersHomeIndicatorAutoHidden: Bool { isPlaying }
    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { isPlaying ? .all : [] }
    override var prefersStatusBarHidden: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        pictureView.backgroundColor = .darkGray
        view.addSubview(pictureView)
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let width = view.bounds.width
        let height = width * 9 / 16
        pictureView.frame = CGRect(x: 0, y: (view.bounds.height - height) / 2, width: width, height: height)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        play()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        pause()
    }

    func play() {
        isPlaying = true
        UIApplication.shared.isIdleTimerDisabled = true
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }

    func pause() {
        isPlaying = false
        UIApplication.shared.isIdleTimerDisabled = false
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
    }
}

// A storyboard-era list: it prepares its segues in prepare(for:sender:), and performs a custom segue made in code
// that pushes with a Core Animation fade, as apps did before they had storyboards for the screen.
class RecipeListViewController: UIViewController {
    let recipes = ["Soup", "Bread", "Pie"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        view.backgroundColor = .white
    }

    func didSelectRecipe(at row: Int) {
        let segue = FadePushSegue(identifier: "showRecipe", source: self, destination: RecipeViewController())
        guard shouldPerformSegue(withIdentifier: "showRecipe", sender: row) else { return }
        prepare(for: segue, sender: row)
        segue.perform()
    }

    override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
        guard let row = sender as? Int else { return false }
        return recipes.indices.contains(row)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        super.prepare(for: segue, sender: sender)
        if segue.identifier == "showRecipe", let recipe = segue.destination as? RecipeViewController, let row = sender as? Int {
            recipe.name = recipes[row]
        }
    }
}

class RecipeViewController: UIViewController {
    var name = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        view.backgroundColor = UIColor(red: 1, green: 0.95, blue: 0.85, alpha: 1)
    }
}

class FadePushSegue: UIStoryboardSegue {
    override func perform() {
        let transition = CATransition()
        transition.duration = 0.3
        transition.type = .fade
        transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        source.navigationController?.view.layer.add(transition, forKey: kCATransition)
        source.navigationController?.pushViewController(destination, animated: false)
    }
}

final class ViewControllerSystemPortabilityTests: XCTestCase {
    @MainActor
    private final class Screen {
        let clock = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        lazy var renderer = OffscreenRenderer(window: window)

        init(root: UIViewController) {
            window.rootViewController = root
            renderer.renderFrame()
        }

        func frame(after seconds: Double) {
            clock.advance(by: seconds)
            renderer.renderFrame()
        }
    }

    func testThePlayerKeepsTheScreenAwakeAndHidesTheHomeIndicatorWhilePlaying() {
        MainActor.assumeIsolated {
            let list = UIViewController()
            let screen = Screen(root: list)
            let player = VideoPlayerViewController()
            player.modalPresentationStyle = .fullScreen
            XCTAssertEqual(player.supportedInterfaceOrientations, .landscape)
            XCTAssertEqual(player.preferredInterfaceOrientationForPresentation, .landscapeRight)
            list.present(player, animated: true)
            screen.frame(after: 0)
            XCTAssertEqual(player.pictureView.frame, CGRect(x: 0, y: 37.5, width: 400, height: 225),
                           "sized in viewIsAppearing at the view's final size")
            XCTAssertFalse(player.isPlaying, "playing starts once the player is shown")
            screen.frame(after: 0.6)
            XCTAssertTrue(player.isPlaying)
            XCTAssertTrue(player.prefersHomeIndicatorAutoHidden)
            XCTAssertEqual(player.preferredScreenEdgesDeferringSystemGestures, .all)
            XCTAssertTrue(UIApplication.shared.isIdleTimerDisabled)
            player.dismiss(animated: true)
            screen.frame(after: 0.6)
            XCTAssertFalse(player.isPlaying)
            XCTAssertFalse(UIApplication.shared.isIdleTimerDisabled, "the idle timer is back once the player is gone")
        }
    }

    func testTheListPreparesAndPerformsItsFadingSegue() {
        MainActor.assumeIsolated {
            let list = RecipeListViewController()
            let navigation = UINavigationController(rootViewController: list)
            let screen = Screen(root: navigation)
            list.didSelectRecipe(at: 7)
            XCTAssertEqual(navigation.viewControllers.count, 1, "shouldPerformSegue refused a row that is not there")
            list.didSelectRecipe(at: 1)
            XCTAssertEqual(navigation.viewControllers.count, 2)
            XCTAssertEqual(navigation.topViewController?.title, "Bread")
            XCTAssertNotNil(navigation.view.layer.animation(forKey: kCATransition), "the segue's fade runs over the push")
            screen.frame(after: 0.35)
            XCTAssertNil(navigation.view.layer.animation(forKey: kCATransition))
            XCTAssertEqual(navigation.navigationBar.topItem?.title, "Bread")
            XCTAssertNil(list.storyboard)
        }
    }
}
