import Foundation

extension UIWindowScene {
    /// What an app asks of its scene's geometry (iOS 16); `GeometryPreferences.iOS` names orientations.
    @MainActor @preconcurrency
    open class GeometryPreferences {
        public init() {}
    }

    /// A geometry request answered here: orientations the window already shows in succeed; a rotation is refused.
    ///
    /// Difference from Apple: a desktop window does not rotate, so a request leaving out the scene's orientation
    /// fails with `UISceneError.geometryRequestUnsupported`.
    func answerGeometryRequest(_ preferences: GeometryPreferences, errorHandler: ((any Error) -> Void)?) {
        guard let orientations = (preferences as? GeometryPreferences.iOS)?.interfaceOrientations else {
            errorHandler?(UISceneError(.geometryRequestUnsupported))
            return
        }
        let current = UIInterfaceOrientationMask(rawValue: 1 << UInt(interfaceOrientation.rawValue))
        if !orientations.contains(current) { errorHandler?(UISceneError(.geometryRequestUnsupported)) }
    }
}

extension UIWindowScene.GeometryPreferences {
    /// The orientations an iPhone or iPad scene is asked to take.
    open class iOS: UIWindowScene.GeometryPreferences {
        /// The orientations asked for.
        open var interfaceOrientations: UIInterfaceOrientationMask

        public init(interfaceOrientations: UIInterfaceOrientationMask) {
            self.interfaceOrientations = interfaceOrientations
            super.init()
        }

        override public convenience init() {
            self.init(interfaceOrientations: [])
        }
    }
}

/// The domain of scene errors.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// A scene request that failed (a second scene, a geometry update).
public struct UISceneError: CustomNSError, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case multipleScenesNotSupported = 0
        case requestDenied = 1
        case geometryRequestUnsupported = 100
        case geometryRequestDenied = 101
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { UISceneErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    public static var geometryRequestDenied: Code { .geometryRequestDenied }
}
