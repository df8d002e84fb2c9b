import XCTest

extension XCTestCase {
    /// Stops `compositor` when the test ends; when the test failed, prints the end of the
    /// compositor's log first (the whole log stays in the artifacts folder).
    func stopAfterTest(_ compositor: some HeadlessCompositor & Sendable) {
        addTeardownBlock { [weak self] in
            if let run = self?.testRun, run.totalFailureCount > 0 {
                print(compositor.logTail())
            }
            compositor.kill()
        }
    }
}
