import Foundation

/// Why a recording stopped, said in one line.
enum RecordingError: Error, CustomStringConvertible, Equatable {
    /// A file of the recording could not be written (the system's error number).
    case unwritable(String, Int32)
    /// The frame size is beyond what the render target can draw.
    case frameTooLarge(width: Int, height: Int)
    /// A frame could not be drawn.
    case frameNotDrawn(index: Int, width: Int, height: Int)
    /// A signal (Ctrl-C, SIGTERM) stopped the recording.
    case interrupted(signal: Int32)

    var description: String {
        switch self {
        case let .unwritable(path, code): return "\(path): \(String(cString: strerror(code)))"
        case let .frameTooLarge(width, height):
            return "frames of \(width)×\(height) pixels are past what can be drawn: at most \(SceneRecording.maximumFrameSide) "
                + "pixels a side and \(SceneRecording.maximumFramePixels) pixels a frame"
        case let .frameNotDrawn(index, width, height): return "frame \(index) (\(width)×\(height) pixels) could not be drawn"
        case let .interrupted(signal): return "interrupted by \(signal == SIGINT ? "Ctrl-C (SIGINT)" : "signal \(signal)")"
        }
    }
}
