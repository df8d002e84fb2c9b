import Foundation

/// Why a selection could not be read or offered; `description` is the one-line message.
public enum SelectionError: Error, Equatable, CustomStringConvertible {
    /// Nothing is on the selection.
    case empty
    /// The selection is not offered in the type asked for.
    case typeNotOffered(String, offered: [String])
    /// The program offering the selection sent nothing for the time a read waits.
    case timedOut(type: String, after: Duration)
    /// The selection is larger than a read accepts.
    case tooLarge(type: String, limit: Int)
    /// Reading or writing the pipe failed.
    case transferFailed(String)
    /// No input event has arrived yet, and the compositor takes a selection only with an input event's serial.
    case noInputEvent

    public var description: String {
        switch self {
        case .empty:
            return "the selection is empty"
        case let .typeNotOffered(type, offered):
            return "the selection is not offered as \(type) (offered: \(offered.isEmpty ? "nothing" : offered.joined(separator: ", ")))"
        case let .timedOut(type, after):
            let seconds = Double(after.components.seconds) + Double(after.components.attoseconds) / 1e18
            return "the program holding the selection sent no \(type) for \(String(format: "%g", seconds)) s"
        case let .tooLarge(type, limit):
            return "the selection's \(type) is larger than \(limit) bytes"
        case let .transferFailed(reason):
            return "the selection transfer failed: \(reason)"
        case .noInputEvent:
            return "no input event has arrived yet; the compositor takes a selection only in answer to one"
        }
    }
}
