import Combine
import UIKit

/// `--combine`: Combine's main-thread schedulers inside the app's own run loop, reported as lines once each pipeline
/// delivers on the main thread: a delay on the main queue, a delay on the main run loop, a debounce on the main run
/// loop, three ticks of a timer publisher, and values sent from a background queue well after launch (the app
/// asleep by then) received on the main queue and, a second later, on the main run loop.
@MainActor
final class CombineProbe {
    private var cancellables = Set<AnyCancellable>()
    private let fromBackground = PassthroughSubject<Int, Never>()
    private let runLoopFromBackground = PassthroughSubject<Int, Never>()
    private let typed = PassthroughSubject<String, Never>()

    func start() {
        Just("main queue").delay(for: .milliseconds(50), scheduler: DispatchQueue.main)
            .sink { report("combine delay \($0) main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        Just("run loop").delay(for: .milliseconds(50), scheduler: RunLoop.main)
            .sink { report("combine delay \($0) main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        typed.debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { report("combine debounce \($0) main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        for text in ["a", "ap", "app"] { typed.send(text) }
        Timer.publish(every: 0.1, on: .main, in: .common).autoconnect().prefix(3).collect()
            .sink { report("combine timer \($0.count) ticks main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        fromBackground.receive(on: DispatchQueue.main)
            .sink { report("combine main queue hop \($0) main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        runLoopFromBackground.receive(on: RunLoop.main)
            .sink { report("combine run loop hop \($0) main=\(Thread.isMainThread)") }
            .store(in: &cancellables)
        // Apart in time, so that the main queue's hop does not wake the run loop for the run loop's.
        let queueHop = UncheckedSubject(subject: fromBackground), runLoopHop = UncheckedSubject(subject: runLoopFromBackground)
        DispatchQueue.global().asyncAfter(deadline: .now() + 1.5) { queueHop.subject.send(7) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 2.5) { runLoopHop.subject.send(8) }
    }

    /// A subject handed to the background queue that sends into it; subjects take values from any thread.
    private struct UncheckedSubject: @unchecked Sendable {
        let subject: PassthroughSubject<Int, Never>
    }
}
