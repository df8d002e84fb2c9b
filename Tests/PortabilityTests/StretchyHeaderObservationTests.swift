import Combine
import TestSupport
import UIKit
import XCTest

/// A profile screen with a stretchy header and a "back to top" button as iOS apps write them: the header follows the
/// scroll view's content offset through key-value observation, the button's visibility through a Combine publisher.
final class ProfileScrollViewController: UIViewController {
    let scrollView = UIScrollView()
    let headerView = UIView()
    let backToTopButton = UIButton(type: .system)
    private var offsetObservation: NSKeyValueObservation?
    private var cancellables = Set<AnyCancellable>()
    static let headerHeight: CGFloat = 200

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 2000)
        view.addSubview(scrollView)
        headerView.backgroundColor = .systemBlue
        headerView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: Self.headerHeight)
        scrollView.addSubview(headerView)
        backToTopButton.setTitle("Top", for: .normal)
        backToTopButton.alpha = 0
        view.addSubview(backToTopButton)

        offsetObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] _, change in
            guard let self = self, let offset = change.newValue else { return }
            // Pulled down past the top: the header stretches to fill the gap.
            let stretch = max(0, -offset.y)
            self.headerView.frame = CGRect(x: 0, y: -stretch, width: self.view.bounds.width, height: Self.headerHeight + stretch)
        }
        scrollView.publisher(for: \.contentOffset)
            .map { $0.y > 400 }
            .removeDuplicates()
            .sink { [weak self] isFar in self?.backToTopButton.alpha = isFar ? 1 : 0 }
            .store(in: &cancellables)
    }

    deinit {
        offsetObservation?.invalidate()
    }
}

final class StretchyHeaderObservationTests: XCTestCase {
    func testTheHeaderStretchesAndTheButtonShowsAsTheContentOffsetChanges() { onMainActor {
        _ = installManualClock()
        let controller = ProfileScrollViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.loadViewIfNeeded()
        let scrollView = controller.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: -60)
        XCTAssertEqual(controller.headerView.frame, CGRect(x: 0, y: -60, width: 320, height: 260))
        XCTAssertEqual(controller.backToTopButton.alpha, 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 500)
        XCTAssertEqual(controller.headerView.frame.height, 200)
        XCTAssertEqual(controller.backToTopButton.alpha, 1)
        scrollView.setContentOffset(.zero, animated: false)
        XCTAssertEqual(controller.backToTopButton.alpha, 0)
    } }
}
