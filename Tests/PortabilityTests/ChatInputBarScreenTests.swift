import Foundation
import QuartzCore
import TestSupport
import UIKit
import XCTest

/// The bar a chat screen docks at the window's foot: a text view that grows with its text and a Send button.
final class ChatInputBar: UIView {
    let textView = UITextView()
    let sendButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = .flexibleHeight
        backgroundColor = .secondarySystemBackground
        textView.font = .systemFont(ofSize: 16)
        textView.isScrollEnabled = false
        textView.layer.cornerRadius = 8
        sendButton.setTitle("Send", for: .normal)
        textView.translatesAutoresizingMaskIntoConstraints = false
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textView)
        addSubview(sendButton)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            textView.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            textView.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor, constant: -6),
            sendButton.leadingAnchor.constraint(equalTo: textView.trailingAnchor, constant: 8),
            sendButton.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
            sendButton.centerYAnchor.constraint(equalTo: textView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 48)
    }
}

/// A chat screen as iOS apps write one: the controller can become first responder and returns its input bar as its
/// input accessory view, so the bar stays docked at the bottom while nothing is typed and rides the keyboard while the
/// text view edits; the message list keeps its last message above the bar from the keyboard notifications.
final class ChatViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    let inputBar = ChatInputBar(frame: CGRect(x: 0, y: 0, width: 0, height: 48))
    var messages = ["Hi!", "Are we still on for lunch?"]
    private(set) var bottomInset: CGFloat = 0
    private var observer: NSObjectProtocol?

    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { inputBar }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        view.addSubview(tableView)
        inputBar.sendButton.addAction(UIAction { [unowned self] _ in send() }, for: .touchUpInside)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                                          queue: .main) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillChangeFrame(note) }
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let inView = view.convert(frame, from: nil)
        bottomInset = max(0, view.bounds.maxY - inView.minY)
        tableView.contentInset.bottom = bottomInset
    }

    func send() {
        guard let text = inputBar.textView.text, !text.isEmpty else { return }
        messages.append(text)
        inputBar.textView.text = ""
        tableView.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = messages[indexPath.row]
        return cell
    }
}

final class ChatInputBarScreenTests: XCTestCase {
    func testTheInputBarDocksAtTheBottomAndRidesTheKeyboard() {
        MainActor.assumeIsolated {
            setenv("UIKIT_KEYBOARD_HEIGHT", "260", 1)
            defer { unsetenv("UIKIT_KEYBOARD_HEIGHT") }
            _ = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
            let chat = ChatViewController()
            window.rootViewController = chat
            window.layoutIfNeeded()
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            if !chat.isFirstResponder { chat.becomeFirstResponder() }
            XCTAssertTrue(chat.isFirstResponder)
            let bar = chat.inputBar
            XCTAssertEqual(bar.convert(bar.bounds, to: window), CGRect(x: 0, y: 520, width: 320, height: 48), "docked at the foot")
            XCTAssertEqual(chat.bottomInset, 48, "the list keeps its last message above the bar")
            CAContext.current.advance(by: 0.25)
            renderer.renderFrame()

            bar.textView.becomeFirstResponder()
            XCTAssertEqual(bar.convert(bar.bounds, to: window), CGRect(x: 0, y: 260, width: 320, height: 48), "above the keyboard")
            XCTAssertEqual(chat.bottomInset, 308)
            bar.textView.insertText("See you at noon")
            bar.sendButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(chat.messages.last, "See you at noon")
            XCTAssertEqual(bar.textView.text, "")
            bar.textView.resignFirstResponder()
            chat.becomeFirstResponder()
            CAContext.current.advance(by: 0.25)
            renderer.renderFrame()
            XCTAssertEqual(bar.convert(bar.bounds, to: window), CGRect(x: 0, y: 520, width: 320, height: 48), "docked again")
            XCTAssertEqual(chat.bottomInset, 48)
            chat.resignFirstResponder()
        }
    }
}
