import Foundation

/// Finds the classes `UIApplicationMain` is given by name.
enum ApplicationClassName {
    /// Why a class name could not be used, in one line.
    struct Failure: Error {
        let message: String
    }

    /// The class named `name` as the metatype `T` (described by `kind` in errors); nil when no name is given.
    static func resolve<T>(_ name: String?, as _: T.Type, kind: String) -> Result<T?, Failure> {
        guard let name, !name.isEmpty else { return .success(nil) }
        guard let found = NSClassFromString(name) else {
            let hint = name.contains(".") ? "" : " (give it with its module, as NSStringFromClass(\(name).self) does)"
            return .failure(Failure(message: "no class named \"\(name)\"\(hint)"))
        }
        guard let type = found as? T else {
            return .failure(Failure(message: "class \"\(name)\" is not \(kind)"))
        }
        return .success(type)
    }
}
