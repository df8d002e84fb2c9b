import Foundation

/// What a drag and the drops it meets share: the items, where the touch is, and what may happen to the data.
@MainActor @preconcurrency
public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    /// Where the touch is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a drop may move the data (the source's delegate says).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside the app (the source's delegate says).
    var isRestrictedToDraggingApplication: Bool { get }
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    func canLoadObjects(ofClass aClass: NSItemProviderReading.Type) -> Bool
}

/// A drag as its source sees it.
@MainActor @preconcurrency
public protocol UIDragSession: UIDragDropSession {
    /// Anything the source keeps with the drag, for its own drop targets.
    var localContext: Any? { get set }
}

/// A drag as a drop target sees it.
@MainActor @preconcurrency
///
/// Difference from Apple: `progress` is declared here rather than through `ProgressReporting`, which Foundation on
/// Linux ties to `NSObjectProtocol`.
public protocol UIDropSession: UIDragDropSession {
    /// The progress of loading the items' data.
    var progress: Progress { get }
    /// The drag session, when the drag started in this app (always, here).
    var localDragSession: UIDragSession? { get }
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// Makes an object of `aClass` from each item that can; `completion` gets them in the items' order.
    @discardableResult
    func loadObjects(ofClass aClass: NSItemProviderReading.Type, completion: @escaping ([NSItemProviderReading]) -> Void) -> Progress
}

extension UIDragDropSession {
    /// Whether an item's provider can make a `String` or a `URL`.
    public func canLoadObjects<T: ItemProviderBridgedValue>(ofClass aClass: T.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }
}

extension UIDropSession {
    /// Makes a `String` or a `URL` from each item that can.
    @discardableResult
    public func loadObjects<T: ItemProviderBridgedValue>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        return ItemLoadBatch.load(providers, completion: completion) { provider, done in provider.loadObject(ofClass: aClass, completionHandler: done) }
    }
}

/// Loads one object from each of several providers and hands them over together, in order, once the last arrives.
@MainActor
enum ItemLoadBatch {
    static func load<T>(_ providers: [NSItemProvider], completion: @escaping ([T]) -> Void,
                        start: (NSItemProvider, @escaping (T?, Error?) -> Void) -> Progress) -> Progress {
        let progress = Progress(totalUnitCount: Int64(providers.count))
        var results = [T?](repeating: nil, count: providers.count)
        var remaining = providers.count
        guard remaining > 0 else {
            completion([])
            return progress
        }
        for (index, provider) in providers.enumerated() {
            _ = start(provider) { value, _ in
                results[index] = value
                remaining -= 1
                progress.completedUnitCount += 1
                if remaining == 0 { completion(results.compactMap { $0 }) }
            }
        }
        return progress
    }
}
