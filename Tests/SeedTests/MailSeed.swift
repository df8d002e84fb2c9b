import Foundation
import QuartzCore
import UIKit

/// The Mail seed's Objective-C (mail-flying-icon-yellow-fade.txt), translated line for line:
/// each statement below is one of the seed's, in the order the seed gives them.
final class MailSeed: NSObject, CAAnimationDelegate, UIViewAnimationDelegate {
    var animatedIconView: UIImageView?
    var yellowFadeView: UIView?
    var stopped: [String] = []

    func flyIcon(_ icon: UIImage?, from buttonFrame: CGRect, to cellFrame: CGRect, topView: UIView, enclosingView: UIView) {
        // Determine the animation's path.
        let startPoint = CGPoint(x: buttonFrame.origin.x + buttonFrame.size.width / 2, y: buttonFrame.origin.y + buttonFrame.size.height / 2)
        let curvePoint1 = CGPoint(x: startPoint.x + 250, y: startPoint.y)
        let endPoint = CGPoint(x: cellFrame.origin.x + 20, y: cellFrame.origin.y + topView.frame.size.height)
        let curvePoint2 = CGPoint(x: endPoint.x + 100, y: endPoint.y - 100)

        // Create the animation's path.
        var path: CGPath? = nil
        let mutablepath = CGMutablePath()
        mutablepath.move(to: CGPoint(x: startPoint.x, y: startPoint.y))
        mutablepath.addCurve(to: CGPoint(x: endPoint.x, y: endPoint.y),
                             control1: CGPoint(x: curvePoint1.x, y: curvePoint1.y),
                             control2: CGPoint(x: curvePoint2.x, y: curvePoint2.y))
        path = mutablepath.copy()

        // Create animated icon view.
        animatedIconView = UIImageView()
        animatedIconView!.image = icon
        animatedIconView!.frame = CGRect(x: startPoint.x, y: startPoint.y, width: 32, height: 32)
        animatedIconView!.isHidden = false
        enclosingView.addSubview(animatedIconView!)
        let iconViewLayer = animatedIconView!.layer

        let animatedIconAnimation = CAKeyframeAnimation(keyPath: "position")
        animatedIconAnimation.duration = 1.0
        animatedIconAnimation.delegate = self
        animatedIconAnimation.path = path
        animatedIconAnimation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        iconViewLayer.add(animatedIconAnimation, forKey: "animateIcon")

        // Start the icon animation.
        iconViewLayer.position = CGPoint(x: endPoint.x, y: endPoint.y)
    }

    func yellowFade(_ cellFrame: CGRect, in list: UIView) {
        // Create the yellow fade layer.
        yellowFadeView = UIView()
        yellowFadeView!.frame = cellFrame
        yellowFadeView!.isHidden = false
        yellowFadeView!.backgroundColor = UIColor.yellowColor().withAlphaComponent(0.5)
        yellowFadeView!.alpha = 0.0
        list.addSubview(yellowFadeView!)

        // Create the yellow fade animation.
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(1.0)
        UIView.setAnimationDuration(0.25)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationDelegate(self)
        // setAnimationDidStopSelector: the delegate's UIViewAnimationDelegate method is the selector.
        yellowFadeView!.alpha = 1.0
        UIView.commitAnimations()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        stopped.append("icon \(flag)")
    }

    func animationDidStop(_ animationID: String?, finished: Bool, context: UnsafeMutableRawPointer?) {
        stopped.append("fade \(finished)")
    }
}
