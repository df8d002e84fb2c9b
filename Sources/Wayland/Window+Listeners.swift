import CWaylandProtocols

/// The listener tables of a window's objects; each forwards to the `Window` in the user data.

nonisolated(unsafe) let surfaceListener = UnsafeMutablePointer<wl_surface_listener>.listenerTable(
    wl_surface_listener(
        enter: { data, _, output in owner(data, as: Window.self).outputEntered(output) },
        leave: { data, _, output in owner(data, as: Window.self).outputLeft(proxy: output) }
    ))

nonisolated(unsafe) let fractionalScaleListener = UnsafeMutablePointer<wp_fractional_scale_v1_listener>.listenerTable(
    wp_fractional_scale_v1_listener(preferred_scale: { data, _, scale in
        owner(data, as: Window.self).fractionalScalePreferred(scale)
    }))

nonisolated(unsafe) let frameListener = UnsafeMutablePointer<wl_callback_listener>.listenerTable(
    wl_callback_listener(done: { data, _, time in
        owner(data, as: Window.self).frameDone(time: time)
    }))

nonisolated(unsafe) let presentationFeedbackListener = UnsafeMutablePointer<wp_presentation_feedback_listener>.listenerTable(
    wp_presentation_feedback_listener(
        sync_output: { _, _, _ in },
        presented: { data, _, secondsHigh, secondsLow, nanoseconds, refresh, sequenceHigh, sequenceLow, flags in
            let request = owner(data, as: PresentationRequest.self)
            let seconds = Int64(UInt64(secondsHigh) << 32 | UInt64(secondsLow))
            let feedback = PresentationFeedback(
                wasPresented: true,
                time: .seconds(seconds) + .nanoseconds(Int64(nanoseconds)),
                refresh: .nanoseconds(Int64(refresh)),
                sequence: UInt64(sequenceHigh) << 32 | UInt64(sequenceLow),
                flags: flags)
            request.window?.feedbackEnded(request, feedback: feedback)
        },
        discarded: { data, _ in
            let request = owner(data, as: PresentationRequest.self)
            request.window?.feedbackEnded(request, feedback: .discarded)
        }
    ))

/// The `uint32` values of a `wl_array` (toplevel states, pressed keys).
func uint32Array(_ array: UnsafeMutablePointer<wl_array>?) -> [UInt32] {
    guard let array, let data = array.pointee.data else { return [] }
    let count = array.pointee.size / MemoryLayout<UInt32>.stride
    return Array(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt32.self), count: count))
}
