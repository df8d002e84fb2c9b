import Foundation

/// A placeholder in a menu whose elements are provided when the menu opens (loaded, or computed then): shown as a
/// "Loading…" row until the provider answers. Its elements are kept for the next opening unless it is `uncached`.
@MainActor @preconcurrency
open class UIDeferredMenuElement: UIMenuElement {
    /// Answers the elements to show in the placeholder's place.
    public typealias Provider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    private let provider: Provider
    private var caches = true
    private var cached: [UIMenuElement]?

    /// A placeholder whose elements are asked for once, then kept.
    public required init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        super.init(title: "Loading…", image: nil)
    }

    /// A placeholder whose elements are asked for each time the menu opens.
    open class func uncached(_ elementProvider: @escaping Provider) -> Self {
        let element = self.init(elementProvider)
        element.caches = false
        return element
    }

    /// The elements, now when known (cached, or provided at once), else asked for and delivered to `update`.
    func resolve(update: @escaping @MainActor ([UIMenuElement]) -> Void) -> [UIMenuElement]? {
        if let cached { return cached }
        /// Whether the provider answers while it is asked (then the elements show at once).
        final class Answer {
            var isSynchronous = true
            var elements: [UIMenuElement]?
        }
        let answer = Answer()
        provider { [weak self] elements in
            if let self, self.caches { self.cached = elements }
            if answer.isSynchronous { answer.elements = elements } else { update(elements) }
        }
        answer.isSynchronous = false
        return answer.elements
    }
}
