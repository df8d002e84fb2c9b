import Foundation

extension Window {
    /// Runs `body` holding the surface lock, so a frame's buffer, drawing and commit happen as one piece with
    /// respect to the other thread (a configure answered on the main thread, frames on a presenter's render
    /// thread). The lock is recursive: the window's and presenter's calls inside `body` take it again.
    public func withSurfaceLock<T>(_ body: () throws -> T) rethrows -> T {
        try surfaceLock.withLock(body)
    }
}
