import UIKit

// A progress ring on shape and gradient layers and a card with shadows and spring animations, as everyday iOS code
// writes them; EverydayIdiomsTests runs them.

final class EverydayProgressRing: UIView, CAAnimationDelegate {
    private let track = CAShapeLayer()
    private let bar = CAShapeLayer()
    private let gradient = CAGradientLayer()
    var progress: CGFloat = 0 { didSet { setProgress(progress, animated: true) } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(track)
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradient.locations = [0, 1] as [NSNumber]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        gradient.type = .conic
        gradient.mask = bar
        layer.addSublayer(gradient)
        track.strokeColor = UIColor.tertiarySystemFill.cgColor
        track.fillColor = UIColor.clear.cgColor
        track.lineWidth = 8
        track.lineCap = .round
        bar.lineCap = CAShapeLayerLineCap.round
        bar.strokeEnd = 0
        bar.lineDashPattern = [4, 2]
        isAccessibilityElement = true
        accessibilityTraits = [.updatesFrequently]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath(arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 4,
                                startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true)
        track.path = path.cgPath
        bar.path = path.cgPath
        gradient.frame = bounds
    }

    func setProgress(_ value: CGFloat, animated: Bool) {
        CATransaction.begin()
        CATransaction.setDisableActions(!animated)
        CATransaction.setAnimationDuration(0.4)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
        CATransaction.setCompletionBlock { [weak self] in self?.accessibilityValue = "\(Int(value * 100))%" }
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = bar.presentation()?.strokeEnd ?? bar.strokeEnd
        animation.toValue = value
        animation.duration = 0.4
        animation.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.2, 1)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.delegate = self
        bar.add(animation, forKey: "progress")
        bar.strokeEnd = value
        CATransaction.commit()
    }

    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { bar.removeAnimation(forKey: "progress") }
    }

    func pulse() {
        let scale = CASpringAnimation(keyPath: "transform.scale")
        scale.fromValue = 0.9
        scale.toValue = 1
        scale.damping = 8
        scale.stiffness = 200
        scale.mass = 1
        scale.initialVelocity = 0.5
        scale.duration = scale.settlingDuration
        layer.add(scale, forKey: nil)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 10, 0]
        shake.keyTimes = [0, 0.16, 0.5, 0.83, 1]
        shake.duration = 0.4
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        let group = CAAnimationGroup()
        group.animations = [scale, shake]
        group.duration = 1
        group.repeatCount = .infinity
        group.autoreverses = true
        group.beginTime = CACurrentMediaTime() + 0.2
        layer.add(group, forKey: "group")
        let colors = CABasicAnimation(keyPath: "colors")
        colors.toValue = [UIColor.blue.cgColor, UIColor.green.cgColor]
        gradient.add(colors, forKey: "colors")
        let fade = CATransition()
        fade.type = .push
        fade.subtype = .fromRight
        fade.duration = 0.3
        fade.timingFunction = CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeOut)
        layer.add(fade, forKey: kCATransition)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        t = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        layer.transform = t
        layer.sublayerTransform = CATransform3DMakeScale(1, 1, 1)
        layer.speed = 0
        layer.timeOffset = layer.convertTime(CACurrentMediaTime(), from: nil)
        let paused = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - paused
    }
}

final class EverydayCardView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 120) }

    func style() {
        layer.cornerRadius = 16
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowOffset = CGSize(width: 0, height: 4)
        layer.shadowRadius = 12
        layer.shadowPath = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                        cornerRadii: CGSize(width: 16, height: 16)).cgPath
        layer.borderWidth = 1 / UIScreen.main.scale
        layer.borderColor = UIColor.separator.cgColor
        layer.rasterizationScale = UIScreen.main.scale
        layer.shouldRasterize = true
        clipsToBounds = false
        transform = CGAffineTransform(scaleX: 0.95, y: 0.95).rotated(by: .pi / 90).translatedBy(x: 0, y: 4)
        transform = .identity
        let snapshot = snapshotView(afterScreenUpdates: false)
        snapshot?.frame = frame
        let image = UIGraphicsImageRenderer(bounds: bounds).image { context in
            layer.render(in: context.cgContext)
        }
        _ = image.pngData()
        _ = drawHierarchy(in: bounds, afterScreenUpdates: true)
    }

    func animateIn() {
        alpha = 0
        transform = CGAffineTransform(translationX: 0, y: 40)
        UIView.animate(withDuration: 0.6, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.3,
                       options: [.curveEaseOut, .allowUserInteraction, .beginFromCurrentState]) {
            self.alpha = 1
            self.transform = .identity
        } completion: { finished in
            guard finished else { return }
            UIView.transition(with: self, duration: 0.3, options: [.transitionCrossDissolve, .showHideTransitionViews],
                              animations: { self.backgroundColor = .secondarySystemBackground })
        }
        UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.calculationModeCubic, .repeat]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.center.y -= 20 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.center.y += 20 }
        }
        UIView.performWithoutAnimation { self.layoutIfNeeded() }
        layer.removeAllAnimations()
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: { self.alpha = 0.5 })
        UIView.animate(springDuration: 0.5, bounce: 0.3, initialSpringVelocity: 0, delay: 0, options: []) {
            self.alpha = 1
        }
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeInOut) { self.alpha = 0 }
        animator.addAnimations({ self.transform = CGAffineTransform(scaleX: 0.5, y: 0.5) }, delayFactor: 0.2)
        animator.addCompletion { position in
            if position == .end { self.removeFromSuperview() }
        }
        animator.pausesOnCompletion = false
        animator.isInterruptible = true
        animator.scrubsLinearly = false
        animator.startAnimation(afterDelay: 0.1)
        animator.pauseAnimation()
        animator.fractionComplete = 0.5
        animator.isReversed = true
        animator.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 0, dy: 1)), durationFactor: 0.5)
        let spring = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 0.8)
        spring.addAnimations { self.center = .zero }
        let cubic = UIViewPropertyAnimator(duration: 1, timingParameters: UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1)))
        cubic.stopAnimation(false)
        cubic.finishAnimation(at: .current)
        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [], animations: { self.alpha = 1 })
    }
}
