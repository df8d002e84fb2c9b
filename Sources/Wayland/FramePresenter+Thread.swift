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
///
/// The body, and all it holds, is released before `join` returns: the system thread lives on for a moment after
/// its body ends, and what the body held (a presenter and its window) must not outlive the join on that thread,
/// where the main thread still dispatches events to the window.
final class RenderThread: @unchecked Sendable {
    private let lock = NSLock()
    private var stopRequested = false
    private let finished = DispatchSemaphore(value: 0)
    private var thread: Thread!
    private var body: (@Sendable (_ shouldStop: () -> Bool) -> Void)?

    /// `body` gets a function that says whether a stop was requested.
    init(name: String, body: @escaping @Sendable (_ shouldStop: () -> Bool) -> Void) {
        self.body = body
        thread = Thread { [unowned self] in
            self.runBody()
            self.finished.signal()
        }
        thread.name = name
        // The render side composites with deep recursion over layer trees: the main thread's stack size.
        thread.stackSize = 8 << 20
        thread.qualityOfService = .userInteractive
    }

    func start() { thread.start() }

    /// Runs the body once and lets it go.
    private func runBody() {
        guard let body = lock.withLock({ () -> (@Sendable (() -> Bool) -> Void)? in defer { self.body = nil }; return self.body }) else {
            return
        }
        body { self.lock.withLock { self.stopRequested } }
    }

    func requestStop() { lock.withLock { stopRequested = true } }

    /// Waits until the body has returned.
    func join() {
        finished.wait()
        finished.signal()
    }
}
