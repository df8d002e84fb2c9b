import Foundation

/// The app's own types: an iOS app declares them in its Info.plist and names them in code with
/// `UTType(exportedAs:)`; here the code's declaration is the declaration.
extension UTType {
    /// The type `identifier` the app owns and exports, conforming to `parentType`.
    ///
    /// Difference from Apple: there is no Info.plist; the first `exportedAs`/`importedAs` of an identifier declares it
    /// for the process (conforming to `parentType`, else `public.data`) and `UTType(identifier)` finds it afterwards.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(record: AppDeclarations.shared.declare(identifier, conformingTo: parentType))
    }

    /// The type `identifier` another party owns and the app uses, conforming to `parentType`; a system type when
    /// `identifier` is one.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(record: AppDeclarations.shared.declare(identifier, conformingTo: parentType))
    }
}

/// The types the app declared while it runs, by lower-case identifier.
final class AppDeclarations: @unchecked Sendable {
    static let shared = AppDeclarations()
    private let lock = NSLock()
    private var records: [String: TypeRecord] = [:]

    func record(for key: String) -> TypeRecord? {
        lock.withLock { records[key] }
    }

    /// The record of `identifier`: the system's or an earlier declaration's when there is one, else a new one.
    func declare(_ identifier: String, conformingTo parent: UTType?) -> TypeRecord {
        let key = identifier.lowercased()
        if let declared = SystemDeclarations.byIdentifier[key] { return declared }
        return lock.withLock {
            if let earlier = records[key] { return earlier }
            let record = TypeRecord(identifier: identifier, parents: [(parent ?? .data).identifier], description: nil, origin: .app)
            records[key] = record
            return record
        }
    }
}
