import QuartzCore

/// Opens a transparent bitmap context of `size` points at scale 1 and makes it the current context.
@MainActor @preconcurrency
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Opens a bitmap context of `size` points at `scale` pixels per point (0: the main screen's) and makes it the
/// current context; an opaque one has no alpha and starts black. An empty size opens nothing, with one report.
@MainActor @preconcurrency
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 && scale.isFinite ? scale : UIScreen.main.scale
    let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
    guard size.width > 0, size.height > 0,
          let context = CGContext(pixelWidth: width, pixelHeight: height, scale: scale, isOpaque: opaque)
    else {
        Diagnostics.report("UIGraphicsBeginImageContext() failed to allocate a CGContext of size \(size)")
        return
    }
    let state = UIKitContextState.current
    state.imageContexts.append((context, scale))
    state.graphicsContexts.append(context)
}

/// An image of what the current image context holds so far; nil when the current context is not an image context.
@MainActor @preconcurrency
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let state = UIKitContextState.current
    guard let (context, scale) = state.imageContexts.last, state.graphicsContexts.last === context,
          let image = context.makeImage()
    else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Closes the image context `UIGraphicsBeginImageContext` opened last and pops it off the context stack.
@MainActor @preconcurrency
public func UIGraphicsEndImageContext() {
    let state = UIKitContextState.current
    guard let (context, _) = state.imageContexts.popLast() else { return }
    if let index = state.graphicsContexts.lastIndex(where: { $0 === context }) {
        state.graphicsContexts.remove(at: index)
    }
}
