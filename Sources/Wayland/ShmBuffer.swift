import CWaylandProtocols
import Foundation

/// A shared-memory buffer: its own sealed memfd, mapped here, wrapped as a `wl_buffer`.
///
/// Each buffer has its own `wl_shm_pool`, so the set of buffers grows and shrinks with the
/// window by making and dropping buffers, never by resizing a pool the compositor has mapped.
public final class ShmBuffer: PooledBuffer {
    /// Pixel formats of `wl_shm` the client draws in (both 32-bit, little-endian B,G,R,A/X bytes).
    public enum Format: UInt32, Sendable {
        /// Premultiplied alpha.
        case argb8888 = 0
        /// Opaque: the fourth byte is ignored.
        case xrgb8888 = 1
    }

    public let width: Int
    public let height: Int
    public let stride: Int
    public let format: Format
    /// The first byte of the pixels, valid while the buffer lives.
    public let pixels: UnsafeMutableRawPointer
    public var isBusy = false
    public var age = 0
    /// Called when the compositor releases the buffer.
    var onRelease: ((ShmBuffer) -> Void)?
    let proxy: OpaquePointer
    private let pool: OpaquePointer
    private let fd: Int32
    private let byteCount: Int

    /// Makes a `width`×`height` buffer on `shm` (a bound `wl_shm`).
    init(shm: OpaquePointer, width: Int, height: Int, format: Format) throws {
        guard width > 0, height > 0, width <= 1 << 14, height <= 1 << 14 else {
            throw WaylandError.invalidInput("a buffer size of \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.format = format
        stride = width * 4
        byteCount = stride * height
        (fd, pixels) = try ShmBuffer.sharedMemory(byteCount: byteCount)
        let mapping = pixels
        guard let pool = wl_shm_create_pool(shm, fd, Int32(byteCount)) else {
            munmap(mapping, byteCount)
            close(fd)
            throw WaylandError.connectionLost(reason: "wl_shm.create_pool failed")
        }
        self.pool = pool
        guard let buffer = wl_shm_pool_create_buffer(
            pool, 0, Int32(width), Int32(height), Int32(stride), format.rawValue)
        else {
            wl_shm_pool_destroy(pool)
            munmap(mapping, byteCount)
            close(fd)
            throw WaylandError.connectionLost(reason: "wl_shm_pool.create_buffer failed")
        }
        proxy = buffer
        wl_buffer_add_listener(buffer, bufferListener, userData(self))
    }

    deinit {
        wl_buffer_destroy(proxy)
        wl_shm_pool_destroy(pool)
        munmap(pixels, byteCount)
        close(fd)
    }

    /// A sealed memfd of `byteCount` bytes, mapped for reading and writing.
    static func sharedMemory(byteCount: Int) throws -> (fd: Int32, pixels: UnsafeMutableRawPointer) {
        let fd = cw_memfd_create("shm-buffer")
        guard fd >= 0 else {
            throw WaylandError.system(call: "memfd_create", reason: WaylandError.errnoText())
        }
        var mapped = false
        defer { if !mapped { close(fd) } }
        while ftruncate(fd, off_t(byteCount)) < 0 {
            if cw_errno() != EINTR {
                throw WaylandError.system(call: "ftruncate", reason: WaylandError.errnoText())
            }
        }
        if cw_seal_shrink(fd) < 0 {
            throw WaylandError.system(call: "fcntl(F_SEAL_SHRINK)", reason: WaylandError.errnoText())
        }
        let mapping = mmap(nil, byteCount, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let mapping, mapping != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw WaylandError.system(call: "mmap", reason: WaylandError.errnoText())
        }
        mapped = true
        return (fd, mapping)
    }

    /// Files the buffer's future events (its release) on `queue`; nil is the default queue.
    func move(to queue: OpaquePointer?) {
        wl_proxy_set_queue(proxy, queue)
        wl_proxy_set_queue(pool, queue)
    }

    fileprivate func released() {
        onRelease?(self)
    }
}

nonisolated(unsafe) let bufferListener = UnsafeMutablePointer<wl_buffer_listener>.listenerTable(
    wl_buffer_listener(release: { data, _ in
        owner(data, as: ShmBuffer.self).released()
    }))
