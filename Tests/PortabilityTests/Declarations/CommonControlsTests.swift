import Foundation
import TestSupport
import UIKit
import XCTest

/// A segmented control subclass as apps write one: taller, overriding the designated `init(items:)`.
class TallSegmentedControl: UISegmentedControl {
    override init(items: [Any]?) {
        super.init(items: items)
        selectedSegmentTintColor = .systemIndigo
        setTitleTextAttributes([.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 15, weight: .semibold)], for: .selected)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        var size = super.intrinsicContentSize
        size.height = 44
        return size
    }
}

/// A cart screen as an iOS 14 app writes it: a filter, a quantity stepper with its label, an upload progress view
/// following a `Progress`, and a page control paging a scroll view of tips, laid out by a stack view.
class CartViewController: UIViewController, UIScrollViewDelegate {
    let filter = TallSegmentedControl(items: ["All", "Fruit", "Vegetables"])
    let quantity = UIStepper()
    let quantityLabel = UILabel()
    let upload = UIProgressView(progressViewStyle: .default)
    let uploadProgress = Progress(totalUnitCount: 4)
    let tips = UIScrollView()
    let pageControl = UIPageControl()
    let tipTitles = ["Swipe to delete", "Tap to edit", "Hold to reorder"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak self] action in
            guard let control = action.sender as? UISegmentedControl else { return }
            self?.log.append("filter: \(control.titleForSegment(at: control.selectedSegmentIndex) ?? "")")
        }, for: .valueChanged)
        filter.insertSegment(action: UIAction(title: "Deals", identifier: UIAction.Identifier("deals")) { [weak self] _ in
            self?.log.append("deals")
        }, at: filter.numberOfSegments, animated: false)

        quantity.minimumValue = 1
        quantity.maximumValue = 10
        quantity.stepValue = 1
        quantity.value = 1
        quantity.wraps = false
        quantity.autorepeat = true
        quantity.addAction(UIAction { [unowned self] _ in updateQuantity() }, for: .valueChanged)
        updateQuantity()

        upload.progressTintColor = .systemGreen
        upload.trackTintColor = UIColor.systemGray5
        upload.observedProgress = uploadProgress

        tips.showsHorizontalScrollIndicator = false
        tips.delegate = self
        pageControl.numberOfPages = tipTitles.count
        pageControl.currentPage = 0
        pageControl.hidesForSinglePage = true
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.backgroundStyle = .minimal
        pageControl.addAction(UIAction { [unowned self] _ in
            let x = CGFloat(pageControl.currentPage) * tips.bounds.width
            tips.setContentOffset(CGPoint(x: x, y: 0), animated: false)
        }, for: .valueChanged)

        let quantityRow = UIStackView(arrangedSubviews: [quantityLabel, quantity])
        quantityRow.spacing = 12
        let stack = UIStackView(arrangedSubviews: [filter, quantityRow, upload, tips, pageControl])
        stack.axis = .vertical
        stack.spacing = 16
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 16),
            tips.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    private func updateQuantity() {
        quantityLabel.text = "Quantity: \(Int(quantity.value))"
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = max(scrollView.bounds.width, 1)
        pageControl.currentPage = Int((scrollView.contentOffset.x / width).rounded())
    }
}

/// An iOS 17 carousel whose page control turns its pages on a timer, stopping before the last one.
class CarouselController: NSObject, UIPageControlTimerProgressDelegate {
    let pageControl = UIPageControl()
    let timer = UIPageControlTimerProgress(preferredDuration: 3)
    var shown: [Int] = []

    override init() {
        super.init()
        pageControl.numberOfPages = 4
        timer.delegate = self
        timer.setDuration(1, forPage: 0)
        pageControl.progress = timer
        pageControl.addAction(UIAction { [unowned self] _ in shown.append(pageControl.currentPage) }, for: .valueChanged)
    }

    func pageControlTimerProgress(_ progress: UIPageControlTimerProgress, shouldAdvanceToPage page: Int) -> Bool {
        return page < 3
    }
}

final class CommonControlsTests: XCTestCase {
    func testACarouselTurnedByATimerProgress() {
        MainActor.assumeIsolated {
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            let carousel = CarouselController()
            window.addSubview(carousel.pageControl)
            carousel.timer.resumeTimer()
            CAContext.current.advance(by: 10)
            XCTAssertEqual(carousel.shown, [1, 2], "one second on the first page, three on the second, then the delegate stops it")
            XCTAssertFalse(carousel.timer.isRunning)
        }
    }


    func testACartScreenWithTheFourControls() {
        MainActor.assumeIsolated { check() }
    }

    @MainActor
    private func check() {
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        let controller = CartViewController()
        window.rootViewController = controller
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        let filter = controller.filter
        XCTAssertEqual(filter.numberOfSegments, 4)
        XCTAssertEqual(filter.frame.height, 44, "the subclass's intrinsic height reaches Auto Layout")
        XCTAssertEqual(filter.frame.width, 328)
        XCTAssertEqual(controller.quantity.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(controller.upload.frame.height, 4)
        XCTAssertEqual(controller.pageControl.frame.height, 26)
        XCTAssertEqual(filter.segmentIndex(identifiedBy: UIAction.Identifier("deals")), 3)

        func click(_ point: CGPoint) {
            renderer.pointerDown(at: point)
            renderer.pointerUp()
        }
        let origin = filter.convert(CGPoint.zero, to: window)
        click(CGPoint(x: origin.x + filter.bounds.width * 3 / 8, y: origin.y + 20))
        click(CGPoint(x: origin.x + filter.bounds.width * 7 / 8, y: origin.y + 20))
        XCTAssertEqual(controller.log, ["filter: Fruit", "deals", "filter: Deals"], "a segment's action runs before the control's")
        let stepper = controller.quantity.convert(CGPoint(x: 70, y: 16), to: window)
        click(stepper)
        click(stepper)
        XCTAssertEqual(controller.quantityLabel.text, "Quantity: 3")

        controller.uploadProgress.completedUnitCount = 2
        CAContext.current.advance(by: 0.2)
        XCTAssertEqual(controller.upload.progress, 0.5, "the observed progress reaches the bar")

        controller.tips.contentOffset = CGPoint(x: controller.tips.bounds.width * 2, y: 0)
        XCTAssertEqual(controller.pageControl.currentPage, 2)
        let dots = controller.pageControl.convert(CGPoint(x: controller.pageControl.bounds.midX - 30, y: 13), to: window)
        click(dots)
        XCTAssertEqual(controller.pageControl.currentPage, 1, "a tap left of the current dot goes back a page")
        XCTAssertEqual(controller.tips.contentOffset.x, controller.tips.bounds.width)
    }
}
