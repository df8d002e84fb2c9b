import Foundation
import Wayland

/// The app's connection to the Wayland compositor, served by the main run loop: the socket is a
/// dispatch source on the main queue, key repeat a timer, and nothing wakes the process when
/// no event comes.
@MainActor
final class DesktopConnection {
    let display: Display
    private let readSource: DispatchSourceRead
    private var repeatTimer: DispatchSourceTimer?
    /// The desktop's clipboard and primary selection, shared by the app's windows.
    private(set) lazy var clipboard = DesktopClipboard(display: display)
    /// `UIPasteboard.general`'s store on the desktop clipboard.
    private(set) lazy var pasteboardStore = DesktopPasteboardStore(clipboard: clipboard)

    init() throws {
        display = try Display()
        readSource = DispatchSource.makeReadSource(fileDescriptor: display.fileDescriptor, queue: .main)
        readSource.setEventHandler { [unowned self] in
            MainActor.assumeIsolated { self.serviceSocket() }
        }
        readSource.resume()
    }

    /// Reads and dispatches what the compositor sent; a broken connection ends the app.
    private func serviceSocket() {
        do {
            try display.dispatch(timeout: .zero)
            try display.flush()
        } catch {
            UIApplication.fail("\(error)")
        }
        armRepeatTimer()
    }

    /// Dispatches events another thread already read from the socket (the render thread reads for both queues),
    /// which no readability of the socket would announce.
    func dispatchPending() {
        do {
            try display.dispatchPending()
            try display.flush()
        } catch {
            UIApplication.fail("\(error)")
        }
        armRepeatTimer()
    }

    /// Sends what is buffered; called after each frame and at the end of event handling.
    func flush() {
        do {
            try display.flush()
        } catch {
            UIApplication.fail("\(error)")
        }
    }

    /// Keeps a one-shot timer at the next key-repeat deadline, and none when no key repeats.
    private func armRepeatTimer() {
        repeatTimer?.cancel()
        repeatTimer = nil
        guard let deadline = display.nextTimerDeadline else { return }
        let timer = DispatchSource.makeTimerSource(queue: .main)
        let delay = max(.zero, deadline - .now)
        let (seconds, attoseconds) = delay.components
        timer.schedule(deadline: .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)))
        timer.setEventHandler { [unowned self] in
            MainActor.assumeIsolated {
                self.display.runDueTimers()
                self.flush()
                self.armRepeatTimer()
            }
        }
        timer.resume()
        repeatTimer = timer
    }
}
