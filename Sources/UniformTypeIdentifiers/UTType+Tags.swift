/// Types found by a tag: a filename extension or a MIME type.
extension UTType {
    /// The type of files with `filenameExtension` (no dot) that conforms to `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data sent as `mimeType` that conforms to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The best type with `tag` of `tagClass` conforming to `supertype`: a declared type's, else the shared-mime-info
    /// database's, else a dynamic type with only that tag; nil for an empty tag.
    ///
    /// Difference from Apple: a dynamic type's identifier is spelled `dyn.fdo.<MIME type>` (a type of the desktop's
    /// shared-mime-info database) or `dyn.tag.<class>.<tag>.<supertype>`, each part escaped, not Apple's `dyn.a…`.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let type = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = type
    }

    /// Every type with `tag` of `tagClass` conforming to `supertype`, best first; a dynamic type with only that tag
    /// when none is known; empty for an empty tag.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        let known = knownTypes(tag: tag.lowercased(), tagClass: tagClass).filter { supertype.map($0.conforms(to:)) ?? true }
        guard known.isEmpty else { return known }
        let identifier = DynamicIdentifier.forTag(tag, tagClass: tagClass, conformingTo: supertype ?? .data)
        return UTType(identifier).map { [$0] } ?? []
    }

    /// The declared types with `tag` (in lower case), then the shared-mime-info database's, without repeats.
    private static func knownTypes(tag: String, tagClass: UTTagClass) -> [UTType] {
        let database = SharedMimeDatabase.current
        var found = SystemDeclarations.records(withTag: tag, tagClass: tagClass).map(UTType.init(record:))
        let mimeTypes: [String]
        switch tagClass {
        case .filenameExtension: mimeTypes = database.typesByExtension[tag] ?? []
        case .mimeType: mimeTypes = database.knows(database.canonical(tag)) ? [database.canonical(tag)] : []
        default: mimeTypes = []
        }
        for mimeType in mimeTypes {
            guard let type = UTType(identifier(forMIMEType: mimeType, in: database)), !found.contains(type) else { continue }
            found.append(type)
        }
        return found
    }

    /// The identifier of the type for the database's `mimeType` (canonical): the declared type with it or one of its
    /// aliases as a MIME type, `public.data` for `application/octet-stream`, else the database's dynamic type.
    static func identifier(forMIMEType mimeType: String, in database: SharedMimeDatabase) -> String {
        if mimeType == "application/octet-stream" { return UTType.data.identifier }
        for name in [mimeType] + (database.aliasesByType[mimeType] ?? []) {
            if let declared = SystemDeclarations.records(withTag: name, tagClass: .mimeType).first { return declared.identifier }
        }
        return DynamicIdentifier.forMIMEType(mimeType)
    }
}
