import QuartzCore

/// A space points and rectangles can be converted into and out of.
///
/// Difference from Apple: `UIView` does not adopt it (its own `convert(_:to:)` takes views); a window scene's
/// `coordinateSpace` does.
@MainActor @preconcurrency
public protocol UICoordinateSpace: AnyObject {
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// A scene's space: the window's, whose origin is the window's top left (a Wayland client does not know where its
/// window is on the screen).
final class SceneCoordinateSpace: UICoordinateSpace {
    private let size: () -> CGSize

    init(size: @escaping () -> CGSize) {
        self.size = size
    }

    var bounds: CGRect { CGRect(origin: .zero, size: size()) }
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint { point }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
}
