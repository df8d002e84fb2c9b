import QuartzCore

/// The mechanics of iOS 26's update pass on views: `updateProperties()` owed, queued while in a window, run before
/// layout under observation tracking; and what a tracked method's changed reads invalidate.
extension UIView: AutomaticallyObserving {
    var trackingHandle: ObjectHandle { objectHandle }

    func invalidateTrackedUpdate(_ update: TrackedUpdate) {
        switch update {
        case .layout: setNeedsLayout()
        case .constraints: setNeedsUpdateConstraints()
        case .display: setNeedsDisplay()
        case .properties: setNeedsUpdateProperties()
        case .configuration: (self as? ConfigurationInvalidating)?.setNeedsUpdateConfiguration()
        case .contentUnavailable: viewController?.setNeedsUpdateContentUnavailableConfiguration()
        }
    }

    /// `setNeedsUpdateProperties()`: owed from now on, and queued for the next pass while in a window.
    func propertiesNeedUpdate() {
        updateState.needsUpdateProperties = true
        queuePropertiesUpdateIfOwed()
    }

    /// Queues the view for the next pass if it or its controller is owed an update and it is in a window (a view
    /// joining a window asks, so its first update comes before its first layout there).
    func queuePropertiesUpdateIfOwed() {
        guard updateState.needsUpdateProperties || viewController?.updateState.needsUpdateProperties == true,
              window != nil else { return }
        UIKitContextState.current.propertiesQueue.add(self)
    }

    /// Runs the controller's owed `updateProperties()`, then the view's, each under observation tracking with the
    /// view's traits current.
    func runOwedPropertiesUpdates() {
        let controller = viewController
        let controllerOwes = controller?.updateState.needsUpdateProperties == true
        guard controllerOwes || updateState.needsUpdateProperties else { return }
        traitCollection.performAsCurrent {
            if let controller, controllerOwes {
                controller.updateState.needsUpdateProperties = false
                controller.trackingReads(for: .properties) { controller.updateProperties() }
            }
            if updateState.needsUpdateProperties {
                updateState.needsUpdateProperties = false
                trackingReads(for: .properties) { updateProperties() }
            }
        }
    }

    /// `updatePropertiesIfNeeded()`: the owed updates of this view and everything below it, top down, now.
    func updatePropertiesInSubtree() {
        runOwedPropertiesUpdates()
        for subview in subviews { subview.updatePropertiesInSubtree() }
    }
}

extension UIViewController: AutomaticallyObserving {
    var trackingHandle: ObjectHandle { ObjectHandle(weak: self) }

    func invalidateTrackedUpdate(_ update: TrackedUpdate) {
        switch update {
        case .properties: setNeedsUpdateProperties()
        case .contentUnavailable: setNeedsUpdateContentUnavailableConfiguration()
        case .layout, .constraints, .display, .configuration: viewIfLoaded?.invalidateTrackedUpdate(update)
        }
    }

    /// `setNeedsUpdateProperties()` of a controller: owed from now on, run with its view's next pass.
    func controllerPropertiesNeedUpdate() {
        updateState.needsUpdateProperties = true
        viewIfLoaded?.queuePropertiesUpdateIfOwed()
    }
}
