import CoreGraphics
import Foundation

/// An image filter: input values set by key (or through the typed properties of `CIFilter.gaussianBlur()` and its
/// kin), and an `outputImage` recipe made from them. Subclass it and override `outputImage` for a filter of your own.
///
/// Difference from Apple: keys are kept in the filter's own table, not by Objective-C key-value coding, so a
/// subclass's stored `input…` properties are read by `value(forKey:)` but set only through themselves.
open class CIFilter: NSObject, NSCopying {
    /// The built-in filter this one runs; nil for a subclass.
    let definition: FilterDefinition?
    /// Input values by key.
    var inputValues: [String: Any] = [:]
    private var customName: String?

    public override init() {
        definition = nil
        super.init()
    }

    public required init?(coder: NSCoder) {
        definition = nil
        super.init()
    }

    /// A built-in filter with its inputs at their defaults.
    init(definition: FilterDefinition) {
        self.definition = definition
        super.init()
        setDefaults()
    }

    /// The built-in filter of that name with its inputs at their defaults; nil for a name Core Image does not know.
    public convenience init?(name: String) {
        guard let definition = FilterRegistry.definitions[name] else { return nil }
        self.init(definition: definition)
    }

    /// The named filter with the given inputs set over its defaults.
    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    /// The filter's name (`"CIGaussianBlur"`); a subclass's is its class name unless set.
    open var name: String {
        get { customName ?? definition?.name ?? String(describing: type(of: self)) }
        set { customName = newValue }
    }

    /// Whether the filter is enabled (kept for source compatibility; a filter always runs).
    open var isEnabled = true

    /// The keys of the filter's inputs; for a subclass, its stored properties named `input…`.
    open var inputKeys: [String] {
        if let definition { return definition.inputs.map(\.key) }
        return Mirror(reflecting: self).children.compactMap(\.label).filter { $0.hasPrefix("input") }
    }

    /// The keys of the filter's outputs.
    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// The filter's name, display name, categories, and for each input its class, type and default.
    open var attributes: [String: Any] {
        definition?.attributes ?? [kCIAttributeFilterName: name, kCIAttributeFilterDisplayName: name]
    }

    /// The filtered image, worked out from the inputs; nil when they make none (no input image, a NaN number).
    open var outputImage: CIImage? {
        definition?.make(FilterValues(values: inputValues))
    }

    /// Sets every input to its default; image inputs are cleared.
    open func setDefaults() {
        guard let definition else { return }
        for input in definition.inputs {
            if let value = input.defaultValue { inputValues[input.key] = value } else { inputValues[input.key] = nil }
        }
    }

    /// Sets an input by key (`kCIInputImageKey`, `"inputRadius"` …); nil clears it.
    open func setValue(_ value: Any?, forKey key: String) {
        inputValues[key] = FilterValues.double(value).map { NSNumber(value: $0) } ?? value
    }

    /// An input's value by key, or `outputImage` for `kCIOutputImageKey`; a subclass's stored `input…` property too.
    open func value(forKey key: String) -> Any? {
        if key == kCIOutputImageKey { return outputImage }
        if let value = inputValues[key] { return value }
        return Mirror(reflecting: self).children.first { $0.label == key }.map(\.value)
    }

    /// Sets several inputs at once.
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues { setValue(value, forKey: key) }
    }

    /// A filter of the same kind with the same inputs.
    open func copy(with zone: NSZone? = nil) -> Any {
        guard let definition else { return self }
        let copy = BuiltinFilter(definition: definition)
        copy.inputValues = inputValues
        return copy
    }

    open override var description: String { "CIFilter(\(name))" }

    /// The names of the built-in filters in a category (all of them for nil), sorted.
    open class func filterNames(inCategory category: String?) -> [String] {
        filterNames(inCategories: category.map { [$0] })
    }

    /// The names of the built-in filters in every one of the categories (all of them for nil or none), sorted.
    open class func filterNames(inCategories categories: [String]?) -> [String] {
        FilterRegistry.definitions.values.filter { definition in
            (categories ?? []).allSatisfy(definition.categories.contains)
        }.map(\.name).sorted()
    }

    /// The filter's name as a person reads it.
    open class func localizedName(forFilterName filterName: String) -> String? {
        FilterRegistry.definitions[filterName]?.displayName
    }

    /// The category's name as a person reads it.
    open class func localizedName(forCategory category: String) -> String {
        String(category.dropFirst("CICategory".count))
    }
}
