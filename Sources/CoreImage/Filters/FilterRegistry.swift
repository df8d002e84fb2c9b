import Foundation

/// Every built-in filter by name.
enum FilterRegistry {
    static let definitions: [String: FilterDefinition] = {
        let all = blurFilters + colorFilters + photoEffectFilters + compositeFilters + geometryFilters + generatorFilters
            + stylizeFilters
        return Dictionary(all.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }()
}
