import Foundation

/// What a focus debugger call reports: text for a person reading it in the debugger.
public protocol UIFocusDebuggerOutput: CustomStringConvertible {}

/// Answers questions about focus from the debugger: what is focused, why an item cannot be, where an update would
/// go, and the focus groups of an environment.
@MainActor @preconcurrency
open class UIFocusDebugger: NSObject {
    /// The calls available.
    public static func help() -> any UIFocusDebuggerOutput {
        FocusDebugReport(lines: [
            "UIFocusDebugger.status(): the focused item of the key window",
            "UIFocusDebugger.checkFocusability(for:): why an item can or cannot be focused",
            "UIFocusDebugger.simulateFocusUpdateRequest(from:): where an update from an environment would go",
            "UIFocusDebugger.focusGroups(for:): the focus groups inside an environment",
            "UIFocusDebugger.preferredFocusEnvironments(for:): the preferences an update follows",
        ])
    }

    /// The focused item of the key window (or the first window).
    public static func status() -> any UIFocusDebuggerOutput {
        let app = UIApplication.shared
        guard let window = app.keyWindow ?? app.windows.first else { return FocusDebugReport(lines: ["No window."]) }
        guard let item = window.focusSystem.liveFocusedItem else { return FocusDebugReport(lines: ["Nothing is focused."]) }
        return FocusDebugReport(lines: ["Focused item: \(describe(item))"])
    }

    /// Why `item` can or cannot be focused now.
    public static func checkFocusability(for item: any UIFocusItem) -> any UIFocusDebuggerOutput {
        var problems: [String] = []
        if !item.canBecomeFocused { problems.append("canBecomeFocused is false") }
        if let view = item as? UIView {
            if view.window == nil { problems.append("the view is in no window") }
            var current: UIView? = view
            while let shown = current {
                if shown.isHidden { problems.append("\(describe(shown)) is hidden") }
                if shown.alpha <= 0.01 { problems.append("\(describe(shown)) is transparent") }
                if !shown.isUserInteractionEnabled { problems.append("\(describe(shown)) does not take interaction") }
                current = shown.superview
            }
        }
        guard !problems.isEmpty else { return FocusDebugReport(lines: ["\(describe(item)) can be focused."]) }
        return FocusDebugReport(lines: ["\(describe(item)) cannot be focused:"] + problems.map { "  - \($0)" })
    }

    /// Where an update asked for from `environment` would take focus.
    public static func simulateFocusUpdateRequest(from environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        guard let system = UIFocusSystem.focusSystem(for: environment) else {
            return FocusDebugReport(lines: ["\(describe(environment)) is in no window."])
        }
        guard let item = system.preferredItem(in: environment) else {
            return FocusDebugReport(lines: ["No focusable item in \(describe(environment))."])
        }
        return FocusDebugReport(lines: ["An update from \(describe(environment)) would focus \(describe(item))."])
    }

    /// The focus groups of the focusable items inside `environment`, with their items in reading order.
    public static func focusGroups(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        guard let system = UIFocusSystem.focusSystem(for: environment),
              let root = (environment as? UIView) ?? (environment as? UIViewController)?.viewIfLoaded else {
            return FocusDebugReport(lines: ["\(describe(environment)) is in no window."])
        }
        return FocusDebugReport(lines: system.groups(in: root).flatMap { group in
            ["Group \(group.key):"] + group.items.map { "  \(describe($0))" }
        })
    }

    /// The chain of preferred environments an update from `environment` follows.
    public static func preferredFocusEnvironments(for environment: any UIFocusEnvironment) -> any UIFocusDebuggerOutput {
        var lines: [String] = []
        func visit(_ environment: any UIFocusEnvironment, depth: Int) {
            lines.append(String(repeating: "  ", count: depth) + describe(environment))
            guard depth < 16 else { return }
            for preferred in environment.preferredFocusEnvironments where preferred !== environment {
                visit(preferred, depth: depth + 1)
            }
        }
        visit(environment, depth: 0)
        return FocusDebugReport(lines: lines)
    }

    private static func describe(_ environment: any UIFocusEnvironment) -> String {
        "<\(type(of: environment)): \(LayoutTerm.address(environment))>"
    }
}

/// A focus debugger report: its lines.
struct FocusDebugReport: UIFocusDebuggerOutput {
    let lines: [String]
    var description: String { lines.joined(separator: "\n") }
}
