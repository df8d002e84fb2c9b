import QuartzCore

/// The context `draw(_:)` should draw into, while one is being drawn.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIKitContextState.current.graphicsContexts.last
}

@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIKitContextState.current.graphicsContexts.append(context)
}

@MainActor
public func UIGraphicsPopContext() {
    _ = UIKitContextState.current.graphicsContexts.popLast()
}
