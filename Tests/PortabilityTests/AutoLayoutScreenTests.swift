import QuartzCore
import TestSupport
import UIKit
import XCTest

/// A profile header as an app's view code writes it: anchors and `NSLayoutConstraint.activate`.
final class ProfileHeaderView: UIView {
    private let avatarView = UIView()
    private let nameLabel = UILabel()
    private let detailLabel = UILabel()
    private let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        setupViews()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        backgroundColor = .white
        avatarView.backgroundColor = .systemBlue
        avatarView.layer.cornerRadius = 28
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 18)
        detailLabel.text = "Analyst, London"
        detailLabel.textColor = .darkGray
        followButton.setTitle("Follow", for: .normal)
        followButton.backgroundColor = UIColor(white: 0.9, alpha: 1)
        [avatarView, nameLabel, detailLabel, followButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            addSubview($0)
        }
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.centerYAnchor.constraint(equalTo: centerYAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 56),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 2),
            nameLabel.bottomAnchor.constraint(equalTo: avatarView.centerYAnchor, constant: -2),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

            detailLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            detailLabel.topAnchor.constraint(equalTo: avatarView.centerYAnchor, constant: 2),

            followButton.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }
}

/// Screens laid out with Auto Layout the ways iOS code writes it (anchors, the visual format language, stack views),
/// in the Swift 5 mode of that code, rendered offscreen and compared with reference pictures.
final class AutoLayoutScreenTests: XCTestCase {
    func testAnchorsAndActivate() throws {
        try MainActor.assumeIsolated {
            let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 360, height: 96))
            let image = try XCTUnwrap(renderOffscreen(header))
            assertSnapshot(image, named: "profileHeader")
        }
    }

    func testVisualFormatLanguage() throws {
        try MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            container.backgroundColor = .white
            let red = UIView(), green = UIView(), blue = UIView()
            red.backgroundColor = .red
            green.backgroundColor = .green
            blue.backgroundColor = .blue
            let views = ["red": red, "green": green, "blue": blue]
            for view in views.values {
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
            }
            let metrics = ["pad": 12, "side": 40]
            var constraints: [NSLayoutConstraint] = []
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[red(side)]-[green]-pad-|",
                                                          options: [.alignAllTop, .alignAllBottom], metrics: metrics, views: views)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[red]-(>=8)-[blue(30@750)]-pad-|",
                                                          options: [], metrics: metrics, views: views)
            constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[blue]-pad-|", options: [], metrics: metrics, views: views)
            NSLayoutConstraint.activate(constraints)
            let image = try XCTUnwrap(renderOffscreen(container))
            XCTAssertEqual(red.frame, CGRect(x: 12, y: 12, width: 40, height: 98))
            XCTAssertEqual(green.frame, CGRect(x: 60, y: 12, width: 168, height: 98))
            XCTAssertEqual(blue.frame, CGRect(x: 12, y: 118, width: 216, height: 30))
            assertSnapshot(image, named: "visualFormat")
        }
    }

    func testStackViewForm() throws {
        try MainActor.assumeIsolated {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 200))
            container.backgroundColor = .white
            let title = UILabel()
            title.text = "Settings"
            title.font = .boldSystemFont(ofSize: 20)
            let rows: [UIView] = ["Wi-Fi", "Bluetooth", "Battery"].map { name in
                let label = UILabel()
                label.text = name
                let toggle = UIView()
                toggle.backgroundColor = .systemBlue
                toggle.layer.cornerRadius = 8
                toggle.widthAnchor.constraint(equalToConstant: 44).isActive = true
                toggle.heightAnchor.constraint(equalToConstant: 16).isActive = true
                let row = UIStackView(arrangedSubviews: [label, toggle])
                row.alignment = .center
                return row
            }
            let stack = UIStackView(arrangedSubviews: [title] + rows)
            stack.axis = .vertical
            stack.spacing = 12
            stack.setCustomSpacing(20, after: title)
            stack.isLayoutMarginsRelativeArrangement = true
            stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            stack.backgroundColor = UIColor(white: 0.95, alpha: 1)
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: container.topAnchor),
                stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            ])
            let image = try XCTUnwrap(renderOffscreen(container))
            XCTAssertFalse(stack.hasAmbiguousLayout)
            assertSnapshot(image, named: "stackViewForm")
        }
    }
}
