import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A screen that shows a spinner while it loads, as iOS apps write one (Swift 5, no annotations).
final class LoadingViewController: UIViewController {
    let spinner = UIActivityIndicatorView(style: .large)
    let titleLabel = UILabel()
    private(set) var loaded = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        spinner.color = .gray
        spinner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(spinner)
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        let metrics = UIFontMetrics(forTextStyle: .body)
        titleLabel.font = metrics.scaledFont(for: UIFont.systemFont(ofSize: 17, weight: .semibold))
        view.addSubview(titleLabel)
        if UIDevice.current.userInterfaceIdiom == .pad {
            titleLabel.text = "Loading your library"
        } else {
            titleLabel.text = "Loading"
        }
        spinner.startAnimating()
    }

    func finishLoading() {
        spinner.stopAnimating()
        loaded = true
        UINotificationFeedbackGenerator().notificationOccurred(.success)
    }
}

/// A spinner subclass with its own initializers, as apps make for a branded look.
final class BrandSpinner: UIActivityIndicatorView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        color = .systemPurple
        hidesWhenStopped = false
    }

    override init(style: UIActivityIndicatorView.Style) {
        super.init(style: style)
        color = .systemPurple
    }

    required init(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A pull-to-refresh list: a table view whose refresh control reloads its rows.
final class RefreshingInboxViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView(frame: .zero, style: .plain)
    var messages = ["Welcome"]
    var refreshCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addAction(UIAction { [weak self] _ in self?.reload() }, for: .valueChanged)
        tableView.refreshControl = refresh
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.frame = view.bounds
    }

    func reload() {
        refreshCount += 1
        messages.insert("Message \(refreshCount)", at: 0)
        tableView.reloadData()
        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        tableView.refreshControl?.endRefreshing()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}

/// A refresh control subclass with the initializer iOS declares.
final class QuietRefreshControl: UIRefreshControl {
    override init() {
        super.init()
        tintColor = .systemGray
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A card that floats with device motion on iOS.
final class FloatingCardView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -12
        horizontal.maximumRelativeValue = 12
        let vertical = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = -12
        vertical.maximumRelativeValue = 12
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        addMotionEffect(group)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A tactile slider-like control: a selection tick per step and an impact at the ends.
final class DetentPicker: UIControl {
    private let selection = UISelectionFeedbackGenerator()
    private let impact = UIImpactFeedbackGenerator(style: .rigid)
    private(set) var value = 0

    func step(by delta: Int) {
        selection.prepare()
        let newValue = min(max(value + delta, 0), 10)
        if newValue != value {
            value = newValue
            selection.selectionChanged()
            sendActions(for: .valueChanged)
        } else {
            impact.impactOccurred(intensity: 0.7)
        }
    }
}

final class SystemServicesPortabilityTests: XCTestCase {
    /// `controller` with its view loaded and laid out in a 320×480 frame, on a fresh manual clock.
    @MainActor
    private static func shown<Controller: UIViewController>(_ controller: @autoclosure () -> Controller) -> Controller {
        _ = installManualClock()
        let controller = controller()
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.view.layoutIfNeeded()
        return controller
    }

    func testASpinnerShowsWhileLoading() {
        onMainActor {
            let controller = Self.shown(LoadingViewController())
            XCTAssertTrue(controller.spinner.isAnimating)
            XCTAssertFalse(controller.spinner.isHidden)
            XCTAssertEqual(controller.spinner.center.x, 160, accuracy: 0.5)
            XCTAssertEqual(controller.titleLabel.text, "Loading your library")
            XCTAssertEqual(controller.titleLabel.font.pointSize, 17)
            controller.finishLoading()
            XCTAssertTrue(controller.spinner.isHidden)
            XCTAssertTrue(controller.loaded)
        }
    }

    func testSubclassesKeepTheirInitializers() {
        onMainActor {
            let framed = BrandSpinner(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            XCTAssertEqual(framed.color, .systemPurple)
            XCTAssertFalse(framed.isHidden)
            let styled = BrandSpinner(style: .medium)
            XCTAssertEqual(styled.intrinsicContentSize.width, 20)
            XCTAssertEqual(QuietRefreshControl().tintColor, .systemGray)
            XCTAssertEqual(FloatingCardView(frame: .zero).motionEffects.count, 1)
        }
    }

    func testAPullToRefreshListReloads() {
        onMainActor {
            let controller = Self.shown(RefreshingInboxViewController())
            let refresh = try! XCTUnwrap(controller.tableView.refreshControl)
            XCTAssertFalse(refresh.isRefreshing)
            refresh.beginRefreshing()
            refresh.sendActions(for: .valueChanged)
            XCTAssertEqual(controller.refreshCount, 1)
            XCTAssertFalse(refresh.isRefreshing, "the reload ended it")
            XCTAssertEqual(controller.tableView(controller.tableView, numberOfRowsInSection: 0), 2)
        }
    }

    func testFeedbackAndDeviceChecksCompileAndRun() {
        onMainActor {
            let picker = DetentPicker()
            var changes = 0
            picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
            picker.step(by: 1)
            picker.step(by: -5)
            picker.step(by: -1)
            XCTAssertEqual(picker.value, 0)
            XCTAssertEqual(changes, 2)
            UIImpactFeedbackGenerator(style: .medium).impactOccurred()
            let device = UIDevice.current
            device.beginGeneratingDeviceOrientationNotifications()
            defer { device.endGeneratingDeviceOrientationNotifications() }
            let layout: String
            switch device.userInterfaceIdiom {
            case .pad, .mac: layout = "split"
            default: layout = "stack"
            }
            XCTAssertEqual(layout, "split")
            if device.isBatteryMonitoringEnabled == false {
                device.isBatteryMonitoringEnabled = true
                XCTAssertGreaterThanOrEqual(device.batteryLevel, -1)
                device.isBatteryMonitoringEnabled = false
            }
            XCTAssertFalse(device.systemVersion.isEmpty)
            let font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 18) ?? .systemFont(ofSize: 18))
            XCTAssertEqual(font.pointSize, 18)
            XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 44), 44)
        }
    }

    func testScrollLayersAndTransformLayers() {
        onMainActor {
            _ = installManualClock()
            let scroller = CAScrollLayer()
            scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
            scroller.scrollMode = .vertically
            let content = CALayer()
            content.frame = CGRect(x: 0, y: 0, width: 100, height: 400)
            scroller.addSublayer(content)
            content.scroll(CGPoint(x: 30, y: 150))
            XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 0, y: 150))
            XCTAssertEqual(content.visibleRect, CGRect(x: 0, y: 150, width: 100, height: 100))
            let cube = CATransformLayer()
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            cube.transform = CATransform3DRotate(perspective, .pi / 4, 0, 1, 0)
            XCTAssertTrue(cube.sublayers == nil)
        }
    }
}
