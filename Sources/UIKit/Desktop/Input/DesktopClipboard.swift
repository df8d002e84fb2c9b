import Foundation
import Wayland

/// The desktop's clipboard and primary selection as the app sees them: text and PNG images put on either, and
/// read back from whichever program holds them.
///
/// Reading is asynchronous (another program sends the bytes through a pipe); so that `UIPasteboard`'s synchronous
/// getters can answer, the text and the PNG of another program's selection are read ahead when it changes, and
/// kept (`cachedText`, `cachedPNG`) until the next change.
@MainActor
@_spi(DesktopInput) public final class DesktopClipboard {
    private let display: Display
    /// Counts changes of the clipboard, from this app or another.
    @_spi(DesktopInput) public private(set) var changeCount = 0
    /// Called when another program put something on the clipboard, once its text and PNG were read ahead.
    var onExternalChange: (() -> Void)?
    /// The text and PNG of the current clipboard, when read ahead (or this app's own).
    @_spi(DesktopInput) public private(set) var cachedText: String?
    @_spi(DesktopInput) public private(set) var cachedPNG: Data?
    /// The most bytes read ahead per type.
    static let readAheadLimit = 64 << 20
    /// The clipboard's text being read ahead for the change it belongs to, and the reads waiting for it: a program
    /// such as wl-copy serves one request at a time, so a second transfer of the same bytes would only queue behind it.
    private var textReadAhead: (change: Int, waiters: [@MainActor (Result<String, SelectionError>) -> Void])?

    init(display: Display) {
        self.display = display
        display.seat?.clipboard?.onChange = { [weak self] in
            MainActor.assumeIsolated { self?.clipboardChanged() }
        }
    }

    private func selection(_ kind: SelectionKind) -> Clipboard? {
        kind == .clipboard ? display.seat?.clipboard : display.seat?.primarySelection
    }

    /// Whether the desktop offers `kind` at all (the primary selection is not everywhere).
    @_spi(DesktopInput) public func isAvailable(_ kind: SelectionKind) -> Bool { selection(kind) != nil }

    /// The MIME types on `kind` now.
    @_spi(DesktopInput) public func types(_ kind: SelectionKind = .clipboard) -> [String] { selection(kind)?.types ?? [] }

    /// Puts text (in every text type) or a PNG, or both, on `kind`; nothing clears it.
    @_spi(DesktopInput) public func write(text: String?, png: Data?, to kind: SelectionKind = .clipboard) throws {
        guard let selection = selection(kind) else {
            throw SelectionError.transferFailed(kind == .clipboard ? "the compositor offers no clipboard" : "the compositor offers no primary selection")
        }
        var content = text.map { SelectionContent.text($0) } ?? SelectionContent()
        if let png { content.add(png, as: SelectionContent.pngType) }
        try selection.offer(content)
        if kind == .clipboard {
            changeCount += 1
            cachedText = text
            cachedPNG = png
        }
    }

    /// Reads `kind` as text; a read of the clipboard while its text is read ahead gets that transfer's result.
    @_spi(DesktopInput) public func readText(from kind: SelectionKind = .clipboard, timeout: Duration = .seconds(2), completion: @escaping @MainActor (Result<String, SelectionError>) -> Void) {
        guard let selection = selection(kind) else { return completion(.failure(.empty)) }
        if kind == .clipboard, textReadAhead?.change == changeCount {
            textReadAhead?.waiters.append(completion)
            return
        }
        transferText(from: selection, timeout: timeout, completion: completion)
    }

    /// Asks the program holding `selection` for its text.
    private func transferText(from selection: Clipboard, timeout: Duration = .seconds(2), completion: @escaping @MainActor (Result<String, SelectionError>) -> Void) {
        selection.readText(timeout: timeout, queue: .main) { result in
            MainActor.assumeIsolated { completion(result) }
        }
    }

    /// Reads `kind` as a PNG image's bytes.
    @_spi(DesktopInput) public func readPNG(from kind: SelectionKind = .clipboard, timeout: Duration = .seconds(2), completion: @escaping @MainActor (Result<Data, SelectionError>) -> Void) {
        guard let selection = selection(kind) else { return completion(.failure(.empty)) }
        selection.read(type: SelectionContent.pngType, timeout: timeout, queue: .main) { result in
            MainActor.assumeIsolated { completion(result) }
        }
    }

    /// The selection event: this app's own offer echoed back changes nothing; another program's is read ahead.
    private func clipboardChanged() {
        guard let selection = display.seat?.clipboard, !selection.ownsSelection else { return }
        changeCount += 1
        cachedText = nil
        cachedPNG = nil
        let change = changeCount
        // Reads that waited for the last change's text read this one's.
        let stranded = textReadAhead?.waiters ?? []
        textReadAhead = nil
        var pending = 0
        let finished = { [weak self] in
            pending -= 1
            guard let self, pending == 0, change == self.changeCount else { return }
            self.onExternalChange?()
        }
        selection.readLimit = DesktopClipboard.readAheadLimit
        if selection.textType != nil {
            pending += 1
            transferText(from: selection) { [weak self] result in
                guard let self else { return }
                if change == self.changeCount { self.cachedText = try? result.get() }
                if self.textReadAhead?.change == change {
                    let waiters = self.textReadAhead?.waiters ?? []
                    self.textReadAhead = nil
                    for waiter in waiters { waiter(result) }
                }
                finished()
            }
            textReadAhead = (change, stranded)
        } else {
            for waiter in stranded { readText(completion: waiter) }
        }
        if selection.types.contains(SelectionContent.pngType) {
            pending += 1
            readPNG { [weak self] result in
                if change == self?.changeCount { self?.cachedPNG = try? result.get() }
                finished()
            }
        }
        if pending == 0 { onExternalChange?() }
    }
}
