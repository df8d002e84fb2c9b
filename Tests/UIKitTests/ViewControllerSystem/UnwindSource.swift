@testable import UIKit

/// Unwind sources for tests: UIKit makes them during an unwind, and apps never do.
@MainActor
enum UnwindSource {
    static func make(from source: UIViewController) -> UIStoryboardUnwindSegueSource {
        UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector("unwindToList:"), sender: nil)
    }
}
