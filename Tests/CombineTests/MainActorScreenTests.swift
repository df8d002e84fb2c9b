import Combine
import TestSupport
import UIKit
import XCTest

/// A view model isolated to the main actor, as Swift 6 code writes one for a screen.
@MainActor
final class TapCounterViewModel: ObservableObject {
    @Published var count = 0
    @Published private(set) var title = "No taps"

    init() {
        $count.map { $0 == 1 ? "1 tap" : "\($0) taps" }.assign(to: &$title)
    }

    func tap() {
        count += 1
    }
}

/// Its screen in the Swift 6 language mode: closures handed to `sink` and key paths to the label's `text` are
/// formed on the main actor, as they are in a view controller on iOS.
final class TapCounterViewController: UIViewController {
    let viewModel = TapCounterViewModel()
    let titleLabel = UILabel()
    let button = UIButton(type: .system)
    private(set) var changes = 0
    private(set) var ticks = 0
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(titleLabel)
        view.addSubview(button)
        button.addAction(UIAction { [weak self] _ in self?.viewModel.tap() }, for: .touchUpInside)
        viewModel.$title
            .map { Optional($0) }
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: titleLabel)
            .store(in: &cancellables)
        viewModel.objectWillChange
            .sink { [weak self] in self?.changes += 1 }
            .store(in: &cancellables)
        Timer.publish(every: 0.02, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in self?.ticks += 1 }
            .store(in: &cancellables)
    }
}

/// The screen above under Swift 6: it compiles as on iOS and its closures run on the main actor. The test's waits
/// stay outside the main-actor blocks, since the test case itself is not `Sendable`.
final class MainActorScreenTests: XCTestCase {
    func testAMainActorScreenFollowsItsModel() {
        let shown = expectation(description: "label updated")
        let screen = MainActor.assumeIsolated {
            _ = installManualClock()
            let screen = TapCounterViewController()
            screen.loadViewIfNeeded()
            screen.button.sendActions(for: .touchUpInside)
            XCTAssertEqual(screen.viewModel.title, "1 tap")
            XCTAssertEqual(screen.changes, 2, "count, then the title assigned from it")
            XCTAssertNil(screen.titleLabel.text, "receive(on: DispatchQueue.main) delivers in a later turn")
            DispatchQueue.main.async { shown.fulfill() }
            return screen
        }
        wait(for: [shown], timeout: 10)
        let ticked = expectation(description: "ticked")
        let probe = Timer.publish(every: 0.05, on: .main, in: .common).autoconnect().first().sink { _ in ticked.fulfill() }
        wait(for: [ticked], timeout: 10)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
        probe.cancel()
        MainActor.assumeIsolated {
            XCTAssertEqual(screen.titleLabel.text, "1 tap")
            XCTAssertGreaterThan(screen.ticks, 0, "the screen's own timer ticked on the main actor")
        }
    }
}
