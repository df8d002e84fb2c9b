// The compositor's hot loops in SSE2 (baseline on x86_64; AVX2 and AVX-512 where a run-time check finds them),
// with a portable C fallback: bilinear sampling and OVER blending of premultiplied ARGB32, bit
// for bit pixman's arithmetic.
// Callers (QuartzCore's Render/Kernels) guarantee every source tap lies inside the source.
#ifndef CCOMPOSITEKERNELS_H
#define CCOMPOSITEKERNELS_H

#include <stdint.h>

/// `mask` value saying the source is opaque and unfaded: filtered pixels replace the target.
#define CK_REPLACE 256u

/// Blends `count` target pixels from `dst` on, sampling the source at 16.16 positions (u, v)
/// stepped by (du, dv) per pixel; positions are already shifted half a pixel (pixman's
/// convention), and `mask` (0…255) fades the source, or is `CK_REPLACE`.
void ck_affine_bilinear_span(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, int count,
                             int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask);

/// The same where taps may fall outside the `width`×`height` source (a span's ends, the soft
/// edges): those read as transparent. Positions are 64-bit so any span is safe.
void ck_affine_bilinear_span_checked(const uint32_t *src, intptr_t src_stride_words, int width, int height,
                                     uint32_t *dst, int count, int64_t u, int64_t v, int64_t du, int64_t dv,
                                     uint32_t mask);

/// The same for a map that only moves by a fraction of a pixel: pixel i mixes words i and i+1 of
/// the rows `top` and `bottom` with constant 7-bit weights (either row may be `ck_zero_row`);
/// eight pixels a step with AVX2 where the processor has it.
void ck_translate_bilinear_span(const uint32_t *top, const uint32_t *bottom, uint32_t *dst, int count,
                                uint32_t wx, uint32_t wy, uint32_t mask);

/// The translate span over `rows` rows: row y mixes source rows y and y+1 from `src` on (all
/// inside the source) into the `count` pixels of target row y from `dst` on.
void ck_translate_bilinear_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                                int rows, int count, uint32_t wx, uint32_t wy, uint32_t mask);

/// OVER of a `count`×`rows` block of source pixels (from `src` on) onto the target's (from `dst`
/// on), the source faded by `mask` (0…255): pixman's whole-pixel OVER, bit for bit, without its
/// per-call setup; eight pixels a step with AVX2.
void ck_over_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                  int rows, int count, uint32_t mask);

/// Copies a `count`×`rows` block of source pixels (from `src` on) onto the target's (from `dst`
/// on): pixman's whole-pixel SRC for opaque pixels, without its per-call setup.
void ck_copy_rect(const uint32_t *src, intptr_t src_stride_words, uint32_t *dst, intptr_t dst_stride_words,
                  int rows, int count);

/// Writes `word` to a `count`×`rows` block of target pixels (from `dst` on): pixman's SRC fill of an opaque color
/// without its per-call setup; 64 pixels a step with AVX2.
void ck_fill_rect(uint32_t *dst, intptr_t dst_stride_words, int rows, int count, uint32_t word);

/// Lets the spans use AVX2 where the processor has it (the default), or keeps them on SSE2, so
/// tests can check that both give the same bits.
void ck_allow_wide_kernels(int allowed);

/// Lets the affine span use AVX-512 where the processor has it and wide kernels are allowed (the default), or keeps
/// it on AVX2, so tests can check that all widths give the same bits.
void ck_allow_avx512_kernels(int allowed);

/// Transparent words standing for the row above or below a source: `CK_ZERO_ROW_WORDS` of them.
const uint32_t *ck_zero_row(void);
#define CK_ZERO_ROW_WORDS 8192

/// Blends `count` pixels through a projective map: pixel i samples the source at
/// ((U + i·dU) / (W + i·dW), (V + i·dV) / (W + i·dW)), in source pixels and already shifted half
/// a pixel, with W > 0 over the span; each position is clamped so all taps stay inside the
/// `width`×`height` source.
void ck_projective_bilinear_span(const uint32_t *src, intptr_t src_stride_words, int width, int height,
                                 uint32_t *dst, int count, double U, double V, double W,
                                 double dU, double dV, double dW, uint32_t mask);

#include "particle_kernels.h"
#include "blur_kernels.h"

#endif
