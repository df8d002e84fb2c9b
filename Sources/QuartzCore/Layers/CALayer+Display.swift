import Foundation

/// Content updates and layout: the flags `setNeedsDisplay`/`setNeedsLayout` set and the hooks that clear them (the
/// `open` members subclasses override are declared in the class body and call these).
extension CALayer {
    /// Marks the layer's content as needing `display()` at the next commit.
    func markNeedsDisplay() {
        guard !isPresentationCopy else { return }
        needsDisplayFlag = true
        CATransaction.layerDidChange(self)
    }

    /// Whether `display()` will run at the next commit.
    public func needsDisplay() -> Bool {
        needsDisplayFlag
    }

    /// Runs `display()` now if the layer needs it.
    func displayNowIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }

    /// The default `display()`.
    func displayContents() {
        needsDisplayFlag = false
        if let delegate {
            delegate.display(self)
        } else {
            drawContents()
        }
    }

    /// Draws the content through `draw(in:)` into a new bitmap the size of the bounds at `contentsScale` (the
    /// layer's backing store), whose image becomes `contents`; empty bounds leave no contents.
    ///
    /// Difference from Apple: not in Core Animation; what `display()` does by default, callable by subclasses that
    /// override `display()`.
    public func drawContents() {
        needsDisplayFlag = false
        let scale = contentsScale
        let pixels = (width: (bounds.width * scale).rounded(.up), height: (bounds.height * scale).rounded(.up))
        guard pixels.width >= 1, pixels.height >= 1 else {
            contents = nil
            return
        }
        // Huge bounds (a bitmap no memory holds) draw nothing rather than trap converting to Int.
        let limit = CGFloat(CGImage.maximumDimension)
        guard pixels.width <= limit, pixels.height <= limit,
              let context = CGContext(pixelWidth: Int(pixels.width), pixelHeight: Int(pixels.height), scale: scale)
        else {
            CADiagnostics.report("\(type(of: self)) backing store of \(pixels.width)×\(pixels.height) pixels is larger than \(Int(limit)) a side; not drawn")
            contents = nil
            return
        }
        if isGeometryFlipped {
            context.translateBy(x: 0, y: bounds.height)
            context.scaleBy(x: 1, y: -1)
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        delegate?.layerWillDraw(self)
        draw(in: context)
        contents = context.makeImage()
    }

    /// Marks the sublayers as needing layout at the next commit.
    func markNeedsLayout() {
        guard !isPresentationCopy else { return }
        needsLayoutFlag = true
        CATransaction.layerDidChange(self)
    }

    /// Whether `layoutSublayers()` will run at the next commit.
    public func needsLayout() -> Bool {
        needsLayoutFlag
    }

    /// Lays out the layer now if it needs it, then its sublayers, top down (a layout may mark sublayers).
    func layOutNowIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayerStorage {
            sublayer.layoutIfNeeded()
        }
    }
}

extension CALayer {
    /// After a change of `bounds`: a new size lays the layer out, and redisplays it when it asks to.
    func boundsDidChange<V>(from oldValue: V, to newValue: V) {
        guard !isPresentationCopy, let old = oldValue as? CGRect, let new = newValue as? CGRect, old.size != new.size else { return }
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
}
