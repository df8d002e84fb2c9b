import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The account sway and its clients run as when the tests run as root (sway refuses root).
struct UnprivilegedUser: Sendable {
    var name: String
    var uid: uid_t
    var gid: gid_t

    static let defaultName = "wlci"

    /// nil when the tests do not run as root: then everything runs as the current user.
    /// As root: the system user `name`, created once with useradd (idempotent, also when
    /// another test process creates it at the same time).
    static func forCompositors(named name: String = defaultName) throws -> UnprivilegedUser? {
        guard getuid() == 0 else { return nil }
        if let user = lookup(name) { return user }
        guard let useradd = findExecutable("useradd") else {
            throw HarnessError("running as root, and useradd is missing to create the user '\(name)' for sway")
        }
        let result = try Command(useradd, ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", name])
            .run(timeout: 20, allowFailure: true)
        if let user = lookup(name) { return user }
        throw HarnessError("useradd \(name) failed with status \(result.status): \(result.stderr)")
    }

    static func lookup(_ name: String) -> UnprivilegedUser? {
        guard let entry = getpwnam(name) else { return nil }
        return UnprivilegedUser(name: name, uid: entry.pointee.pw_uid, gid: entry.pointee.pw_gid)
    }
}
