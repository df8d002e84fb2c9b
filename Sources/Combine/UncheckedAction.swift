/// A scheduler's action, handed to Dispatch's and Foundation's `@Sendable` callbacks: the scheduler's caller chose
/// where it runs, as Apple's Combine lets it.
struct UncheckedAction: @unchecked Sendable {
    let action: () -> Void

    init(_ action: @escaping () -> Void) {
        self.action = action
    }
}
