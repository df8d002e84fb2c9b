// `import Combine` as on iOS: OpenCombine's publishers, subscribers, subjects, `@Published`, `ObservableObject`,
// `values` (`AsyncPublisher`, `AsyncThrowingPublisher`) and `assign(to: &$property)` under Apple's names, with
// Foundation and Dispatch brought in as Apple's Combine brings them.
//
// The Dispatch and Foundation parts are this module's own (`Dispatch/`, `Foundation/`): `DispatchQueue`, `RunLoop`
// and `OperationQueue` as schedulers with their `SchedulerTimeType` and `Stride`,
// `NotificationCenter.publisher(for:object:)`, `Timer.publish(every:tolerance:on:in:options:)`,
// `URLSession.dataTaskPublisher(for:)` and the JSON and property-list coders as `TopLevelDecoder`/`TopLevelEncoder`.
// OpenCombineFoundation's run-loop scheduler performs work from another thread without waking the run loop, so a
// value received on `RunLoop.main` from a background queue waited for the next unrelated event in an idle app; and
// OpenCombine's Dispatch and Foundation parts declare Apple's spellings only `#if !canImport(Combine)`, so they drop
// out when rebuilt in a build folder that already holds this module.
// `Operators/` adds what OpenCombine lacks: `combineLatest` (`Publishers.CombineLatest`, `3`, `4`), `merge`
// (`Publishers.Merge` … `Merge8`, `MergeMany`) and `collect(.byTime …)`/`collect(.byTimeOrCount …)`
// (`Publishers.CollectByTime`). `publisher(for: \.keyPath)` publishes what `KeyValueObserving` sees change.
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
// `URLSession`, `URLRequest` and `URLResponse` live here on Linux; iOS code that reaches them through Foundation
// compiles unchanged beside `import Combine`.
@_exported import FoundationNetworking
#endif
@_exported import OpenCombine
