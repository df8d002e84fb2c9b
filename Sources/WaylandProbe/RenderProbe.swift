import Foundation
import Wayland

/// The probe's render-thread mode (`--render-thread`): a render thread draws a bar that moves
/// one step a frame, paced by frame callbacks through a `FramePresenter`; the main thread answers
/// configures by drawing the next step at the new size, and obeys lines on stdin (`block MS`:
/// busy for MS ms; `maximize`; `quit`: stop the render thread and exit). `--dispatch-main` runs the main
/// thread as UIKit does: `dispatchMain`, the socket a dispatch source.
///
/// Lines on stdout, all times CLOCK_MONOTONIC ns: `configure W H STATES`, `frame W H BW BH` and
/// `answered STEP W H` (the main thread drew and acknowledged a configure), `render-frame STEP
/// NS CALLBACK_MS W H BW BH` (a frame the render thread presented), `painting STEP` (with a paint delay, before
/// it), `render-stale STEP` (drawn
/// for a size no longer configured, not shown), `main-frame STEP` (after the render thread
/// stopped, a frame presented and paced on the main thread again), `presented NS REFRESH_NS` or `discarded`, `block begin NS`,
/// `block end NS`, `stopped`.
final class RenderProbe: @unchecked Sendable {
    private let display: Display
    private let window: Window
    private var presenter: FramePresenter?
    private let steps = StepCounter()
    private let commands = CommandQueue()
    private var isRunning = true
    /// How long the render thread takes to paint a frame (`--paint-delay MS`), so a configure
    /// can land while it paints.
    private let paintDelay: Int

    init(options: ProbeOptions) throws {
        paintDelay = options.paintDelay
        (display, window) = try options.openWindow()
        window.onConfigure = { [unowned self] configuration in
            say("configure \(configuration.size.width) \(configuration.size.height) \(configuration.states)")
            answer(configuration)
        }
        window.onClose = { [unowned self] in
            say("close")
            isRunning = false
        }
    }

    /// Draws the first frame on the main thread, then hands frames to the render thread and
    /// dispatches the main queue until `quit` or a close request: in a `Display.dispatch` loop,
    /// or with `dispatchMain` as UIKit does (the socket a dispatch source on the main queue).
    func run(dispatchMain usesDispatchMain: Bool) throws {
        while window.configuration == nil {
            try display.dispatch()
        }
        let presenter = try FramePresenter(window: window)
        self.presenter = presenter
        presenter.onFrame = { [unowned self] time in renderFrame(callbackTime: Int64(time)) }
        presenter.onWake = { [unowned self] in renderFrame(callbackTime: -1) }
        presenter.onPresentation = { feedback in
            if feedback.wasPresented {
                say("presented \(nanoseconds(feedback.time)) \(nanoseconds(feedback.refresh))")
            } else {
                say("discarded")
            }
        }
        presenter.onError = { error in fail("\(error)") }
        presenter.start()
        presenter.wake()
        if usesDispatchMain {
            runDispatchMain(presenter)
        }
        commands.startReading()
        while isRunning {
            try display.dispatch(timeout: .milliseconds(20))
            for command in commands.take() {
                perform(command)
            }
        }
        try finish()
    }

    /// The main thread as UIKit's: a read source on the socket, and the render thread's word
    /// when it read events for the main queue (the socket may then hold nothing to wake the source).
    private func runDispatchMain(_ presenter: FramePresenter) -> Never {
        let source = DispatchSource.makeReadSource(fileDescriptor: display.fileDescriptor, queue: .main)
        source.setEventHandler { [unowned self] in serviceSocket() }
        source.resume()
        presenter.onMainQueueEvents = { [unowned self] in
            DispatchQueue.main.async { self.serviceSocket() }
        }
        commands.startReading { [unowned self] in
            DispatchQueue.main.async {
                for command in self.commands.take() {
                    self.perform(command)
                }
                self.serviceSocket()
            }
        }
        dispatchMain()
    }

    /// Reads and dispatches the main queue's events once; ends the probe after `quit` or a close.
    private func serviceSocket() {
        do {
            try display.dispatch(timeout: .zero)
            if !isRunning {
                try finish()
                exit(0)
            }
        } catch {
            fail("\(error)")
        }
    }

    /// Stops the render thread, presents once more from the main thread, and says so.
    private func finish() throws {
        presenter?.stop()
        presenter = nil
        try presentOnMainThread()
        say("stopped")
    }

    /// After the render thread stopped, the window is the main thread's again: one frame
    /// presented there, and its frame callback dispatched there.
    private func presentOnMainThread() throws {
        var frameTime: UInt32?
        window.onFrame = { frameTime = $0 }
        guard let buffer = try window.nextBuffer() else { return }
        let step = steps.next()
        BarPainter.paint(buffer, step: step)
        try window.present(buffer, requestFrame: true)
        while frameTime == nil {
            try display.dispatch()
        }
        say("main-frame \(step)")
    }

    private func perform(_ command: String) {
        let words = command.split(separator: " ")
        switch words.first {
        case "block":
            let milliseconds = words.count > 1 ? Int(words[1]) ?? 500 : 500
            say("block begin \(monotonicNanoseconds())")
            usleep(useconds_t(milliseconds * 1000))
            say("block end \(monotonicNanoseconds())")
        case "maximize":
            window.setMaximized(true)
        case "quit":
            isRunning = false
        default:
            say("unknown command \(command)")
        }
    }

    /// Main thread, inside `onConfigure` (under the window's surface lock): the next step at the
    /// new size, committed with the acknowledgement.
    private func answer(_ configuration: WindowConfiguration) {
        guard let buffer = try? window.nextBuffer() else { return }
        let step = steps.next()
        BarPainter.paint(buffer, step: step)
        do {
            try window.present(buffer, requestFrame: true)
        } catch {
            fail("\(error)")
        }
        say("frame \(configuration.size.width) \(configuration.size.height) \(buffer.width) \(buffer.height)")
        if !window.needsPresentation {
            say("answered \(step) \(configuration.size.width) \(configuration.size.height)")
        }
    }

    /// Render thread: draws the next step and presents it, asking for the next frame callback.
    private func renderFrame(callbackTime: Int64) {
        guard let presenter else { return }
        do {
            let step = steps.next()
            guard let frame = try presenter.nextFrame() else { return }
            BarPainter.paint(frame.buffer, step: step)
            if paintDelay > 0 {
                say("painting \(step)")
                usleep(useconds_t(paintDelay * 1000))
            }
            if try presenter.present(frame, requestFrame: true) {
                let size = frame.target.configuration.size
                say("render-frame \(step) \(monotonicNanoseconds()) \(callbackTime) \(size.width) \(size.height) \(frame.buffer.width) \(frame.buffer.height)")
            } else {
                say("render-stale \(step)")
                presenter.wake()
            }
        } catch {
            fail("\(error)")
        }
    }
}

/// CLOCK_MONOTONIC in ns, the clock the presentation times are on.
func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}
