import Foundation
import XCTest

extension HeadlessSway {
    /// Starts the test input method (`input-method`, on zwp_input_method_v2), ended after `test`, and waits until
    /// the compositor activates it for `app`'s focused text input. The text input follows the keyboard's focus, and
    /// the seat has a keyboard only once wtype makes one: Shift is pressed until the activation comes.
    func startInputMethod(for app: ClientProcess, in test: XCTestCase) throws -> ClientProcess {
        let method = try launch(try BuiltProducts.executable("input-method"), [])
        test.addTeardownBlock { method.terminate() }
        try method.waitForLine("'ready'") { $0 == "ready" }
        let activated = poll(timeout: 15) {
            if method.lines.contains("activate") { return true }
            try? press("Shift_L")
            return method.lines.contains("activate")
        }
        guard activated else { throw HarnessError("the input method was not activated: \(method.report()) \(app.report())") }
        return method
    }
}
