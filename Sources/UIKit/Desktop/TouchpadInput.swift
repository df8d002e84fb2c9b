import QuartzCore
import Wayland

/// A touchpad's pinches and scrolling, delivered as iPadOS delivers a trackpad's: a two-finger pinch drives the
/// pinch and rotation recognizers of the view under the pointer and its ancestors (a zoomable scroll view's pinch
/// among them), and scrolling drives the pans whose `allowedScrollTypesMask` takes its kind, nearer the pointer's
/// view than the first scroll view, which scrolls by itself otherwise. Swipes and holds reach no recognizer, as
/// iPadOS keeps three- and four-finger swipes for the system.
@MainActor
final class TouchpadInput {
    private weak var window: UIWindow?
    private let pinchArena = GestureArena()
    private let scrollArena = GestureArena()
    /// The running pinch's rotation so far, in radians (the compositor sends each step's, in degrees).
    private var rotation: CGFloat = 0
    /// Whether the running scroll drives pans (true) or the scroll view under the pointer (false); nil between.
    private var scrollDrivesPans: Bool?

    init(window: UIWindow) {
        self.window = window
    }

    /// A touchpad gesture with the pointer at `location` (window coordinates).
    func handle(_ event: PointerGestureEvent, at location: CGPoint, modifiers: UIKeyModifierFlags) {
        switch event {
        case let .pinchBegin(fingers, time) where fingers == 2:
            rotation = 0
            let event = Self.event(.transform, stamp: time, modifiers: modifiers)
            let recognizers = GestureArena.recognizers(for: .transform, in: event, from: window?.hitTest(location, with: nil))
            guard !recognizers.isEmpty else { return }
            pinchArena.beginPointerGesture(recognizers, at: location)
            pinchArena.deliver(.transformBegan, with: event)
        case let .pinchUpdate(_, _, scale, degrees, time) where pinchArena.isRunning:
            rotation += CGFloat(degrees) * .pi / 180
            deliver(.transformChanged(scale: CGFloat(scale), rotation: rotation), to: pinchArena, type: .transform, stamp: time, modifiers: modifiers)
        case let .pinchEnd(cancelled, time) where pinchArena.isRunning:
            deliver(.transformEnded(cancelled: cancelled), to: pinchArena, type: .transform, stamp: time, modifiers: modifiers)
        default:
            break
        }
    }

    /// Scrolling that would move the content offset by `offsetDelta` (points); true when pans took it, false when
    /// the scroll view under the pointer should scroll. A step that `endsAlone` (no axis stop will follow) is a
    /// scroll of its own.
    func scroll(_ offsetDelta: CGPoint, type: UIScrollType, endsAlone: Bool, at location: CGPoint, stamp: UInt32, modifiers: UIKeyModifierFlags) -> Bool {
        if scrollDrivesPans == nil {
            let event = Self.event(.scroll, stamp: stamp, modifiers: modifiers)
            let pans = GestureArena.recognizers(for: .scroll(type), in: event, from: window?.hitTest(location, with: nil)) {
                ($0 as? UIScrollView)?.isScrollEnabled == true
            }
            scrollDrivesPans = !pans.isEmpty
            if !pans.isEmpty {
                scrollArena.beginPointerGesture(pans, at: location)
                scrollArena.deliver(.scrollBegan, with: event)
            }
        }
        let taken = scrollDrivesPans == true
        if taken {
            // The content follows the fingers, as a drag moves it: the other way from the offset.
            deliver(.scrolled(CGPoint(x: -offsetDelta.x, y: -offsetDelta.y)), to: scrollArena, type: .scroll, stamp: stamp, modifiers: modifiers)
        }
        if endsAlone { scrollStopped(stamp: stamp, modifiers: modifiers) }
        return taken
    }

    /// The fingers lifted from the touchpad (an axis stop): the scroll the pans followed ends.
    func scrollStopped(stamp: UInt32, modifiers: UIKeyModifierFlags) {
        if scrollDrivesPans == true {
            deliver(.scrollEnded, to: scrollArena, type: .scroll, stamp: stamp, modifiers: modifiers)
        }
        scrollDrivesPans = nil
    }

    private func deliver(_ change: PointerGestureChange, to arena: GestureArena, type: UIEvent.EventType, stamp: UInt32, modifiers: UIKeyModifierFlags) {
        arena.deliver(change, with: Self.event(type, stamp: stamp, modifiers: modifiers))
    }

    /// The transform or scroll event of a step, at the compositor's time.
    private static func event(_ type: UIEvent.EventType, stamp: UInt32, modifiers: UIKeyModifierFlags) -> UIEvent {
        UIEvent(type: type, timestamp: CompositorTime.mediaTime(ofStamp: stamp), modifierFlags: modifiers)
    }
}
