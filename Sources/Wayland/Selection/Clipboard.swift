import CWaylandProtocols
import Foundation

/// One selection of a seat, the clipboard or the primary selection: what is on it (the MIME types another
/// program, or this one, offers), putting content on it, and reading it.
///
/// Offering answers the compositor's `send` requests by writing into the peer's pipe off the event loop;
/// reading asks the offering program for one type and reads its pipe off the event loop, within a timeout.
/// Everything else runs on the thread that dispatches the display.
public final class Clipboard {
    /// Which selection this is.
    public var kind: SelectionKind { calls.kind }
    /// The MIME types of what is on the selection now ([] when it is empty).
    public private(set) var types: [String] = []
    /// The selection changed (another program, or this one, put something on it or cleared it).
    public var onChange: (() -> Void)?
    /// Whether the content on the selection is this program's own.
    public var ownsSelection: Bool { source != nil }
    /// What this program offers while it owns the selection.
    public private(set) var content: SelectionContent?
    /// The most bytes a read accepts.
    public var readLimit = 256 << 20

    let calls: SelectionCalls
    unowned let seat: Seat
    private let manager: OpaquePointer
    private var device: OpaquePointer?
    private var source: OpaquePointer?
    /// The offers announced but not yet made the selection, with their MIME types.
    private var announced: [OpaquePointer: [String]] = [:]
    /// The offer that is the selection now, if another program's (ours is read locally).
    private var current: OpaquePointer?

    init(seat: Seat, calls: SelectionCalls, manager: OpaquePointer) {
        self.seat = seat
        self.calls = calls
        self.manager = manager
        device = calls.getDevice(manager, seat.proxy, userData(self))
    }

    deinit {
        for offer in announced.keys { calls.destroyOffer(offer) }
        if let current { calls.destroyOffer(current) }
        if let source { calls.destroySource(source) }
        if let device { calls.destroyDevice(device) }
    }

    /// Puts `content` on the selection, in answer to the latest input event (the compositor refuses a selection
    /// without one). Empty content clears the selection.
    public func offer(_ content: SelectionContent) throws(SelectionError) {
        guard let serial = seat.latestInputSerial else { throw .noInputEvent }
        guard let device else { throw .transferFailed("the compositor gave no selection device") }
        guard !content.types.isEmpty else { return clear() }
        guard let newSource = calls.createSource(manager, userData(self)) else {
            throw .transferFailed("the compositor made no selection source")
        }
        for type in content.types { calls.offerType(newSource, type) }
        calls.setSelection(device, newSource, serial)
        replaceSource(with: newSource)
        self.content = content
        _ = try? seat.display.flush()
    }

    /// Takes this program's content off the selection (leaving it empty).
    public func clear() {
        guard let device, let serial = seat.latestInputSerial else { return }
        calls.setSelection(device, nil, serial)
        replaceSource(with: nil)
        _ = try? seat.display.flush()
    }

    private func replaceSource(with newSource: OpaquePointer?) {
        if let source { calls.destroySource(source) }
        source = newSource
        if newSource == nil { content = nil }
    }

    /// Reads the selection as `type`, delivering the bytes (or one clear error) on `queue`; the offering program
    /// is given up after `timeout` without sending a byte. This program's own content is delivered without a transfer.
    public func read(
        type: String, timeout: Duration = .seconds(2), queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Data, SelectionError>) -> Void
    ) {
        if let content {
            let result: Result<Data, SelectionError> = content.data(for: type).map { .success($0) }
                ?? .failure(.typeNotOffered(type, offered: content.types))
            return queue.async { completion(result) }
        }
        guard let offer = current else { return queue.async { completion(.failure(.empty)) } }
        guard types.contains(type) else {
            let offered = types
            return queue.async { completion(.failure(.typeNotOffered(type, offered: offered))) }
        }
        var fds: [Int32] = [-1, -1]
        guard cw_pipe_for_reading(&fds) == 0 else {
            let reason = WaylandError.errnoText()
            return queue.async { completion(.failure(.transferFailed("pipe: \(reason)"))) }
        }
        calls.receive(offer, type, fds[1])
        close(fds[1])
        // The request must reach the offering program before anything can arrive on the pipe.
        _ = try? seat.display.flush()
        SelectionReader.start(fd: fds[0], type: type, limit: readLimit, timeout: timeout, completionQueue: queue, completion: completion)
    }

    /// The best text type on the selection, if any: UTF-8 first, X11's names last.
    public var textType: String? {
        SelectionContent.textTypes.first { types.contains($0) }
            ?? types.first { $0.hasPrefix("text/plain") }
    }

    /// Reads the selection as text (its best text type, decoded as UTF-8).
    public func readText(
        timeout: Duration = .seconds(2), queue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<String, SelectionError>) -> Void
    ) {
        guard let type = textType else {
            let offered = types
            return queue.async { completion(.failure(offered.isEmpty ? .empty : .typeNotOffered("text/plain", offered: offered))) }
        }
        read(type: type, timeout: timeout, queue: queue) { result in
            completion(result.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    // MARK: Events

    fileprivate func offerAnnounced(_ offer: OpaquePointer?) {
        guard let offer else { return }
        announced[offer] = []
        calls.listenToOffer(offer, userData(self))
    }

    fileprivate func offerType(_ offer: OpaquePointer?, _ type: UnsafePointer<CChar>?) {
        guard let offer, let type else { return }
        announced[offer, default: []].append(String(cString: type))
    }

    fileprivate func selectionChanged(_ offer: OpaquePointer?) {
        if let current { calls.destroyOffer(current) }
        current = nil
        if let offer, let offered = announced.removeValue(forKey: offer) {
            current = offer
            types = offered
        } else {
            types = []
        }
        if source != nil, let content {
            // The compositor echoes our own selection back as an offer: its types are ours.
            types = content.types
        }
        onChange?()
    }

    /// A drag-and-drop offer ended (left or dropped): this client takes no drops.
    fileprivate func dragOfferEnded() {
        for offer in announced.keys { calls.destroyOffer(offer) }
        announced.removeAll()
    }

    fileprivate func sendRequested(source requester: OpaquePointer?, type: UnsafePointer<CChar>?, fd: Int32) {
        guard requester == source, let type, let data = content?.data(for: String(cString: type)) else {
            close(fd)
            return
        }
        SelectionWriter.start(fd: fd, data: data)
    }

    fileprivate func cancelled(source cancelled: OpaquePointer?) {
        guard let cancelled else { return }
        if cancelled == source {
            // Another program took the selection.
            replaceSource(with: nil)
        } else {
            calls.destroySource(cancelled)
        }
    }
}

// MARK: Listener tables (user data: the Clipboard)

nonisolated(unsafe) let dataDeviceListener = UnsafeMutablePointer<wl_data_device_listener>.listenerTable(
    wl_data_device_listener(
        data_offer: { data, _, offer in owner(data, as: Clipboard.self).offerAnnounced(offer) },
        enter: { _, _, _, _, _, _, _ in },
        leave: { data, _ in owner(data, as: Clipboard.self).dragOfferEnded() },
        motion: { _, _, _, _, _ in },
        drop: { data, _ in owner(data, as: Clipboard.self).dragOfferEnded() },
        selection: { data, _, offer in owner(data, as: Clipboard.self).selectionChanged(offer) }
    ))

nonisolated(unsafe) let dataOfferListener = UnsafeMutablePointer<wl_data_offer_listener>.listenerTable(
    wl_data_offer_listener(
        offer: { data, offer, type in owner(data, as: Clipboard.self).offerType(offer, type) },
        source_actions: { _, _, _ in },
        action: { _, _, _ in }
    ))

nonisolated(unsafe) let dataSourceListener = UnsafeMutablePointer<wl_data_source_listener>.listenerTable(
    wl_data_source_listener(
        target: { _, _, _ in },
        send: { data, source, type, fd in owner(data, as: Clipboard.self).sendRequested(source: source, type: type, fd: fd) },
        cancelled: { data, source in owner(data, as: Clipboard.self).cancelled(source: source) },
        dnd_drop_performed: { _, _ in },
        dnd_finished: { _, _ in },
        action: { _, _, _ in }
    ))

nonisolated(unsafe) let primaryDeviceListener = UnsafeMutablePointer<zwp_primary_selection_device_v1_listener>.listenerTable(
    zwp_primary_selection_device_v1_listener(
        data_offer: { data, _, offer in owner(data, as: Clipboard.self).offerAnnounced(offer) },
        selection: { data, _, offer in owner(data, as: Clipboard.self).selectionChanged(offer) }
    ))

nonisolated(unsafe) let primaryOfferListener = UnsafeMutablePointer<zwp_primary_selection_offer_v1_listener>.listenerTable(
    zwp_primary_selection_offer_v1_listener(
        offer: { data, offer, type in owner(data, as: Clipboard.self).offerType(offer, type) }
    ))

nonisolated(unsafe) let primarySourceListener = UnsafeMutablePointer<zwp_primary_selection_source_v1_listener>.listenerTable(
    zwp_primary_selection_source_v1_listener(
        send: { data, source, type, fd in owner(data, as: Clipboard.self).sendRequested(source: source, type: type, fd: fd) },
        cancelled: { data, source in owner(data, as: Clipboard.self).cancelled(source: source) }
    ))
