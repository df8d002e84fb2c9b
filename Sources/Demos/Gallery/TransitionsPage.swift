import UIKit

/// Transitions: every two seconds each card changes its face through its own transition — view
/// transitions on the top row (`transition(from:to:)` for the last card), a `CATransition` of
/// each type on the layers of the bottom row.
final class TransitionsPage: GalleryPage {
    override class var name: String { "Transitions" }
    override class var api: String { "UIView.transition(with:options:) · transition(from:to:) · CATransition type/subtype" }
    override class var hint: String { "Each card swaps its face every two seconds through the transition named under it." }

    static let options: [(caption: String, option: UIView.AnimationOptions)] = [
        (".transitionCrossDissolve", .transitionCrossDissolve),
        (".transitionFlipFromLeft", .transitionFlipFromLeft),
        (".transitionFlipFromBottom", .transitionFlipFromBottom),
        ("transition(from:to:)\n.transitionFlipFromRight", .transitionFlipFromRight),
    ]
    static let layerTransitions: [(type: CATransitionType, subtype: CATransitionSubtype?)] = [
        (.fade, nil), (.moveIn, .fromRight), (.push, .fromLeft), (.reveal, .fromTop),
    ]
    /// When the first change happens, the time between changes, and how long each takes.
    static let firstChange: CFTimeInterval = 0.6
    static let period: CFTimeInterval = 2
    static let duration: CFTimeInterval = 0.8
    static let cardSize = CGSize(width: 150, height: 120)

    /// The top row's cards, in the order of `options` (the last one's views replace each other).
    private(set) var cards: [UIView] = []
    /// The bottom row's cards, in the order of `layerTransitions`.
    private(set) var layerCards: [UIView] = []
    private(set) var changes = 0
    private var spareCard: UIView?
    private var link: CADisplayLink?

    override func build() {
        for row in 0..<2 {
            for index in 0..<4 {
                let frame = CGRect(origin: CGPoint(x: 30 + CGFloat(index) * 185, y: 20 + CGFloat(row) * 190), size: Self.cardSize)
                let card = Self.makeCard(frame: frame, face: 0)
                stage.addSubview(card)
                if row == 0 { cards.append(card) } else { layerCards.append(card) }
                let text: String
                if row == 0 {
                    text = Self.options[index].caption
                } else {
                    let transition = Self.layerTransitions[index]
                    text = ".\(transition.type.rawValue)" + (transition.subtype.map { " · .\($0.rawValue)" } ?? "")
                }
                caption(text, frame: CGRect(x: frame.midX - 92, y: frame.maxY + 4, width: 184, height: 36), size: 12,
                        color: GalleryPalette.text).numberOfLines = 2
            }
        }
        spareCard = Self.makeCard(frame: cards[3].frame, face: 1)
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.tick(at: link.targetTimestamp)
        }
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil { link?.invalidate() }
    }

    /// Starts the next round of transitions when its time has come.
    private func tick(at time: CFTimeInterval) {
        let due = startTime + Self.seconds(Self.firstChange + Self.period * Double(changes))
        guard time >= due else { return }
        changes += 1
        let face = changes % 2
        for (index, card) in cards.prefix(3).enumerated() {
            UIView.transition(with: card, duration: Self.seconds(Self.duration), options: Self.options[index].option, animations: {
                Self.show(face: face, on: card)
            })
        }
        for (index, card) in layerCards.enumerated() {
            let transition = CATransition()
            transition.type = Self.layerTransitions[index].type
            transition.subtype = Self.layerTransitions[index].subtype
            transition.duration = Self.seconds(Self.duration)
            card.layer.add(transition, forKey: kCATransition)
            Self.show(face: face, on: card)
        }
        guard let incoming = spareCard else { return }
        let outgoing = cards[3]
        spareCard = nil
        UIView.transition(from: outgoing, to: incoming, duration: Self.seconds(Self.duration), options: Self.options[3].option) { [weak self] _ in
            self?.spareCard = outgoing
        }
        cards[3] = incoming
    }

    /// A card showing face 0 (a sun on orange) or 1 (a moon on indigo).
    static func makeCard(frame: CGRect, face: Int) -> UIView {
        let card = UIView(frame: frame)
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        let symbol = UIView(frame: CGRect(x: frame.width / 2 - 24, y: 16, width: 48, height: 48))
        symbol.layer.cornerRadius = 24
        card.addSubview(symbol)
        let label = UILabel(frame: CGRect(x: 0, y: 76, width: frame.width, height: 30))
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 20, weight: .bold)
        label.textColor = .white
        card.addSubview(label)
        show(face: face, on: card)
        return card
    }

    static let dayColor = UIColor(red: 0.95, green: 0.5, blue: 0.2, alpha: 1)
    static let nightColor = UIColor(red: 0.25, green: 0.22, blue: 0.6, alpha: 1)

    /// Sets a card's colors and words for `face`.
    static func show(face: Int, on card: UIView) {
        card.backgroundColor = face == 0 ? dayColor : nightColor
        card.subviews[0].backgroundColor = face == 0 ? UIColor(red: 1, green: 0.9, blue: 0.4, alpha: 1) : UIColor(white: 0.92, alpha: 1)
        (card.subviews[1] as? UILabel)?.text = face == 0 ? "Day" : "Night"
    }
}
