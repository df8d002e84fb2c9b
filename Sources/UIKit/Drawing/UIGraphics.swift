import QuartzCore

/// The stack of current graphics contexts `draw(_:)` implementations draw into.
@MainActor
enum GraphicsContextStack {
    static var contexts: [CGContext] = []
}

/// The context `draw(_:)` should draw into, while one is being drawn.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.contexts.last
}

@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.contexts.append(context)
}

@MainActor
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.contexts.popLast()
}
