#include "CSwiftRuntime.h"

// libswiftCore's export (swift/Runtime/Metadata.h).
extern const void *swift_lookUpClassMethod(const void *metadata, const void *method, const void *owner);

const void *csr_lookUpClassMethod(const void *metadata, const void *method, const void *owner) {
    return swift_lookUpClassMethod(metadata, method, owner);
}

// Swift's calling convention for `@convention(method) (@thick Self.Type) -> @owned Self`: the metatype travels
// as `self` (swiftself), the result comes back owned.
typedef void *(*CSRInitializer)(const void *__attribute__((swift_context)) metadata) __attribute__((swiftcall));

// The same with one indirect, consumed `@in Any` before `self`.
typedef void *(*CSRInitializerWithAny)(void *argument, const void *__attribute__((swift_context)) metadata)
    __attribute__((swiftcall));

void *csr_callInitializer(const void *implementation, const void *metadata) {
    return ((CSRInitializer)implementation)(metadata);
}

void *csr_callInitializerWithAny(const void *implementation, void *argument, const void *metadata) {
    return ((CSRInitializerWithAny)implementation)(argument, metadata);
}
