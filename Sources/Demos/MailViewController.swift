import UIKit

/// The Mail scene of the seed article on Mail's flying icon and yellow fade: a bar with a message
/// icon and a description over a table of folders. Tapping a folder flies a copy of the icon
/// along the seed's Bézier curve into the row, then the row pulses with the yellow fade (with Reduce Motion on, the icon fades in there). The message's text is an
/// editable text view: click it and type.
final class MailViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, CAAnimationDelegate {
    static let folders = ["Inbox", "Drafts", "Sent", "Archive", "Receipts", "Travel", "Family", "Work", "Junk", "Trash"]

    private let topView = UIView()
    private let iconButton = UIImageView(image: UIImage(named: "MailIcon"))
    /// The message's body, which the user can edit.
    private(set) var body = UITextView()
    private let list = UITableView(frame: .zero, style: .plain)
    private var animatedIconView: UIImageView?
    private var yellowFadeView: UIView?

    override func viewDidLoad() {
        view.backgroundColor = .white
        topView.backgroundColor = UIColor(white: 0.93, alpha: 1)
        view.addSubview(topView)
        iconButton.accessibilityLabel = "Message"
        topView.addSubview(iconButton)
        body.text = "Move this message to a new mailbox."
        body.font = .systemFont(ofSize: 15)
        body.textColor = .black
        body.backgroundColor = .clear
        body.isScrollEnabled = false
        topView.addSubview(body)
        list.dataSource = self
        list.delegate = self
        list.register(UITableViewCell.self, forCellReuseIdentifier: "folder")
        view.addSubview(list)
    }

    override func viewDidLayoutSubviews() {
        let bounds = view.bounds
        topView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 64)
        iconButton.frame = CGRect(x: 16, y: 16, width: 32, height: 32)
        // The text sits where a label centred in the bar would put it (TextKit's 5-point padding to the left).
        let line = (body.font ?? .systemFont(ofSize: 15)).lineHeight
        body.textContainerInset = UIEdgeInsets(top: ((64 - line) / 2).rounded(), left: 0, bottom: 0, right: 0)
        body.frame = CGRect(x: 64 - 5, y: 0, width: bounds.width - 75, height: 64)
        list.frame = CGRect(x: 0, y: 64, width: bounds.width, height: bounds.height - 64)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Self.folders.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "folder", for: indexPath)
        cell.textLabel?.text = Self.folders[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let cellFrame = tableView.rectForRow(at: indexPath).offsetBy(dx: 0, dy: -tableView.contentOffset.y)
        flyIcon(into: cellFrame)
        fadeYellow(cellFrame)
    }

    /// The seed's icon animation: a keyframe animation along a cubic curve, 1 s, ease-in.
    private func flyIcon(into cellFrame: CGRect) {
        let buttonFrame = iconButton.frame
        // A new flight starts where the icon is seen, if one is under way.
        let seen = animatedIconView?.superview == nil ? nil : animatedIconView?.layer.presentation()?.position
        let startPoint = seen ?? CGPoint(x: buttonFrame.origin.x + buttonFrame.size.width / 2, y: buttonFrame.origin.y + buttonFrame.size.height / 2)
        let curvePoint1 = CGPoint(x: startPoint.x + 250, y: startPoint.y)
        let endPoint = CGPoint(x: cellFrame.origin.x + 20, y: cellFrame.origin.y + topView.frame.size.height + cellFrame.size.height / 2)
        let curvePoint2 = CGPoint(x: endPoint.x + 100, y: endPoint.y - 100)
        let path = CGMutablePath()
        path.move(to: startPoint)
        path.addCurve(to: endPoint, control1: curvePoint1, control2: curvePoint2)

        animatedIconView?.removeFromSuperview()
        let icon = UIImageView(image: iconButton.image)
        icon.frame = CGRect(x: startPoint.x, y: startPoint.y, width: 32, height: 32)
        view.addSubview(icon)
        animatedIconView = icon

        let animation: CAAnimation
        if UIAccessibility.isReduceMotionEnabled {
            // Reduce Motion: the icon fades in where it lands instead of flying there.
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            animation = fade
        } else {
            let flight = CAKeyframeAnimation(keyPath: "position")
            flight.path = path
            animation = flight
        }
        animation.duration = 1.0 * DemoSettings.animationFactor
        animation.delegate = self
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        icon.layer.add(animation, forKey: "animateIcon")
        UIView.performWithoutAnimation { icon.layer.position = endPoint }
    }

    /// The seed's yellow fade: after the flight, the row pulses twice, autoreversed.
    private func fadeYellow(_ cellFrame: CGRect) {
        yellowFadeView?.removeFromSuperview()
        let fade = UIView()
        fade.frame = cellFrame.offsetBy(dx: 0, dy: list.frame.minY)
        fade.backgroundColor = UIColor.yellowColor().withAlphaComponent(0.5)
        fade.alpha = 0.0
        fade.isUserInteractionEnabled = false
        view.addSubview(fade)
        yellowFadeView = fade

        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDelay(1.0 * DemoSettings.animationFactor)
        UIView.setAnimationDuration(0.25 * DemoSettings.animationFactor)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationDidStop { [weak fade] _, _ in
            UIView.performWithoutAnimation { fade?.alpha = 0 }
        }
        fade.alpha = 1.0
        UIView.commitAnimations()
    }

    /// The icon arrived: it disappears into the row.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if flag { animatedIconView?.removeFromSuperview() }
    }
}
