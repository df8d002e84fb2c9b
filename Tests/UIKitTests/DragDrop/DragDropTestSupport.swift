@testable import UIKit
import Wayland
import XCTest

/// A window on a fresh manual clock with touch and pointer input, for drags: a finger pressed, held for the lift
/// (the clock moves on while it is held), moved and lifted. Events are stamped with the clock's time.
@MainActor
final class DragRig {
    let clock = installManualClock()
    let window: UIWindow
    let input: WindowInput
    let renderer: OffscreenRenderer
    private var serial: UInt32 = 1
    /// The clock's time in milliseconds, as the compositor stamps events.
    private var time: UInt32 { UInt32((clock.mediaTime * 1000).rounded()) }
    /// Where the finger is.
    private(set) var finger = CGPoint.zero

    init(size: CGSize = CGSize(width: 400, height: 600)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        input = WindowInput(window: window)
        renderer = OffscreenRenderer(window: window)
    }

    func down(_ x: Double, _ y: Double) {
        serial += 1
        finger = CGPoint(x: x, y: y)
        input.handle(TouchFrame(events: [.down(id: 1, x: x, y: y, serial: serial, time: time)]))
    }

    /// Keeps the finger still for `seconds` (an event at its end, as a finger that trembles in place sends).
    func hold(_ seconds: Double = 0.5) {
        clock.advance(by: seconds)
        input.handle(TouchFrame(events: [.motion(id: 1, x: finger.x, y: finger.y, time: time)]))
    }

    /// A press held long enough to lift.
    func pressAndHold(_ x: Double, _ y: Double) {
        down(x, y)
        hold()
    }

    /// Moves the finger to (x, y) in `steps` moves.
    func move(to x: Double, _ y: Double, steps: Int = 4) {
        let start = finger
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            finger = CGPoint(x: start.x + (x - start.x) * t, y: start.y + (y - start.y) * t)
            input.handle(TouchFrame(events: [.motion(id: 1, x: finger.x, y: finger.y, time: time)]))
        }
    }

    func up() {
        serial += 1
        input.handle(TouchFrame(events: [.up(id: 1, serial: serial, time: time)]))
    }

    /// The pointer pressed at (x, y).
    func pointerDown(_ x: Double, _ y: Double) {
        serial += 1
        finger = CGPoint(x: x, y: y)
        input.handle(PointerFrame(events: [.motion(x: x, y: y, time: time), .button(code: 0x110, isPressed: true, serial: serial, time: time)], x: x, y: y, isInside: true))
    }

    func pointerMove(to x: Double, _ y: Double) {
        finger = CGPoint(x: x, y: y)
        input.handle(PointerFrame(events: [.motion(x: x, y: y, time: time)], x: x, y: y, isInside: true))
    }

    func pointerUp() {
        serial += 1
        input.handle(PointerFrame(events: [.button(code: 0x110, isPressed: false, serial: serial, time: time)], x: finger.x, y: finger.y, isInside: true))
    }

    /// Moves the clock on and draws a frame (which runs the completions of animations that ended).
    func advance(_ seconds: Double) {
        clock.advance(by: seconds)
        renderer.renderFrame()
    }

    /// What the window shows of `view`'s layer now.
    func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

    /// A collection view with a grid flow layout in the window at `frame`, its cells of `cellClass` registered as
    /// `identifier`, with `source` as data source and drag and drop delegate, laid out and drawn.
    func addGrid(_ frame: CGRect, cellClass: AnyClass, identifier: String,
                 source: UICollectionViewDataSource & UICollectionViewDragDelegate & UICollectionViewDropDelegate) -> UICollectionView {
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewFlowLayout.grid())
        collectionView.register(cellClass, forCellWithReuseIdentifier: identifier)
        collectionView.dataSource = source
        collectionView.dragDelegate = source
        collectionView.dropDelegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        renderer.renderFrame()
        return collectionView
    }

    /// The preview views a drag shows above the window's content.
    var floatingPreviews: [UIView] {
        window.subviews.last.map { overlay in overlay.subviews } ?? []
    }
}

/// The calls a drag's source and targets heard, in the order they came.
@MainActor
final class CallLog {
    var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    var last: String? { entries.last }
}

/// A drag interaction's delegate that lifts items of given strings and writes down every call in order.
@MainActor
final class DragLog: UIDragInteractionDelegate {
    var strings: [String]
    let log: CallLog
    var allowsMove = true
    var cancelPreview: ((UITargetedDragPreview) -> UITargetedDragPreview?)?
    var liftCompletions: [UIViewAnimatingPosition] = []

    init(_ strings: [String] = ["card"], log: CallLog = CallLog()) {
        self.strings = strings
        self.log = log
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        log.append("itemsForBeginning")
        return strings.map { string in
            let item = UIDragItem(itemProvider: NSItemProvider(object: string as NSString))
            item.localObject = string
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        log.append("previewForLifting")
        return interaction.view.map { UITargetedDragPreview(view: $0) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        log.append("willAnimateLift")
        animator.addCompletion { self.liftCompletions.append($0) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) { log.append("sessionWillBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool { allowsMove }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: UIDragSession) {
        if log.last != "sessionDidMove" { log.append("sessionDidMove") }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEnd \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEnd \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForCancelling item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("previewForCancelling")
        return cancelPreview.map { $0(defaultPreview) } ?? defaultPreview
    }

    func dragInteraction(_ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: UIDragAnimating) {
        log.append("willAnimateCancel")
    }
}

/// A drop interaction's delegate answering a given operation and writing down every call in order.
@MainActor
final class DropLog: UIDropInteractionDelegate {
    let name: String
    var operation: UIDropOperation
    var handles = true
    let log: CallLog
    var dropped: [String] = []
    var landing: ((UITargetedDragPreview) -> UITargetedDragPreview?)?

    init(_ name: String, operation: UIDropOperation = .copy, log: CallLog) {
        self.name = name
        self.operation = operation
        self.log = log
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        log.append("\(name) canHandle")
        return handles && session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) { log.append("\(name) enter") }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        if log.last != "\(name) update" { log.append("\(name) update") }
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("\(name) exit") }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("\(name) performDrop")
        session.loadObjects(ofClass: String.self) { self.dropped += $0 }
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem, withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        log.append("\(name) previewForDropping")
        return landing.map { $0(defaultPreview) } ?? defaultPreview
    }

    func dropInteraction(_ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating) {
        log.append("\(name) willAnimateDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) { log.append("\(name) concludeDrop") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("\(name) sessionDidEnd") }
}

/// A source view with a drag interaction above two drop targets side by side, their delegates writing into one log.
@MainActor
final class DragScene {
    let rig = DragRig()
    let log = CallLog()
    let source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    let left = UIView(frame: CGRect(x: 20, y: 300, width: 160, height: 200))
    let right = UIView(frame: CGRect(x: 220, y: 300, width: 160, height: 200))
    let drag: DragLog
    let leftDrop: DropLog
    let rightDrop: DropLog
    let dragInteraction: UIDragInteraction

    init(strings: [String] = ["card"], leftOperation: UIDropOperation = .copy, rightOperation: UIDropOperation = .copy) {
        drag = DragLog(strings, log: log)
        leftDrop = DropLog("left", operation: leftOperation, log: log)
        rightDrop = DropLog("right", operation: rightOperation, log: log)
        dragInteraction = UIDragInteraction(delegate: drag)
        source.backgroundColor = .systemBlue
        source.addInteraction(dragInteraction)
        left.addInteraction(UIDropInteraction(delegate: leftDrop))
        right.addInteraction(UIDropInteraction(delegate: rightDrop))
        for view in [source, left, right] { rig.window.addSubview(view) }
    }

    /// The calls since the last look, and forgets them.
    func calls() -> [String] {
        defer { log.entries.removeAll() }
        return log.entries
    }
}
