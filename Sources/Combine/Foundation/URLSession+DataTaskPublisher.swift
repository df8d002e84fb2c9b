import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine

extension URLSession {
    /// Returns a publisher that wraps a URL session data task for a given URL.
    public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
        DataTaskPublisher(request: URLRequest(url: url), session: self)
    }

    /// Returns a publisher that wraps a URL session data task for a given URL request.
    public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
        DataTaskPublisher(request: request, session: self)
    }

    /// A publisher that delivers the results of performing URL session data tasks: the data and response once the
    /// task completes, or a `URLError`. The task starts at the subscriber's first demand; cancelling cancels it.
    public struct DataTaskPublisher: Publisher {
        public typealias Output = (data: Data, response: URLResponse)
        public typealias Failure = URLError

        public let request: URLRequest
        public let session: URLSession

        public init(request: URLRequest, session: URLSession) {
            self.request = request
            self.session = session
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == URLError {
            subscriber.receive(subscription: DataTaskSubscription(self, downstream: AnySubscriber(subscriber)))
        }
    }
}

/// One subscriber's data task.
private final class DataTaskSubscription: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let publisher: URLSession.DataTaskPublisher
    private var downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>?
    private var task: URLSessionDataTask?

    init(_ publisher: URLSession.DataTaskPublisher, downstream: AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>) {
        self.publisher = publisher
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        let task: URLSessionDataTask? = lock.withLock {
            guard downstream != nil, self.task == nil else { return nil }
            let task = publisher.session.dataTask(with: publisher.request) { [self] data, response, error in finish(data, response, error) }
            self.task = task
            return task
        }
        task?.resume()
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: Error?) {
        guard let downstream = lock.withLock({ () -> AnySubscriber<URLSession.DataTaskPublisher.Output, URLError>? in
            defer { self.downstream = nil }
            return self.downstream
        }) else { return }
        if let response, error == nil {
            _ = downstream.receive((data ?? Data(), response))
            downstream.receive(completion: .finished)
        } else {
            downstream.receive(completion: .failure(error as? URLError ?? URLError(.unknown)))
        }
    }

    func cancel() {
        let task = lock.withLock { () -> URLSessionDataTask? in
            downstream = nil
            return self.task
        }
        task?.cancel()
    }
}
