import ATSPI
import Foundation

/// A request as the desktop's notification server shows it: the arguments of `org.freedesktop.Notifications.Notify`
/// worked out from the content, its category and what the server can do.
struct DesktopNotification: Sendable {
    /// The action key the server sends for a click on the notification itself.
    static let defaultActionKey = "default"
    /// The action key of a text field on the notification, where the server offers one (KDE Plasma's inline reply).
    static let replyActionKey = "inline-reply"

    var appName: String
    var replacesID: UInt32 = 0
    var summary: String
    var body: String
    /// Action keys and labels, in the order shown.
    var actions: [(key: String, label: String)]
    var hints: [(String, DBusValue)]

    /// The notification of `content`: the title as the summary, the subtitle and body below it (the first text
    /// there is when there is no title); the category's actions after a default one where the server shows actions;
    /// the first image attachment as the image, the interruption level as the urgency, the sound or its absence.
    init(content: UNNotificationContent, category: UNNotificationCategory?, capabilities: Set<String>, appName: String,
         playsSound: Bool = true) {
        self.appName = appName
        var lines = [content.title, content.subtitle, content.body].filter { !$0.isEmpty }
        summary = lines.isEmpty ? "" : lines.removeFirst()
        let text = lines.joined(separator: "\n")
        body = capabilities.contains("body-markup") ? Self.escaped(text) : text
        var hints: [(String, DBusValue)] = [("urgency", .byte(Self.urgency(content.interruptionLevel)))]
        let reply = capabilities.contains("inline-reply")
            ? category?.actions.lazy.compactMap { $0 as? UNTextInputNotificationAction }.first : nil
        actions = capabilities.contains("actions")
            ? [(Self.defaultActionKey, "Open")] + (category?.actions ?? []).map { ($0 === reply ? Self.replyActionKey : $0.identifier, $0.title) }
            : []
        if let reply, capabilities.contains("actions") {
            hints.append(("x-kde-reply-placeholder-text", .string(reply.textInputPlaceholder)))
            hints.append(("x-kde-reply-submit-button-text", .string(reply.textInputButtonTitle)))
        }
        if let image = content.attachments.first(where: \.isImage) {
            hints.append(("image-path", .string(image.url.absoluteString)))
        }
        if let sound = content.sound, playsSound {
            if let name = sound.name, let file = Self.soundFile(name) {
                hints.append(("sound-file", .string(file.path)))
            } else {
                hints.append(("sound-name", .string("message-new-instant")))
            }
        } else {
            hints.append(("suppress-sound", .bool(true)))
        }
        self.hints = hints
    }

    /// The server's urgency (0 low, 1 normal, 2 critical) of an interruption level.
    static func urgency(_ level: UNNotificationInterruptionLevel) -> UInt8 {
        switch level {
        case .passive: 0
        case .active, .timeSensitive: 1
        case .critical: 2
        }
    }

    /// The sound file of the app's bundle that `name` names.
    static func soundFile(_ name: UNNotificationSoundName) -> URL? {
        let file = URL(fileURLWithPath: name.rawValue)
        let ext = file.pathExtension
        return Bundle.main.url(forResource: file.deletingPathExtension().lastPathComponent, withExtension: ext.isEmpty ? nil : ext)
    }

    /// `text` with the characters the server's body markup would read escaped.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The arguments of `Notify`.
    var arguments: [DBusValue] {
        [.string(appName), .uint32(replacesID), .string(""), .string(summary), .string(body),
         .array(element: "s", actions.flatMap { [DBusValue.string($0.key), .string($0.label)] }),
         .variantDictionary(hints), .int32(-1)]
    }
}
