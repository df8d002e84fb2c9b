import Foundation
import QuartzCore

/// Runs UIKit Dynamics: the behaviors added to it move their items (views, in a reference view's coordinates)
/// through a rigid-body world, stepped at a fixed rate from the frame clock, until everything rests.
///
/// The world advances in fixed steps of `stepDuration` on the frames of a display link (the window's frame scheduler,
/// or the manual clock's frames in tests), never by the wall clock: the same frames give the same motion.
@MainActor @preconcurrency
open class UIDynamicAnimator: NSObject {
    /// The length of one step of the world.
    ///
    /// Difference from Apple: not in UIKit; the world advances in steps of 1/120 s, two for each 60 Hz frame.
    public static let stepDuration: CFTimeInterval = 1.0 / 120

    /// The view whose coordinates the items' centers are in, and whose bounds collision behaviors may use as walls.
    open private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the world is moving: false once every item rests (and before any behavior moves something).
    public private(set) var isRunning = false
    /// The seconds the world has advanced while running.
    public private(set) var elapsedTime: TimeInterval = 0
    open weak var delegate: UIDynamicAnimatorDelegate?

    let world = DynamicsWorld()
    private var link: CADisplayLink?
    /// The frame time the steps have reached, and the time not yet stepped.
    private var lastFrameTime: CFTimeInterval?
    private var pendingTime: CFTimeInterval = 0
    /// Consecutive steps in which every item was at rest.
    private var restingSteps = 0

    /// The collection view layout whose layout attributes are the items, invalidated after every step that moved them.
    private(set) weak var collectionViewLayout: UICollectionViewLayout?

    /// An animator for items in `view`'s coordinates.
    public init(referenceView view: UIView) {
        referenceView = view
    }

    /// An animator whose items are `layout`'s layout attributes, in the collection view's content coordinates; the
    /// layout is invalidated after each step, so that it returns the moved attributes (`items(in:)`).
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
    }

    /// The reference view's bounds (the walls of `translatesReferenceBoundsIntoBoundary`); for a layout, its content.
    var referenceBounds: CGRect {
        if let collectionViewLayout { return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize) }
        return referenceView?.bounds ?? .zero
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        guard behavior.dynamicAnimator == nil, behavior.parent == nil else {
            Self.report("addBehavior: the behavior belongs to another animator or behavior; ignored")
            return
        }
        behaviors.append(behavior)
        behavior.move(to: self)
        behaviorsChanged()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.move(to: nil)
        behaviors.removeAll { $0 === behavior }
        behaviorsChanged()
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the animator's behaviors whose frames meet `rect` (in the reference view's coordinates).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems().filter { item in
            let size = item.bounds.size.applying(item.transform)
            let frame = CGRect(x: item.center.x - abs(size.width) / 2, y: item.center.y - abs(size.height) / 2,
                               width: abs(size.width), height: abs(size.height))
            return frame.intersects(rect)
        }
    }

    /// Reads `item`'s center and transform again (after the app moved it) and runs on from there.
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else {
            Self.report("updateItem(usingCurrentState:): the item is in none of the animator's behaviors; ignored")
            return
        }
        body.readItem()
        resume()
    }

    /// Every behavior added, with its children, parents first.
    var allBehaviors: [UIDynamicBehavior] {
        behaviors.flatMap(\.tree)
    }

    /// The items of every behavior, once each, in the order they were first named.
    func allItems() -> [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return allBehaviors.flatMap(\.dynamicItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// A behavior joined or left: the world starts (again) if something may move.
    func behaviorsChanged() {
        resume()
    }

    /// Starts the world when it rests and there are items to move; the delegate hears it will resume.
    func resume() {
        restingSteps = 0
        guard !isRunning, !allItems().isEmpty else { return }
        isRunning = true
        delegate?.dynamicAnimatorWillResume(self)
        lastFrameTime = nil
        pendingTime = 0
        let link = self.link ?? CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.frame(link)
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops the world; the delegate hears it paused.
    private func pause() {
        isRunning = false
        link?.invalidate()
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One display frame: the fixed steps that fit in the time since the last frame.
    private func frame(_ link: CADisplayLink) {
        let last = lastFrameTime ?? link.timestamp
        lastFrameTime = link.targetTimestamp
        pendingTime += link.targetTimestamp - last
        var stepped = false
        while isRunning, pendingTime >= Self.stepDuration - 1e-9 {
            pendingTime -= Self.stepDuration
            step()
            stepped = true
        }
        if stepped { collectionViewLayout?.invalidateLayout() }
    }

    /// One step: bodies for the items, the behaviors' joints, walls and forces, the engine's step, the items moved,
    /// the collision delegates and actions told; a pause once everything has rested for a while.
    private func step() {
        let dt = Self.stepDuration
        let behaviors = allBehaviors
        world.sync(items: allItems())
        world.applyItemProperties(behaviors.compactMap { $0 as? UIDynamicItemBehavior })
        world.setCollisionBehaviors(behaviors.compactMap { $0 as? UICollisionBehavior })
        for behavior in behaviors { behavior.prepare(in: world) }
        for behavior in behaviors { behavior.apply(in: world, dt: dt) }
        world.engine.step(dt)
        elapsedTime += dt
        for body in world.bodies.values { body.writeItem() }
        world.deliverContacts()
        for behavior in behaviors { behavior.action?() }
        if isAtRest(behaviors) {
            restingSteps += 1
            if restingSteps >= Self.restingStepsBeforePause { pause() }
        } else {
            restingSteps = 0
        }
    }

    /// Steps of rest (a quarter second) before the animator pauses, so an item at the top of a bounce keeps going.
    static let restingStepsBeforePause = 30

    /// Whether no item moves faster than half a point a second (or turns faster than 0.01 rad/s) and no behavior
    /// keeps pushing.
    private func isAtRest(_ behaviors: [UIDynamicBehavior]) -> Bool {
        guard !behaviors.contains(where: \.keepsRunning) else { return false }
        return world.bodies.values.allSatisfy { $0.body.velocity.length < 0.5 && abs($0.body.angularVelocity) < 0.01 }
    }

    static func report(_ message: String) {
        Diagnostics.report(message)
    }
}

/// Hears when an animator's world starts moving and when everything comes to rest.
@MainActor @preconcurrency
public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
