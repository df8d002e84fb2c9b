import Foundation
import QuartzCore

// The names Swift code of the iOS 10 and 11 era used for UIKit's nested types, before Swift 4.2 nested them.
// Difference from Apple: these compile (deprecated, with the new name as a fix-it) where Apple's SDK refuses them
// in Swift 4.2 and later, so such code builds here unchanged.

/// Difference from Apple: this name and the other Objective-C-era names of this file compile, deprecated with the
/// new name as a fix-it, where Apple's SDK refuses them in Swift 4.2 and later.
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(*, deprecated, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(*, deprecated, renamed: "UIFont.Weight")
public typealias UIFontWeight = UIFont.Weight
@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(*, deprecated, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

extension NSNotification.Name {
    @available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = UIApplication.didBecomeActiveNotification
    @available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = UIApplication.willResignActiveNotification
    @available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = UIApplication.didEnterBackgroundNotification
    @available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = UIApplication.willEnterForegroundNotification
}
