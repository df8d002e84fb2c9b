// The Swift runtime's class-method lookup and two calls into what it finds, so that a class's designated
// initializer can be run on a subclass known only at run time, as Objective-C sends `-init`/`-initWithLayer:`
// to `[self class]`. Used only by QuartzCore's `DynamicInitializer` (Support/DynamicInitializer.swift).
//
// Every Swift class's vtable has an entry for each designated initializer (the "allocating" entry point), which a
// subclass overrides with its own, inherits with a forwarding one, or fills with a stub that traps with Swift's
// "Use of unimplemented initializer" when it declares designated initializers of its own and not that one.
// `swift_lookUpClassMethod` finds a class's entry from the method's descriptor (a public symbol, `...Tq`) and
// the descriptor of the class that introduced it (`...Mn`); the accessors below name those symbols.
#ifndef CSWIFTRUNTIME_H
#define CSWIFTRUNTIME_H

/// The implementation of `method` (introduced by the class `owner` describes) in `metadata`'s vtable;
/// `metadata` must be `owner`'s class or a subclass of it.
const void *_Nonnull csr_lookUpClassMethod(const void *_Nonnull metadata, const void *_Nonnull method,
                                           const void *_Nonnull owner);

/// Calls an allocating initializer taking no arguments (`init()`): `metadata` is the class to make, passed as
/// Swift's `self`. Returns the new object at +1.
void *_Nonnull csr_callInitializer(const void *_Nonnull implementation, const void *_Nonnull metadata);

/// Calls an allocating initializer taking one `Any` (`init(layer:)`): `argument` points at an initialized
/// `Any`, which the initializer takes (consumes); `metadata` is the class to make. Returns the new object at +1.
void *_Nonnull csr_callInitializerWithAny(const void *_Nonnull implementation, void *_Nonnull argument,
                                          const void *_Nonnull metadata);

// The descriptors, each in an inline function so that only the module that calls it refers to the symbol
// (QuartzCore's classes from QuartzCore, UIKit's from UIKit).

#define CSR_SYMBOL(name, symbol) \
    static inline const void *_Nonnull name(void) { \
        extern const char name##_descriptor __asm__(symbol); \
        return &name##_descriptor; \
    }

// Foundation: `NSObject.init()`, which the NSObject subclasses among the classes below (CALayer, CAAnimation,
// UIResponder, UIGestureRecognizer, UIBarItem) override, as on iOS.
CSR_SYMBOL(csr_NSObject, "$s10Foundation8NSObjectCMn")
CSR_SYMBOL(csr_NSObject_init, "$s10Foundation8NSObjectCACycfCTq")

// QuartzCore
CSR_SYMBOL(csr_CALayer, "$s10QuartzCore7CALayerCMn")
CSR_SYMBOL(csr_CALayer_initLayer, "$s10QuartzCore7CALayerC5layerACyp_tcfCTq")

// UIKit
CSR_SYMBOL(csr_UIGraphicsRendererFormat, "$s5UIKit24UIGraphicsRendererFormatCMn")
CSR_SYMBOL(csr_UIGraphicsRendererFormat_init, "$s5UIKit24UIGraphicsRendererFormatCACycfCTq")
CSR_SYMBOL(csr_UICollectionViewLayoutAttributes, "$s5UIKit32UICollectionViewLayoutAttributesCMn")
CSR_SYMBOL(csr_UICollectionViewLayoutAttributes_init, "$s5UIKit32UICollectionViewLayoutAttributesCACycfCTq")
CSR_SYMBOL(csr_UICollectionViewLayoutInvalidationContext, "$s5UIKit41UICollectionViewLayoutInvalidationContextCMn")
CSR_SYMBOL(csr_UICollectionViewLayoutInvalidationContext_init, "$s5UIKit41UICollectionViewLayoutInvalidationContextCACycfCTq")

#undef CSR_SYMBOL

#endif
