import Foundation

/// A drag as its source and its drop targets see it: the items and the touch's place in the window.
@MainActor
final class DragSession: UIDragSession {
    var items: [UIDragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    /// The touch, in the window's coordinates.
    var windowLocation: CGPoint
    weak var window: UIWindow?

    init(window: UIWindow, location: CGPoint) {
        self.window = window
        windowLocation = location
    }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains(where: item.itemProvider.hasItemConformingToTypeIdentifier) }
    }

    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

/// The drop targets' view of a drag in the app.
@MainActor
final class DropSession: UIDropSession {
    let drag: DragSession
    let progress = Progress(totalUnitCount: 1)
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default

    init(drag: DragSession) {
        self.drag = drag
    }

    var items: [UIDragItem] { drag.items }
    var allowsMoveOperation: Bool { drag.allowsMoveOperation }
    var isRestrictedToDraggingApplication: Bool { drag.isRestrictedToDraggingApplication }
    var localDragSession: UIDragSession? { drag }
    func location(in view: UIView) -> CGPoint { drag.location(in: view) }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool { drag.hasItemsConforming(toTypeIdentifiers: typeIdentifiers) }
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool { drag.canLoadObjects(ofClass: aClass) }

    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        return ItemLoadBatch.load(providers, completion: completion) { provider, done in provider.loadObject(ofClass: aClass, completionHandler: done) }
    }
}
