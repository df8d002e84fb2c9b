import QuartzCore
import TestSupport
import UIKit
import XCTest

// Screens as everyday iOS code writes them (a progress ring on shape and gradient layers, a card with shadows and
// spring animations, a searchable list controller with swipe actions and context menus, a sign-up form in a scroll
// view with a keyboard observer, scene and app delegates), compiled unchanged and run offscreen on the manual clock.

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

final class EverydayListViewController: UITableViewController, UISearchResultsUpdating {
    private var items = ["One", "Two", "Three"]
    private let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        definesPresentationContext = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.insert()
        })
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.backButtonDisplayMode = .minimal
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.tableFooterView = UIView()
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        tableView.keyboardDismissMode = .onDrag
        tableView.contentInsetAdjustmentBehavior = .automatic
        tableView.allowsMultipleSelectionDuringEditing = true
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addAction(UIAction { _ in refresh.endRefreshing() }, for: .valueChanged)
        refreshControl = refresh
        clearsSelectionOnViewWillAppear = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text?.lowercased() ?? ""
        _ = items.filter { text.isEmpty || $0.lowercased().contains(text) }
        tableView.reloadData()
    }

    private func insert() {
        self.items.insert("New", at: 0)
        tableView.performBatchUpdates {
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        } completion: { _ in }
        tableView.beginUpdates()
        tableView.endUpdates()
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true)
        _ = tableView.indexPathsForVisibleRows
        _ = tableView.indexPathForSelectedRow
        _ = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        tableView.reloadSections(IndexSet(integer: 0), with: .fade)
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "star.fill")
        content.imageProperties.tintColor = .systemYellow
        content.textProperties.font = .preferredFont(forTextStyle: .headline)
        content.secondaryTextProperties.color = .secondaryLabel
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        cell.textLabel?.numberOfLines = 0
        cell.imageView?.image = nil
        cell.detailTextLabel?.text = nil
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .secondarySystemGroupedBackground
        cell.backgroundConfiguration = background
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = UIViewController()
        detail.view.backgroundColor = .systemBackground
        detail.hidesBottomBarWhenPushed = true
        navigationController?.pushViewController(detail, animated: true)
        show(detail, sender: self)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section" }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .left)
            done(true)
        }
        delete.image = UIImage(systemName: "trash")
        delete.backgroundColor = .systemRed
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSCopying, previewProvider: nil) { _ in
            UIMenu(title: "", children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in UIPasteboard.general.string = self.items[indexPath.row] },
                UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
                UIMenu(title: "More", options: .displayInline, children: [UIAction(title: "Share", state: .on) { _ in }]),
            ])
        }
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete { items.remove(at: indexPath.row); tableView.deleteRows(at: [indexPath], with: .fade) }
    }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.tableView.reloadData() }, completion: nil)
    }
}

final class EverydayFormViewController: UIViewController, UITextFieldDelegate, UIScrollViewDelegate {
    private let scrollView = UIScrollView()
    private let stack = UIStackView()
    private let email = UITextField()
    private let notes = UITextView()
    private var bottom: NSLayoutConstraint!
    private var observers: [NSObjectProtocol] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .interactive
        scrollView.delegate = self
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .fill
        stack.distribution = .fill
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        email.autocapitalizationType = .none
        email.autocorrectionType = .no
        email.returnKeyType = .next
        email.clearButtonMode = .whileEditing
        email.delegate = self
        email.leftView = UIImageView(image: UIImage(systemName: "envelope"))
        email.leftViewMode = .always
        email.attributedPlaceholder = NSAttributedString(string: "Email", attributes: [.foregroundColor: UIColor.placeholderText])
        email.addAction(UIAction { _ in }, for: .editingChanged)
        notes.font = .preferredFont(forTextStyle: .body)
        notes.textContainerInset = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
        notes.isScrollEnabled = false
        notes.layer.cornerRadius = 8
        notes.dataDetectorTypes = [.link, .phoneNumber]
        notes.linkTextAttributes = [.foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue]
        let title = UILabel()
        title.text = "Sign up"
        title.font = .systemFont(ofSize: 28, weight: .bold)
        title.adjustsFontSizeToFitWidth = true
        title.minimumScaleFactor = 0.5
        title.setContentHuggingPriority(.defaultHigh, for: .vertical)
        title.setContentCompressionResistancePriority(.required, for: .vertical)
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.backgroundColor = .systemBlue
        button.setTitleColor(.white, for: .normal)
        button.layer.cornerRadius = 10
        button.contentEdgeInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
        button.isEnabled = false
        var config = UIButton.Configuration.filled()
        config.title = "Go"
        config.image = UIImage(systemName: "arrow.right")
        config.imagePlacement = .trailing
        config.imagePadding = 8
        config.cornerStyle = .capsule
        config.buttonSize = .large
        config.baseBackgroundColor = .systemIndigo
        config.showsActivityIndicator = false
        let go = UIButton(configuration: config, primaryAction: UIAction { _ in })
        go.configurationUpdateHandler = { button in
            var updated = button.configuration
            updated?.showsActivityIndicator = button.isHighlighted
            button.configuration = updated
        }
        let toggle = UISwitch()
        toggle.onTintColor = .systemGreen
        toggle.setOn(true, animated: true)
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.selectedSegmentIndex = 0
        segmented.selectedSegmentTintColor = .systemBlue
        segmented.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        let slider = UISlider()
        slider.minimumValue = 0
        slider.maximumValue = 100
        slider.setValue(50, animated: true)
        slider.isContinuous = true
        let stepper = UIStepper()
        stepper.stepValue = 5
        let progress = UIProgressView(progressViewStyle: .default)
        progress.setProgress(0.4, animated: true)
        progress.trackTintColor = .systemFill
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        let page = UIPageControl()
        page.numberOfPages = 3
        page.currentPageIndicatorTintColor = .label
        for subview in [title, email, notes, button, go, toggle, segmented, slider, stepper, progress, spinner, page] {
            stack.addArrangedSubview(subview)
        }
        stack.setCustomSpacing(24, after: title)
        bottom = scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            notes.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 50).withPriority(.defaultHigh),
        ])
        observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                  let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let curve = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt else { return }
            MainActor.assumeIsolated {
                guard let self else { return }
                let overlap = self.view.bounds.maxY - self.view.convert(frame, from: nil).minY
                self.bottom.constant = -max(0, overlap)
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                    self.view.layoutIfNeeded()
                }
            }
        })
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        view.endEditing(true)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let updated = current.replacingCharacters(in: swiftRange, with: string)
        let alsoUpdated = (textField.text as NSString?)?.replacingCharacters(in: range, with: string)
        return updated.count <= 64 && alsoUpdated != nil
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        notes.becomeFirstResponder()
        return true
    }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = (targetContentOffset.pointee.y / 100).rounded() * 100
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        navigationItem.title = offset > 40 ? "Sign up" : nil
    }
    func showError() {
        let alert = UIAlertController(title: "Oops", message: "Try again", preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Code"; field.keyboardType = .numberPad }
        let ok = UIAlertAction(title: "OK", style: .default) { [weak alert] _ in _ = alert?.textFields?.first?.text }
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = ok
        present(alert, animated: true)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.sourceView = view
        sheet.popoverPresentationController?.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        sheet.popoverPresentationController?.permittedArrowDirections = []
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.error)
        UIImpactFeedbackGenerator(style: .medium).impactOccurred(intensity: 0.7)
        UISelectionFeedbackGenerator().selectionChanged()
        UIAccessibility.post(notification: .announcement, argument: "Error")
        if UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning { return }
    }
}

extension NSLayoutConstraint {
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}

final class EverydaySceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        let list = UINavigationController(rootViewController: EverydayListViewController(style: .insetGrouped))
        list.tabBarItem = UITabBarItem(title: "List", image: UIImage(systemName: "list.bullet"), selectedImage: nil)
        list.tabBarItem.badgeValue = "3"
        tabs.viewControllers = [list, EverydayFormViewController()]
        tabs.tabBar.tintColor = .systemPink
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [.foregroundColor: UIColor.label]
        appearance.largeTitleTextAttributes = [.font: UIFont.systemFont(ofSize: 34, weight: .heavy)]
        UINavigationBar.appearance().standardAppearance = appearance
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().compactAppearance = appearance
        window.rootViewController = tabs
        window.tintColor = .systemIndigo
        window.overrideUserInterfaceStyle = .unspecified
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url { _ = url }
    }
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidDisconnect(_ scene: UIScene) {}
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

final class EverydayAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UIApplication.shared.applicationIconBadgeNumber = 0
        application.registerForRemoteNotifications()
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = EverydaySceneDelegate.self
        return configuration
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    func openSettings() {
        if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        }
        let scene = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene
        let key = scene?.windows.first { $0.isKeyWindow }
        _ = key?.safeAreaInsets.bottom
        _ = UIApplication.shared.windows.first
        _ = UIApplication.shared.keyWindow
        _ = UIDevice.current.userInterfaceIdiom == .pad
        _ = UIDevice.current.orientation.isLandscape
        _ = UIDevice.current.systemVersion
        _ = UIScreen.main.bounds.width
        _ = UIApplication.shared.statusBarFrame
        _ = scene?.statusBarManager?.statusBarFrame.height
        _ = scene?.interfaceOrientation.isPortrait
    }
}

final class EverydayIdiomsTests: XCTestCase {
    func testProgressRingAnimatesItsStrokeAndReportsWhenDone() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let ring = EverydayProgressRing(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
            window.addSubview(ring)
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            ring.progress = 0.5
            clock.advance(by: 0.2)
            renderer.renderFrame()
            let bar = ring.layer.sublayers?.compactMap { ($0 as? CAGradientLayer)?.mask as? CAShapeLayer }.first
            let midway = bar?.presentation()?.strokeEnd ?? -1
            XCTAssertGreaterThan(midway, 0.05)
            XCTAssertLessThan(midway, 0.5)
            clock.advance(by: 1)
            renderer.renderFrame()
            XCTAssertEqual(bar?.strokeEnd, 0.5)
            XCTAssertEqual(ring.accessibilityValue, "50%")
        }
    }

    func testCardAnimatesInAndDrawsItself() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let card = EverydayCardView(frame: CGRect(x: 20, y: 40, width: 200, height: 120))
            card.backgroundColor = .systemTeal
            window.addSubview(card)
            let renderer = OffscreenRenderer(window: window)
            card.style()
            card.animateIn()
            clock.advance(by: 2)
            renderer.renderFrame()
            XCTAssertNotNil(card.superview, "the reversed animator ended at its start, so its completion kept the card")
            XCTAssertEqual(card.gradientLayer.cornerRadius, 16)
        }
    }

    func testListAndFormScreensLayOutInTabs() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
            let list = EverydayListViewController(style: .insetGrouped)
            let navigation = UINavigationController(rootViewController: list)
            let form = EverydayFormViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [navigation, form]
            window.rootViewController = tabs
            let renderer = OffscreenRenderer(window: window)
            renderer.renderFrame()
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
            XCTAssertEqual(list.tableView.visibleCells.count, 3)
            tabs.selectedIndex = 1
            clock.advance(by: 0.5)
            renderer.renderFrame()
            let labels = form.view.allSubviews.compactMap { $0 as? UILabel }
            let title = labels.first { $0.text == "Sign up" }
            XCTAssertGreaterThan(title?.bounds.width ?? 0, 100)
            let field = form.view.allSubviews.compactMap { $0 as? UITextField }.first
            XCTAssertGreaterThan(field?.bounds.width ?? 0, 300, "the stack fills the scroll view's width")
        }
    }

    func testBackButtonDisplayModes() {
        MainActor.assumeIsolated {
            let clock = installManualClock()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
            let inbox = UIViewController()
            inbox.title = "Inbox"
            let navigation = UINavigationController(rootViewController: inbox)
            window.rootViewController = navigation
            let renderer = OffscreenRenderer(window: window)
            navigation.pushViewController(UIViewController(), animated: false)
            clock.advance(by: 0.1)
            renderer.renderFrame()
            func backTitle() -> String? {
                navigation.navigationBar.allSubviews.compactMap { ($0 as? UIButton)?.title(for: .normal) }
                    .first { $0.contains("‹") }
            }
            XCTAssertEqual(backTitle(), "‹ Inbox")
            inbox.navigationItem.backButtonDisplayMode = .generic
            renderer.renderFrame()
            XCTAssertEqual(backTitle(), "‹ Back")
            inbox.navigationItem.backButtonDisplayMode = .minimal
            renderer.renderFrame()
            XCTAssertEqual(backTitle(), "‹")
        }
    }

    final class PushDelegate: UIResponder, UIApplicationDelegate {
        var failure: Error?
        func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
            failure = error
        }
    }

    func testRemoteNotificationRegistrationFailsAsInTheSimulator() {
        MainActor.assumeIsolated {
            let previous = UIApplication.shared.delegate
            defer { UIApplication.shared.delegate = previous }
            let delegate = PushDelegate()
            UIApplication.shared.delegate = delegate
            UIApplication.shared.registerForRemoteNotifications()
            XCTAssertFalse(UIApplication.shared.isRegisteredForRemoteNotifications)
            RunLoop.main.run(until: Date().addingTimeInterval(0.05))
            XCTAssertEqual((delegate.failure as NSError?)?.code, 3010)
        }
    }
}

private extension UIView {
    var allSubviews: [UIView] { subviews + subviews.flatMap(\.allSubviews) }
}
