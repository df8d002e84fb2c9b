// `bench layout [max views]`: Auto Layout on trees of nested rows and columns of labels (stack views, built on
// constraints), solved from scratch and re-solved after one constant change, at 100, 1,000 and 10,000 views; once in
// scrolling content (no bottom limit: every label at its size) and once held within the screen's height (the tree is
// taller, so compression resistance gives way in every column, the engine's hardest case).
import Foundation
import UIKit

/// One measured tree: the views, the root, and the constraint the re-solve changes.
@MainActor
struct LayoutBenchTree {
    let root: UIView
    let pin: NSLayoutConstraint
    let viewCount: Int

    /// A tree `depth` levels deep, `fanOut` views per stack, alternating rows and columns, labels at the leaves;
    /// `withinScreen` keeps its bottom within the root's.
    init(depth: Int, fanOut: Int = 10, withinScreen: Bool) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 1920, height: 1080))
        var count = 1
        var labelNumber = 0
        func build(_ level: Int) -> UIView {
            count += 1
            guard level < depth else {
                let label = UILabel()
                labelNumber += 1
                label.text = "Item \(labelNumber)"
                return label
            }
            let stack = UIStackView(arrangedSubviews: (0..<fanOut).map { _ in build(level + 1) })
            stack.axis = level % 2 == 0 ? .vertical : .horizontal
            stack.distribution = level % 2 == 0 ? .fill : .fillEqually
            stack.alignment = level % 2 == 0 ? .fill : .center
            stack.spacing = 2
            return stack
        }
        let top = build(0)
        top.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(top)
        pin = top.topAnchor.constraint(equalTo: root.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            pin,
            top.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        if withinScreen { top.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor).isActive = true }
        viewCount = count
    }
}

@MainActor
func runLayoutBench(maxViews: Int, once: Bool = false, runs chosenRuns: Int? = nil, resolves: Bool = true, trees: [Bool] = [false, true]) {
    func now() -> Double { clockTime(CLOCK_MONOTONIC) }
    func median(_ values: [Double]) -> Double { values.isEmpty ? 0 : values.sorted()[values.count / 2] }
    for withinScreen in trees {
        print(withinScreen ? "\nheld within the screen's height (compression resistance gives way in every column):" : "\nin scrolling content (every label at its size):")
        print("views  | from scratch ms (median) | per view µs | re-solve after one constant ms (median) | constraints")
        print("-------|--------------------------|-------------|------------------------------------------|------------")
        for depth in [2, 3, 4] where LayoutBenchTree.viewCount(depth: depth) <= maxViews && (!once || LayoutBenchTree.viewCount(depth: depth + 1) > maxViews) {
            let runs = chosenRuns ?? (once ? 1 : depth == 4 ? 3 : 7)
            var scratch: [Double] = []
            var resolve: [Double] = []
            var views = 0
            var constraintCount = 0
            for _ in 0..<runs {
                let tree = LayoutBenchTree(depth: depth, withinScreen: withinScreen)
                views = tree.viewCount
                let start = now()
                tree.root.layoutIfNeeded()
                scratch.append(now() - start)
                for step in 0..<(resolves ? 20 : 0) {
                    tree.pin.constant = CGFloat(step % 2 == 0 ? 4 : 0)
                    let begin = now()
                    tree.root.layoutIfNeeded()
                    resolve.append(now() - begin)
                }
                constraintCount = countConstraints(tree.root)
            }
            print(String(format: "%6d | %24.2f | %11.2f | %40.3f | %d", views, median(scratch) * 1000, median(scratch) * 1e6 / Double(views),
                         median(resolve) * 1000, constraintCount))
        }
    }
}

extension LayoutBenchTree {
    /// The views of a tree `depth` levels deep with ten views per stack (the root included).
    static func viewCount(depth: Int) -> Int {
        (0...depth).reduce(1) { total, level in total + Int(pow(10, Double(level))) }
    }
}

@MainActor
func countConstraints(_ view: UIView) -> Int {
    view.constraints.count + view.subviews.reduce(0) { $0 + countConstraints($1) }
}
