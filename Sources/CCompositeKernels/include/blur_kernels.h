// Blurring a backdrop on the CPU: reduced by box averaging, blurred by a separable Gaussian at the reduced size,
// then saturated and tinted there (the caller magnifies the result with pixman's bilinear filter).
#ifndef CCOMPOSITEKERNELS_BLUR_KERNELS_H
#define CCOMPOSITEKERNELS_BLUR_KERNELS_H

#include <stdint.h>

/// Averages each `factor`×`factor` block of the `width`×`height` premultiplied ARGB32 source into one pixel of
/// `dst` (ceil(width / factor) × ceil(height / factor) pixels); blocks cut by the source's edge average the
/// pixels they hold.
void ck_box_reduce(const uint32_t *src, intptr_t src_stride_words, int width, int height, int factor,
                   uint32_t *dst, intptr_t dst_stride_words);

/// Blurs the `width`×`height` premultiplied ARGB32 image in place by a Gaussian of `sigma` pixels (separable,
/// taps out to 3 sigma, edges extended); `scratch` holds width × height words.
void ck_gaussian_blur(uint32_t *pixels, intptr_t stride_words, int width, int height, float sigma, uint32_t *scratch);

/// Saturates each premultiplied pixel by `saturation` (1 leaves it, 0 makes it grey; luminance kept, results
/// clamped to the pixel's alpha), then lays the premultiplied `tint` (each 0…255) OVER it.
void ck_saturate_tint(uint32_t *pixels, intptr_t stride_words, int width, int height, float saturation,
                      uint32_t tint_a, uint32_t tint_r, uint32_t tint_g, uint32_t tint_b);

#endif
