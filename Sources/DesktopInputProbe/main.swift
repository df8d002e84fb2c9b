// desktop-input-probe: a UIKit app the clipboard, input-method and context-menu tests drive under sway. Commands on
// stdin, one per line (each answered by a line on stdout):
//
//   copy TEXT | copy-primary TEXT   put TEXT on the clipboard / primary selection → `copied` or `copy failed: …`
//   copy-large N                    put N bytes of a known pattern on the clipboard → `copied`
//   paste | paste-primary           read text → `pasted BYTES CHECKSUM TEXT(first 40 characters)` or `paste failed: …`
//   types                           → `types T1,T2,…`
//
// The text view is first responder from launch and reports `marked TEXT` and `text TEXT` as an input method edits
// it; the context menu reports `menu opened` and `chose TITLE`, as does Say Hello, first in the main menu's File menu.
import Foundation
@_spi(DesktopInput) import UIKit

@MainActor
func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// A byte pattern whose checksum the tests know: byte i is `i % 251` mapped into printable ASCII.
func pattern(_ count: Int) -> String {
    String(decoding: (0..<count).map { UInt8(33 + $0 % 251 % 90) }, as: UTF8.self)
}

/// The sum of the bytes, modulo 2^32: what the tests compare a large transfer by.
func checksum(_ text: String) -> UInt32 {
    text.utf8.reduce(UInt32(0)) { $0 &+ UInt32($1) }
}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let controller = InputProbeViewController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        window.title = "Desktop input probe"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        controller.textView.becomeFirstResponder()
        readCommands()
        report("launched")
        return true
    }

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        let hello = UIAction(title: "Say Hello") { _ in report("chose Say Hello") }
        builder.insertChild(UIMenu(options: .displayInline, children: [hello]), atStartOfMenu: .file)
    }

    private func readCommands() {
        FileHandle.standardInput.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                return
            }
            let text = String(decoding: data, as: UTF8.self)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    for line in text.split(separator: "\n") { self.run(String(line)) }
                }
            }
        }
    }

    private func run(_ line: String) {
        guard let clipboard = window?.desktopClipboard else { return report("no clipboard") }
        let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
        let argument = parts.count > 1 ? parts[1] : ""
        switch parts.first ?? "" {
        case "copy", "copy-primary", "copy-large":
            let text = parts[0] == "copy-large" ? pattern(Int(argument) ?? 0) : argument
            do {
                try clipboard.write(text: text, png: nil, to: parts[0] == "copy-primary" ? .primary : .clipboard)
                report("copied")
            } catch {
                report("copy failed: \(error)")
            }
        case "paste", "paste-primary":
            clipboard.readText(from: parts[0] == "paste" ? .clipboard : .primary, timeout: .seconds(5)) { result in
                switch result {
                case .success(let text): report("pasted \(text.utf8.count) \(checksum(text)) \(text.prefix(40))")
                case .failure(let error): report("paste failed: \(error)")
                }
            }
        case "types":
            report("types \(clipboard.types().joined(separator: ","))")
        default:
            report("unknown command \(line)")
        }
    }
}

MainActor.assumeIsolated {
    UIApplicationMain(delegateType: AppDelegate.self)
}
