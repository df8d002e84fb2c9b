import ATSPI
import Foundation
import UniformTypeIdentifiers

/// One question at a time to the desktop's file dialog (xdg-desktop-portal's FileChooser on the session bus), shared
/// by the pickers that show it: the document picker, the image picker and PhotosUI's photo picker. A dialog that
/// cannot be shown ends as `.failed` with its cause in one line, which `report` writes on standard error.
@_spi(Pickers) @MainActor
public final class DesktopFileDialog {
    public typealias Outcome = PortalFileChooser.Outcome

    private var chooser: PortalFileChooser?

    public init() {}

    /// Whether a question is open.
    public var isAsking: Bool { chooser != nil }

    /// Asks for files of `contentTypes` to open (every file when the list is empty or names any data), one unless
    /// `multiple`; `completion` hears how it ended, once.
    public func open(title: String, contentTypes: [UTType], multiple: Bool, folder: URL? = nil,
                     completion: @escaping @MainActor (Outcome) -> Void) {
        ask(Self.openRequest(title: title, contentTypes: contentTypes, multiple: multiple, folder: folder), completion: completion)
    }

    /// The dialog's question for opening files of `contentTypes`: folders when a type is one, else their filters.
    static func openRequest(title: String, contentTypes: [UTType], multiple: Bool, folder: URL?) -> PortalFileChooser.Request {
        .open(title: title, multiple: multiple, directories: contentTypes.contains { $0.conforms(to: .folder) },
              filters: DocumentPickerFilters.filters(for: contentTypes), folder: folder)
    }

    /// Asks the portal on the session bus `request`; without a bus `completion` hears at once why.
    func ask(_ request: PortalFileChooser.Request, completion: @escaping @MainActor (Outcome) -> Void) {
        do {
            let chooser = try PortalFileChooser.onSessionBus()
            self.chooser = chooser
            chooser.run(request) { [weak self] outcome in
                self?.chooser = nil
                completion(outcome)
            }
        } catch {
            completion(.failed("\(error)"))
        }
    }

    /// One line on standard error: why `picker` closed without a choice, and what its delegate hears instead.
    public static func report(_ picker: String, _ reason: String, heard: String) {
        FileHandle.standardError.write(Data("\(picker): \(reason); the delegate hears \(heard)\n".utf8))
    }
}
