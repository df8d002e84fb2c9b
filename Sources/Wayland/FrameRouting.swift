/// The proxies a window makes its pacing objects through (frame callbacks, presentation
/// feedback, shm pools and so buffers): its own, whose new objects' events go to the default
/// queue, or a presenter's wrappers, whose new objects' events go to the render queue.
/// Read and changed under the window's surface lock.
final class FrameRouting {
    var surface: OpaquePointer
    var shm: OpaquePointer
    var presentation: OpaquePointer?

    init(surface: OpaquePointer, shm: OpaquePointer, presentation: OpaquePointer?) {
        self.surface = surface
        self.shm = shm
        self.presentation = presentation
    }
}
