import Combine
import TestSupport
import UIKit
import XCTest

/// The model behind a search screen as iOS 13–16 apps wrote one with Combine: the query the field types into, and
/// the results of the searches the screen runs.
final class PantrySearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private(set) var searches: [String] = []
    private let fruits = ["Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry"]

    func search(_ query: String) {
        searches.append(query)
        results = query.isEmpty ? [] : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

/// The screen: the field's text flows into the model, a search runs 300 ms after typing pauses (once per distinct
/// query), the results label follows on the main queue, and the keyboard's will-show notification makes room.
final class PantrySearchViewController: UIViewController {
    let viewModel = PantrySearchViewModel()
    let searchField = UITextField()
    let resultsLabel = UILabel()
    private(set) var keyboardHeight: CGFloat = 0
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        searchField.placeholder = "Search fruit"
        searchField.borderStyle = .roundedRect
        resultsLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [searchField, resultsLabel])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])

        NotificationCenter.default.publisher(for: UITextField.textDidChangeNotification, object: searchField)
            .compactMap { ($0.object as? UITextField)?.text }
            .assign(to: \.query, on: viewModel)
            .store(in: &cancellables)

        viewModel.$query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in
                self?.viewModel.search(query)
            }
            .store(in: &cancellables)

        viewModel.$results
            .map { results -> String? in results.isEmpty ? "No results" : results.joined(separator: ", ") }
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: resultsLabel)
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
            .sink { [weak self] frame in
                self?.keyboardHeight = frame.height
                self?.additionalSafeAreaInsets.bottom = frame.height
            }
            .store(in: &cancellables)
    }
}

/// The search screen driven as a person types, on the real main run loop and main queue: waits are expectations
/// with generous timeouts, so a busy machine makes the test slower, not wrong.
final class CombinePortabilityTests: XCTestCase {
    private var cancellables = Set<AnyCancellable>()
    private var window: UIWindow?
    private var screen: PantrySearchViewController?

    override func tearDown() {
        cancellables = []
        MainActor.assumeIsolated {
            screen?.searchField.resignFirstResponder()
            screen = nil
            window = nil
        }
        unsetenv("UIKIT_KEYBOARD_HEIGHT")
        super.tearDown()
    }

    /// The screen in a 320×568 window on a fresh manual clock; the desktop reports a 260-point keyboard.
    @MainActor
    private func showSearchScreen() -> PantrySearchViewController {
        setenv("UIKIT_KEYBOARD_HEIGHT", "260", 1)
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let screen = PantrySearchViewController()
        window.rootViewController = screen
        screen.view.frame = window.bounds
        window.addSubview(screen.view)
        window.layoutIfNeeded()
        self.window = window
        self.screen = screen
        return screen
    }

    /// Waits until the main queue has run everything queued before this call (a `receive(on: DispatchQueue.main)` hop).
    private func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
    }

    /// Waits until a 300 ms debounce of the query, subscribed now, has published: the screen's own debounce, fed the
    /// same keystrokes earlier, is due by then; the run loop turns a moment more to run it.
    private func waitForTypingToPause(_ viewModel: PantrySearchViewModel) {
        let paused = expectation(description: "typing paused")
        viewModel.$query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .first()
            .sink { _ in paused.fulfill() }
            .store(in: &cancellables)
        wait(for: [paused], timeout: 10)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))
    }

    func testTypingSearchesOnceAfterThePauseAndTheLabelFollows() {
        MainActor.assumeIsolated {
            let screen = showSearchScreen()
            waitForTypingToPause(screen.viewModel)
            XCTAssertEqual(screen.viewModel.searches, [""], "the empty query the screen opens with")
            XCTAssertTrue(screen.searchField.becomeFirstResponder())
            XCTAssertEqual(screen.keyboardHeight, 260, "the will-show notification's end frame")
            XCTAssertEqual(screen.additionalSafeAreaInsets.bottom, 260)

            let searched = expectation(description: "searched")
            screen.viewModel.$results.dropFirst().sink { _ in searched.fulfill() }.store(in: &cancellables)
            screen.searchField.insertText("a")
            screen.searchField.insertText("p")
            screen.searchField.insertText("p")
            XCTAssertEqual(screen.viewModel.query, "app")
            XCTAssertEqual(screen.viewModel.searches, [""], "nothing searched while typing")
            wait(for: [searched], timeout: 10)
            XCTAssertEqual(screen.viewModel.searches, ["", "app"], "one search for the whole word")
            XCTAssertEqual(screen.viewModel.results, ["Apple"])
            drainMainQueue()
            XCTAssertEqual(screen.resultsLabel.text, "Apple")
        }
    }

    func testAQueryTypedBackToTheSameTextDoesNotSearchAgain() {
        MainActor.assumeIsolated {
            let screen = showSearchScreen()
            waitForTypingToPause(screen.viewModel)
            XCTAssertEqual(screen.viewModel.searches, [""], "the empty query the screen opens with")
            screen.searchField.becomeFirstResponder()
            screen.searchField.insertText("b")
            waitForTypingToPause(screen.viewModel)
            XCTAssertEqual(screen.viewModel.searches, ["", "b"])
            screen.searchField.insertText("e")
            screen.searchField.deleteBackward()
            waitForTypingToPause(screen.viewModel)
            XCTAssertEqual(screen.viewModel.searches, ["", "b"], "removeDuplicates: typing paused at the same text")
            screen.searchField.insertText("an")
            waitForTypingToPause(screen.viewModel)
            XCTAssertEqual(screen.viewModel.searches, ["", "b", "ban"])
            drainMainQueue()
            XCTAssertEqual(screen.resultsLabel.text, "Banana")
        }
    }
}
