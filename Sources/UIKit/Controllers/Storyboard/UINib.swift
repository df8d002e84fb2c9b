import Foundation

/// An Interface Builder nib: the archived objects of a `.xib` file, made anew each time it is instantiated, and the
/// source table and collection views register for their cells.
///
/// Difference from Apple: the desktop compiles no nibs, so a nib holds no objects: `instantiate` returns an empty
/// array and reports the line iOS raises for a nib it cannot load; a nib registered for cells makes cells of the
/// class named like the nib (`FooCell.xib` → `FooCell`), whose outlets stay nil.
@MainActor @preconcurrency
open class UINib {
    /// Options for `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The objects outside the nib that its placeholders stand for, by identifier.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name, as given (nil for one made from data).
    let name: String?
    /// The bundle the nib is looked up in.
    let bundle: Bundle
    /// The class a registration makes its views of, once found.
    private var resolvedClass: AnyClass?

    /// The nib named `name` in `bundleOrNil` (the main bundle when nil); it is looked for only when used, as on iOS.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil ?? .main
    }

    /// A nib from a compiled nib file's bytes.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil ?? .main
    }

    /// The nib's top-level objects, made anew with `ownerOrNil` as the File's Owner: none here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        reportUnloadable()
        return []
    }

    /// The class of the views a registration of this nib makes: the class named like the nib, as Xcode's templates
    /// name a cell's nib after it, looked for bare and in the modules of `neighbours` and the app delegate; nil (and
    /// the line iOS raises) when there is none of `kind`.
    func registeredClass<Kind>(_ kind: Kind.Type, near neighbours: [Any?]) -> Kind? {
        if let resolvedClass, let found = resolvedClass as? Kind { return found }
        let className = name.flatMap { $0.split(separator: "/").last.map(String.init) } ?? ""
        let modules = (neighbours + [UIApplication.existing?.delegate]).compactMap { neighbour -> String? in
            guard let neighbour else { return nil }
            return String(reflecting: type(of: neighbour)).split(separator: ".").first.map(String.init)
        }
        let candidates = [className] + modules.map { "\($0).\(className)" }
        guard !className.isEmpty, let found = candidates.lazy.compactMap({ NSClassFromString($0) }).first(where: { $0 is Kind }) else {
            reportUnloadable()
            return nil
        }
        resolvedClass = found
        return found as? Kind
    }

    /// The line iOS raises for a nib it cannot load, once.
    func reportUnloadable() {
        Diagnostics.report("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name ?? "(data)")'")
    }
}
