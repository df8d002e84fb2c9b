import Foundation

/// A failure of the end-to-end harness, with everything a person needs to see why.
struct HarnessError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
