import Foundation

/// The render thread a presenter can run itself: `dispatch` in a loop until `stop`, or until
/// the connection fails (reported once through `onError`).
extension FramePresenter {
    /// Starts the render thread (main thread; once).
    public func start(name: String = "render") {
        guard thread == nil else { return }
        let thread = RenderThread(name: name) { [self] finished in
            do {
                while !finished() {
                    try dispatch()
                }
            } catch let error as WaylandError {
                onError?(error)
            } catch {
                onError?(.system(call: "render thread", reason: "\(error)"))
            }
        }
        self.thread = thread
        thread.start()
    }

    /// Ends the render thread and waits until it has ended, then gives the window back its own
    /// queue: frames are presented on the main thread again (`Window.present`), none awaited.
    /// Main thread; never from inside `onConfigure` (the render thread may wait for the surface
    /// lock held there).
    public func stop() {
        if let thread {
            thread.requestStop()
            wake()
            thread.join()
            // The thread's body holds the presenter: let both go.
            self.thread = nil
        }
        detach()
    }
}

/// A thread that runs a body until asked to stop, and can be joined.
final class RenderThread: @unchecked Sendable {
    private let lock = NSLock()
    private var stopRequested = false
    private let finished = DispatchSemaphore(value: 0)
    private var thread: Thread!

    /// `body` gets a function that says whether a stop was requested.
    init(name: String, body: @escaping @Sendable (_ shouldStop: () -> Bool) -> Void) {
        thread = Thread { [unowned self] in
            body { self.lock.withLock { self.stopRequested } }
            self.finished.signal()
        }
        thread.name = name
        // The render side composites with deep recursion over layer trees: the main thread's stack size.
        thread.stackSize = 8 << 20
        thread.qualityOfService = .userInteractive
    }

    func start() { thread.start() }

    func requestStop() { lock.withLock { stopRequested = true } }

    /// Waits until the body has returned.
    func join() {
        finished.wait()
        finished.signal()
    }
}
