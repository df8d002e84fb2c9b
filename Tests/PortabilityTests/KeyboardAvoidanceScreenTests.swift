import Foundation
import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A login screen as iOS apps wrote one before iOS 15: it listens for the keyboard's will-show and will-hide
/// notifications, reads the keyboard's end frame, duration and curve, and animates a bottom constraint so the sign-in
/// button stays above the keyboard.
final class ClassicLoginViewController: UIViewController, UITextFieldDelegate {
    let usernameField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private var bottomConstraint: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        usernameField.placeholder = "Username"
        usernameField.borderStyle = .roundedRect
        usernameField.returnKeyType = .next
        usernameField.delegate = self
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        passwordField.delegate = self
        signInButton.setTitle("Sign In", for: .normal)

        let stack = UIStackView(arrangedSubviews: [usernameField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        bottomConstraint = stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            bottomConstraint,
        ])

        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillShow(note) }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] note in
            MainActor.assumeIsolated { self?.keyboardWillHide(note) }
        })
    }

    private func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let endFrame = (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let keyboardInView = view.convert(endFrame, from: view.window)
        let overlap = max(0, view.bounds.maxY - keyboardInView.minY)
        animateAlongsideKeyboard(userInfo) {
            self.bottomConstraint.constant = -20 - overlap
        }
    }

    private func keyboardWillHide(_ notification: Notification) {
        guard let userInfo = notification.userInfo else { return }
        animateAlongsideKeyboard(userInfo) {
            self.bottomConstraint.constant = -20
        }
    }

    private func animateAlongsideKeyboard(_ userInfo: [AnyHashable: Any], changes: () -> Void) {
        let duration = (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
        changes()
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.view.layoutIfNeeded()
        })
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === usernameField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}

/// The same screen as iOS 15 lets one write it: the stack's bottom pinned to the view's keyboard layout guide.
final class GuideLoginViewController: UIViewController {
    let usernameField = UITextField()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        usernameField.placeholder = "Username"
        usernameField.borderStyle = .roundedRect
        signInButton.setTitle("Sign In", for: .normal)
        let stack = UIStackView(arrangedSubviews: [usernameField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -20),
        ])
    }
}

final class KeyboardAvoidanceScreenTests: XCTestCase {
    override func tearDown() {
        unsetenv("UIKIT_KEYBOARD_HEIGHT")
        super.tearDown()
    }

    /// Shows `controller` in a 320×568 window on the manual clock; the desktop reports a 260-point keyboard.
    @MainActor
    private func show(_ controller: UIViewController) -> (CAContext, UIWindow, OffscreenRenderer) {
        setenv("UIKIT_KEYBOARD_HEIGHT", "260", 1)
        _ = installManualClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = controller
        controller.view.frame = window.bounds
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        let renderer = OffscreenRenderer(window: window)
        renderer.renderFrame()
        return (CAContext.current, window, renderer)
    }

    @MainActor
    private func shownMaxY(_ view: UIView) -> CGFloat {
        let layer = view.layer.presentation() ?? view.layer
        let stackLayer = view.superview?.layer.presentation() ?? view.superview?.layer
        return (stackLayer?.frame.minY ?? 0) + layer.frame.maxY
    }

    /// `field` takes the keys: `button` ends 20 points above the 260-point keyboard at once in the model and slides
    /// there in 0.25 s on screen, half way at half time.
    @MainActor
    private func checkRisesAboveTheKeyboard(_ button: UIView, as field: UITextField, in window: UIWindow, _ renderer: OffscreenRenderer) {
        XCTAssertEqual(button.convert(button.bounds, to: window).maxY, 548, accuracy: 0.5)
        field.becomeFirstResponder()
        renderer.renderFrame()
        XCTAssertEqual(button.convert(button.bounds, to: window).maxY, 288, accuracy: 0.5, "20 points above the keyboard's top (568 - 260)")
        CAContext.current.advance(by: 0.125)
        XCTAssertEqual(shownMaxY(button), (548 + 288) / 2, accuracy: 1, "half way at half time")
        CAContext.current.advance(by: 0.125)
        XCTAssertEqual(shownMaxY(button), 288, accuracy: 0.5)
    }

    func testTheClassicScreenSlidesItsButtonAboveTheKeyboard() {
        MainActor.assumeIsolated {
            let login = ClassicLoginViewController()
            let (context, window, renderer) = show(login)
            checkRisesAboveTheKeyboard(login.signInButton, as: login.usernameField, in: window, renderer)
            renderer.renderFrame()
            if let image = renderer.image { assertSnapshot(image, named: "loginAboveKeyboard") } else { XCTFail("no frame") }
            _ = login.textFieldShouldReturn(login.usernameField)
            XCTAssertTrue(login.passwordField.isFirstResponder, "Return moves on; the keyboard stays")
            renderer.renderFrame()
            XCTAssertEqual(login.signInButton.convert(login.signInButton.bounds, to: window).maxY, 288, accuracy: 0.5)
            _ = login.textFieldShouldReturn(login.passwordField)
            renderer.renderFrame()
            context.advance(by: 0.25)
            XCTAssertEqual(shownMaxY(login.signInButton), 548, accuracy: 0.5, "back down as the keyboard hides")
        }
    }

    func testTheGuideScreenFollowsTheKeyboardWithoutNotifications() {
        MainActor.assumeIsolated {
            let login = GuideLoginViewController()
            let (context, window, renderer) = show(login)
            checkRisesAboveTheKeyboard(login.signInButton, as: login.usernameField, in: window, renderer)
            login.usernameField.resignFirstResponder()
            context.advance(by: 0.25)
            XCTAssertEqual(shownMaxY(login.signInButton), 548, accuracy: 0.5)
        }
    }
}
