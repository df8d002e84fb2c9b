import CWaylandServer
import Foundation

/// Requests: one dispatcher for every object the compositor made. It creates the objects a
/// request makes (each `new_id` argument, of the type the message names), destroys an object on
/// its `destroy`/`release`, and handles the requests the misbehaviours hang on.
extension Compositor {
    /// Routes `resource`'s requests to the dispatcher and forgets it when it goes.
    func serve(_ resource: Resource) {
        wl_resource_set_dispatcher(resource, { _, target, opcode, message, arguments in
            current.handle(target!.assumingMemoryBound(to: wl_resource.self), opcode: opcode, message: message!, arguments: arguments)
            return 0
        }, UnsafeRawPointer(bitPattern: 1), nil, { resource in
            current.forget(resource!)
        })
    }

    func handle(_ resource: Resource, opcode: UInt32, message: UnsafePointer<wl_message>, arguments: UnsafeMutablePointer<wl_argument>?) {
        let interface = String(cString: wl_resource_get_class(resource))
        let name = String(cString: message.pointee.name)
        var created: [Resource] = []
        for (index, kind) in argumentKinds(message).enumerated() where kind == "n" {
            guard let type = cws_message_type(message, Int32(index)), let arguments else { continue }
            let client = wl_resource_get_client(resource)
            guard let object = wl_resource_create(client, type, wl_resource_get_version(resource), arguments[index].n) else {
                wl_client_post_no_memory(client)
                return
            }
            serve(object)
            created.append(object)
        }
        switch (interface, name) {
        case (_, "destroy"), (_, "release"):
            wl_resource_destroy(resource)
        case ("wl_compositor", "create_surface"):
            surfaces[created[0]] = SurfaceState()
        case ("wl_surface", "attach"):
            surfaces[resource]?.pendingBuffer = arguments.flatMap { resourceArgument($0[0]) }
        case ("wl_surface", "frame"):
            surfaces[resource]?.pendingCallbacks.append(created[0])
        case ("wl_surface", "commit"):
            committed(resource)
        case ("xdg_wm_base", "get_xdg_surface"):
            if let surface = arguments.flatMap({ resourceArgument($0[1]) }) { xdgSurfaces[created[0]] = surface }
        case ("xdg_surface", "get_toplevel"):
            toplevels[created[0]] = resource
        case ("wl_seat", "get_keyboard"):
            if case let .keymap(fault) = misbehavior { sendKeymap(fault, to: created[0]) }
        case ("wl_seat", "get_pointer"), ("zwp_pointer_gestures_v1", _):
            if let object = created.first { touchpad.made(object, by: name) }
            playTouchpadWhenReady()
        default:
            break
        }
    }

    /// An object argument as the resource it is (a server's `wl_object` is the start of its `wl_resource`).
    private func resourceArgument(_ argument: wl_argument) -> Resource? {
        argument.o.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: wl_resource.self) }
    }

    /// The argument letters of a message's signature (`i u f s o n a h`), without versions and `?`.
    private func argumentKinds(_ message: UnsafePointer<wl_message>) -> [Character] {
        String(cString: message.pointee.signature).filter { $0.isLetter }.map { $0 }
    }

    /// A `wl_surface.commit`: the attached buffer becomes current (the previous one released, as
    /// a real compositor does once it shows the next), frame callbacks are due at the next tick,
    /// and a toplevel's first commit is answered by its configure.
    private func committed(_ surface: Resource) {
        guard var state = surfaces[surface] else { return }
        if let buffer = state.pendingBuffer {
            if let previous = state.currentBuffer, previous != buffer, misbehavior != .holdBuffers {
                wl_buffer_send_release(previous)
            }
            state.currentBuffer = buffer
            state.pendingBuffer = nil
            commitsWithBuffer += 1
            let shm = wl_shm_buffer_get(buffer)
            say("commit \(shm.map { wl_shm_buffer_get_width($0) } ?? 0) \(shm.map { wl_shm_buffer_get_height($0) } ?? 0) buffers \(buffers(of: wl_resource_get_client(surface)).count)")
        }
        dueCallbacks += state.pendingCallbacks
        let framePending = !state.pendingCallbacks.isEmpty
        state.pendingCallbacks.removeAll()
        let firstConfigure = !state.isConfigured
        state.isConfigured = true
        surfaces[surface] = state
        if firstConfigure, let xdgSurface = xdgSurfaces.first(where: { $0.value == surface })?.key,
           let toplevel = toplevels.first(where: { $0.value == xdgSurface })?.key
        {
            configure(toplevel, xdgSurface)
            touchpad.surface = touchpad.surface ?? surface
            playTouchpadWhenReady()
        }
        if misbehavior == .strayReleases {
            for buffer in buffers(of: wl_resource_get_client(surface)) { wl_buffer_send_release(buffer) }
        }
        if misbehavior == .vanishMidFrame, commitsWithBuffer >= 3, framePending {
            say("vanishing")
            exit(0)
        }
    }

    private func configure(_ toplevel: Resource, _ xdgSurface: Resource) {
        var size: (Int32, Int32) = (0, 0)
        if case let .configure(width, height) = misbehavior { size = (width, height) }
        var states = wl_array()
        wl_array_init(&states)
        if size.0 > 0, size.1 > 0 {
            // Maximized: the size is the compositor's to dictate, not a suggestion.
            wl_array_add(&states, 4)?.storeBytes(of: XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue, as: UInt32.self)
        }
        xdg_toplevel_send_configure(toplevel, size.0, size.1, &states)
        wl_array_release(&states)
        serial += 1
        xdg_surface_send_configure(xdgSurface, serial)
        say("configure \(size.0) \(size.1)")
    }

    /// The `wl_buffer` objects a client has made (attached or not).
    func buffers(of client: OpaquePointer?) -> [Resource] {
        var found: [Resource] = []
        withUnsafeMutablePointer(to: &found) { list in
            wl_client_for_each_resource(client, { resource, data in
                if String(cString: wl_resource_get_class(resource)) == "wl_buffer" {
                    data!.assumingMemoryBound(to: [Resource].self).pointee.append(resource!)
                }
                return WL_ITERATOR_CONTINUE
            }, list)
        }
        return found
    }

    /// An object went (its destroy request, or its client left): no event may reach it any more.
    func forget(_ resource: Resource) {
        touchpad.forget(resource)
        surfaces[resource] = nil
        xdgSurfaces[resource] = nil
        toplevels[resource] = nil
        dueCallbacks.removeAll { $0 == resource }
        for (surface, var state) in surfaces {
            state.pendingCallbacks.removeAll { $0 == resource }
            if state.pendingBuffer == resource { state.pendingBuffer = nil }
            if state.currentBuffer == resource { state.currentBuffer = nil }
            surfaces[surface] = state
        }
    }
}
