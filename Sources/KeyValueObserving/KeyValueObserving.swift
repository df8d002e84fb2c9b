import Foundation

/// The types whose properties can be observed by key path; every `NSObject` is one, as on iOS.
public protocol _KeyValueCodingAndObserving: AnyObject {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Runs `changeHandler` whenever the value at `keyPath` changes, as long as the returned observation lives.
    ///
    /// Difference from Apple: there is no Objective-C runtime to observe with, so changes are seen where objects
    /// report them: at once for Core Animation's layer properties (and the view properties they hold: frame, bounds,
    /// center, alpha, a scroll view's content offset) and for the UIKit properties iOS code observes most (a scroll
    /// view's content size and inset, a control's states, a label's text, an image view's image, a controller's
    /// preferred content size); any other property when the next transaction commits. A value that is not
    /// `Equatable` is reported at each report of its object, changed or not; an app's own class reports nothing
    /// but the `.initial` value.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let observation = NSKeyValueObservation()
        let current = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? current : nil, oldValue: nil))
        }
        let object: AnyObject = self
        var last = current
        let comparesValues = current is any Equatable
        let watcher = KeyValueWatcher(object: object, observation: observation) { [weak observation] object, sweeping in
            guard let observed = object as? Self, observation?.isActive == true else { return }
            let value = observed[keyPath: keyPath]
            if comparesValues {
                guard !KeyValueWatcher.equal(value, last) else { return }
            } else if sweeping {
                return
            }
            let old = last
            last = value
            changeHandler(observed, NSKeyValueObservedChange(
                newValue: options.contains(.new) ? value : nil, oldValue: options.contains(.old) ? old : nil))
        }
        KeyValueObservers.add(watcher)
        return observation
    }
}
