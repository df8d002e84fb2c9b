/// The icon of a Home Screen quick action: one of the system's, a template image of the app's, or an SF Symbol.
@MainActor @preconcurrency
open class UIApplicationShortcutIcon {
    /// The system's quick action icons.
    public enum IconType: Int, Sendable {
        case compose = 0, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
             love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
             taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// Where the icon comes from.
    enum Source: Equatable {
        case system(IconType), template(String), symbol(String)
    }

    let source: Source

    public convenience init(type: IconType) {
        self.init(source: .system(type))
    }

    /// An icon drawn from the app's image of that name, as a template.
    public convenience init(templateImageName: String) {
        self.init(source: .template(templateImageName))
    }

    /// An icon drawn from the SF Symbol of that name.
    public convenience init(systemImageName: String) {
        self.init(source: .symbol(systemImageName))
    }

    init(source: Source) {
        self.source = source
    }
}
