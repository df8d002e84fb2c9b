import CSwiftRuntime
import QuartzCore

/// `UIResponder.init()` run on a class known only at run time, as UIKit's `UIApplicationMain` makes the principal
/// class and the app delegate from their names: the class's own `init()` (`class AppDelegate: UIResponder,
/// UIApplicationDelegate { override init() { … } }` compiles unchanged), or the one it inherits.
extension UIResponder {
    /// A new responder of this class made by its own `init()` (a class that declares designated initializers of its
    /// own but not `init()` traps with "Use of unimplemented initializer 'init()'", as on iOS).
    package static func instantiate() -> Self {
        let initializer = DynamicInitializer<UIResponder, Void>(method: csr_NSObject_init(), owner: csr_NSObject())
        return unsafeDowncast(initializer.make(self), to: self)
    }
}
