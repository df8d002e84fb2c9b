import Foundation

/// Which code draws transformed layers: the project's own kernels, or pixman's for every class
/// (set `QUARTZCORE_KERNELS=pixman` before the first frame) so the benchmark can compare them.
enum KernelSelection: Sendable {
    case own
    case pixman

    /// Read once from the environment.
    static let current: KernelSelection = {
        guard let value = getenv("QUARTZCORE_KERNELS") else { return .own }
        return String(cString: value) == "pixman" ? .pixman : .own
    }()
}
