import CWaylandProtocols
import Foundation

/// Why the Wayland connection cannot go on; `description` is the one-line message a program prints.
public enum WaylandError: Error, Equatable, CustomStringConvertible {
    /// No compositor answered at the socket the environment names.
    case noCompositor(socket: String, reason: String)
    /// The compositor lacks a global the client cannot work without.
    case missingGlobal(String)
    /// The compositor reported a protocol error on one of our objects.
    case protocolError(interface: String, objectID: UInt32, code: UInt32)
    /// The connection broke: the compositor closed it or died.
    case connectionLost(reason: String)
    /// A system call the client needs failed (shared memory, mapping).
    case system(call: String, reason: String)
    /// libdecor could not draw or manage the window's frame.
    case decorations(String)
    /// The compositor did not answer a roundtrip within the response timeout (a frozen compositor).
    case noResponse(after: Duration)
    /// What the compositor sent is not the Wayland protocol (libwayland's reason).
    case malformedStream(String)
    /// The compositor sent something the client cannot use (a keymap xkbcommon rejects, …).
    case invalidInput(String)

    public var description: String {
        switch self {
        case let .noCompositor(socket, reason):
            return "no Wayland compositor at \(socket) (\(reason)); set WAYLAND_DISPLAY to a running compositor's socket"
        case let .missingGlobal(name):
            return "the Wayland compositor does not offer \(name), which this client needs"
        case let .protocolError(interface, objectID, code):
            return "Wayland protocol error \(code) on \(interface)@\(objectID); the compositor closed the connection"
        case let .connectionLost(reason):
            return "lost the connection to the Wayland compositor (\(reason))"
        case let .system(call, reason):
            return "\(call) failed: \(reason)"
        case let .decorations(message):
            return "client-side decorations failed: \(message)"
        case let .noResponse(timeout):
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
            return "the Wayland compositor did not answer within \(String(format: "%g", seconds)) s "
                + "(frozen or not a compositor; WAYLAND_RESPONSE_TIMEOUT sets the wait in seconds)"
        case let .malformedStream(reason):
            return "Wayland protocol error: the compositor sent data that is not the Wayland protocol (\(reason))"
        case let .invalidInput(what):
            return "the Wayland compositor sent \(what)"
        }
    }

    /// The message of the C library's current `errno`.
    static func errnoText(_ code: Int32 = cw_errno()) -> String {
        String(cString: strerror(code))
    }
}
