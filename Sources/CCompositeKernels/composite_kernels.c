// See include/CCompositeKernels.h. Two pixels per step: the four taps widened to 16 bits, the
// vertical mix in 16 bits, the horizontal one with pmaddwd in 32 bits (>> 14 as pixman does),
// then the opacity and OVER in 16 bits with pixman's rounded division by 255.
#include "CCompositeKernels.h"

#if defined(__SSE2__)
#include <emmintrin.h>

/// x · a / 255 rounded, per 16-bit lane (pixman's MUL_UN8).
static inline __m128i mul_un8(__m128i x, __m128i a) {
    __m128i t = _mm_add_epi16(_mm_mullo_epi16(x, a), _mm_set1_epi16(0x80));
    return _mm_srli_epi16(_mm_adds_epu16(t, _mm_srli_epi16(t, 8)), 8);
}

/// Source pixels s (two, 16-bit lanes) faded by `mask` and blended OVER two target pixels.
static inline __m128i over2(__m128i s, __m128i d, __m128i mask, int fade) {
    if (fade) s = mul_un8(s, mask);
    __m128i alpha = _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xff), 0xff);
    __m128i ia = _mm_xor_si128(alpha, _mm_set1_epi16(0xff));
    return _mm_add_epi16(mul_un8(d, ia), s);
}

/// The bilinear mix of one pixel from its top pair and bottom pair (8 bytes each).
static inline __m128i bilinear1(__m128i top, __m128i bottom, __m128i wy_top, __m128i wy_bottom, __m128i wx_pair) {
    const __m128i zero = _mm_setzero_si128();
    __m128i t = _mm_unpacklo_epi8(top, zero), b = _mm_unpacklo_epi8(bottom, zero);
    __m128i vertical = _mm_add_epi16(_mm_mullo_epi16(t, wy_top), _mm_mullo_epi16(b, wy_bottom));
    __m128i pairs = _mm_unpacklo_epi16(vertical, _mm_srli_si128(vertical, 8));
    return _mm_srli_epi32(_mm_madd_epi16(pairs, wx_pair), 14);
}

/// Blends a pair of filtered pixels (32-bit lanes each) into two target words.
static inline void store2(uint32_t *dst, __m128i p0, __m128i p1, __m128i mask, int fade) {
    __m128i s = _mm_packs_epi32(p0, p1);
    __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)dst), _mm_setzero_si128());
    _mm_storel_epi64((__m128i *)dst, _mm_packus_epi16(over2(s, d, mask, fade), s));
}

/// Blends one filtered pixel (32-bit lanes) into a target word.
static inline void store1(uint32_t *dst, __m128i p, __m128i mask, int fade) {
    __m128i s = _mm_packs_epi32(p, p);
    __m128i d = _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)*dst), _mm_setzero_si128());
    *dst = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(over2(s, d, mask, fade), s));
}

static inline __m128i weight_pair(uint32_t w) {
    return _mm_set1_epi32((int)((w << 16) | (128 - w)));
}

/// Two filtered pixels from their taps: `top` holds [tl0 tl1 tr0 tr1] and `bottom` [bl0 bl1 br0 br1]
/// (bytes); `wy` the vertical weight of each pixel in its four 16-bit lanes; `wx0`, `wx1` the
/// horizontal (128 − wx, wx) pairs. Returns both pixels in 16-bit lanes.
static inline __m128i bilinear2(__m128i top, __m128i bottom, __m128i wy, __m128i wx0, __m128i wx1) {
    const __m128i zero = _mm_setzero_si128();
    __m128i tl = _mm_unpacklo_epi8(top, zero), tr = _mm_unpackhi_epi8(top, zero);
    __m128i bl = _mm_unpacklo_epi8(bottom, zero), br = _mm_unpackhi_epi8(bottom, zero);
    // t·(128 − wy) + b·wy as t·128 + (b − t)·wy: one multiply, and it fits 16 signed bits.
    __m128i left = _mm_add_epi16(_mm_slli_epi16(tl, 7), _mm_mullo_epi16(_mm_sub_epi16(bl, tl), wy));
    __m128i right = _mm_add_epi16(_mm_slli_epi16(tr, 7), _mm_mullo_epi16(_mm_sub_epi16(br, tr), wy));
    __m128i p0 = _mm_madd_epi16(_mm_unpacklo_epi16(left, right), wx0);
    __m128i p1 = _mm_madd_epi16(_mm_unpackhi_epi16(left, right), wx1);
    return _mm_packs_epi32(_mm_srli_epi32(p0, 14), _mm_srli_epi32(p1, 14));
}

void ck_affine_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                             int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
    const __m128i m = _mm_set1_epi16((short)mask);
    const int fade = mask < 255;
    const __m128i zero = _mm_setzero_si128();
    // Positions of pixels i and i+1 as [u0 v0 u1 v1], stepped two pixels at a time.
    __m128i uv = _mm_set_epi32(v + dv, u + du, v, u);
    const __m128i step = _mm_set_epi32(2 * dv, 2 * du, 2 * dv, 2 * du);
    const __m128i weight_mask = _mm_set1_epi32(0x7f), w128 = _mm_set1_epi32(128);
    int i = 0;
    for (; i + 2 <= count; i += 2, u += 2 * du, v += 2 * dv) {
        const uint32_t *p0 = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        const uint32_t *p1 = src + (intptr_t)((v + dv) >> 16) * stride + ((u + du) >> 16);
        __m128i w = _mm_and_si128(_mm_srli_epi32(uv, 9), weight_mask);
        uv = _mm_add_epi32(uv, step);
        __m128i wy = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(w, 0xf5), 0xa0), 0xa0);
        __m128i wx = _mm_shuffle_epi32(w, 0xa0);
        __m128i pairs = _mm_add_epi32(_mm_slli_epi32(wx, 16), _mm_sub_epi32(w128, wx));
        __m128i top = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1));
        __m128i bottom = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)(p0 + stride)),
                                            _mm_loadl_epi64((const __m128i *)(p1 + stride)));
        __m128i s = bilinear2(top, bottom, wy, _mm_shuffle_epi32(pairs, 0x00), _mm_shuffle_epi32(pairs, 0xaa));
        __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(dst + i)), zero);
        _mm_storel_epi64((__m128i *)(dst + i), _mm_packus_epi16(over2(s, d, m, fade), s));
    }
    if (i < count) {
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        uint32_t wx = ((uint32_t)u >> 9) & 0x7f, wy = ((uint32_t)v >> 9) & 0x7f;
        __m128i top = _mm_loadl_epi64((const __m128i *)p);
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(p + stride));
        __m128i s = bilinear1(top, bottom, _mm_set1_epi16((short)(128 - wy)), _mm_set1_epi16((short)wy), weight_pair(wx));
        store1(dst + i, s, m, fade);
    }
}

void ck_translate_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                                uint32_t wx, uint32_t wy, uint32_t mask) {
    const __m128i m = _mm_set1_epi16((short)mask);
    const int fade = mask < 255;
    const __m128i wyt = _mm_set1_epi16((short)(128 - wy)), wyb = _mm_set1_epi16((short)wy);
    const __m128i wxp = weight_pair(wx);
    int i = 0;
    for (; i + 2 <= count; i += 2) {
        // Pixels i and i+1 read words i…i+2 of both rows.
        __m128i top, bottom;
        if (i + 3 <= count) {
            top = _mm_loadu_si128((const __m128i *)(src + i));
            bottom = _mm_loadu_si128((const __m128i *)(src + stride + i));
        } else {
            // Word i+3 may lie past the source: read only the three words needed.
            top = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + i)), _mm_cvtsi32_si128((int)src[i + 2]));
            bottom = _mm_unpacklo_epi64(_mm_loadl_epi64((const __m128i *)(src + stride + i)),
                                        _mm_cvtsi32_si128((int)src[stride + i + 2]));
        }
        __m128i p0 = bilinear1(top, bottom, wyt, wyb, wxp);
        __m128i p1 = bilinear1(_mm_srli_si128(top, 4), _mm_srli_si128(bottom, 4), wyt, wyb, wxp);
        store2(dst + i, p0, p1, m, fade);
    }
    for (; i < count; i++) {
        __m128i top = _mm_loadl_epi64((const __m128i *)(src + i));
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(src + stride + i));
        store1(dst + i, bilinear1(top, bottom, wyt, wyb, wxp), m, fade);
    }
}

/// A 16.16 position along one axis, clamped so both taps lie in 0…size−1.
static inline int32_t clamp_position(double t, int size) {
    double limit = (double)(size - 1) * 65536.0 - 1.0;
    double fixed = t * 65536.0;
    fixed = fixed < 0 ? 0 : fixed > limit ? limit : fixed;
    return (int32_t)fixed;
}

void ck_projective_bilinear_span(const uint32_t *src, intptr_t stride, int width, int height,
                                 uint32_t *dst, int count, double U, double V, double W,
                                 double dU, double dV, double dW, uint32_t mask) {
    const __m128i m = _mm_set1_epi16((short)mask);
    const int fade = mask < 255;
    const __m128i zero = _mm_setzero_si128();
    const __m128i weight_mask = _mm_set1_epi32(0x7f), w128 = _mm_set1_epi32(128);
    // Pixels i and i+1 side by side in double lanes; positions clamped in 16.16 before truncating.
    __m128d us = _mm_set_pd(U + dU, U), vs = _mm_set_pd(V + dV, V), ws = _mm_set_pd(W + dW, W);
    const __m128d dus = _mm_set1_pd(2 * dU), dvs = _mm_set1_pd(2 * dV), dws = _mm_set1_pd(2 * dW);
    const __m128d one = _mm_set1_pd(65536.0), zero_d = _mm_setzero_pd();
    const __m128d ulimit = _mm_set1_pd((double)(width - 1) * 65536.0 - 1.0);
    const __m128d vlimit = _mm_set1_pd((double)(height - 1) * 65536.0 - 1.0);
    int i = 0;
    for (; i + 2 <= count; i += 2) {
        __m128d r = _mm_div_pd(one, ws);
        __m128i u = _mm_cvttpd_epi32(_mm_min_pd(_mm_max_pd(_mm_mul_pd(us, r), zero_d), ulimit));
        __m128i v = _mm_cvttpd_epi32(_mm_min_pd(_mm_max_pd(_mm_mul_pd(vs, r), zero_d), vlimit));
        us = _mm_add_pd(us, dus);
        vs = _mm_add_pd(vs, dvs);
        ws = _mm_add_pd(ws, dws);
        __m128i uv = _mm_unpacklo_epi32(u, v);
        int32_t position[4];
        _mm_storeu_si128((__m128i *)position, _mm_srai_epi32(uv, 16));
        const uint32_t *p0 = src + (intptr_t)position[1] * stride + position[0];
        const uint32_t *p1 = src + (intptr_t)position[3] * stride + position[2];
        __m128i w = _mm_and_si128(_mm_srli_epi32(uv, 9), weight_mask);
        __m128i wy = _mm_shufflehi_epi16(_mm_shufflelo_epi16(_mm_shuffle_epi32(w, 0xf5), 0xa0), 0xa0);
        __m128i wx = _mm_shuffle_epi32(w, 0xa0);
        __m128i pairs = _mm_add_epi32(_mm_slli_epi32(wx, 16), _mm_sub_epi32(w128, wx));
        __m128i top = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)p0), _mm_loadl_epi64((const __m128i *)p1));
        __m128i bottom = _mm_unpacklo_epi32(_mm_loadl_epi64((const __m128i *)(p0 + stride)),
                                            _mm_loadl_epi64((const __m128i *)(p1 + stride)));
        __m128i s = bilinear2(top, bottom, wy, _mm_shuffle_epi32(pairs, 0x00), _mm_shuffle_epi32(pairs, 0xaa));
        __m128i d = _mm_unpacklo_epi8(_mm_loadl_epi64((const __m128i *)(dst + i)), zero);
        _mm_storel_epi64((__m128i *)(dst + i), _mm_packus_epi16(over2(s, d, m, fade), s));
    }
    if (i < count) {
        double r = 1.0 / (W + i * dW);
        int32_t u = clamp_position((U + i * dU) * r, width), v = clamp_position((V + i * dV) * r, height);
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        uint32_t wx = ((uint32_t)u >> 9) & 0x7f, wy = ((uint32_t)v >> 9) & 0x7f;
        __m128i top = _mm_loadl_epi64((const __m128i *)p);
        __m128i bottom = _mm_loadl_epi64((const __m128i *)(p + stride));
        __m128i s = bilinear1(top, bottom, _mm_set1_epi16((short)(128 - wy)), _mm_set1_epi16((short)wy), weight_pair(wx));
        store1(dst + i, s, m, fade);
    }
}

#else

static inline uint32_t mul_un8(uint32_t x, uint32_t a) {
    uint32_t t = x * a + 0x80;
    return (t + (t >> 8)) >> 8;
}

static uint32_t bilinear(const uint32_t *p, intptr_t stride, uint32_t wx, uint32_t wy) {
    uint32_t result = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t tl = (p[0] >> shift) & 0xff, tr = (p[1] >> shift) & 0xff;
        uint32_t bl = (p[stride] >> shift) & 0xff, br = (p[stride + 1] >> shift) & 0xff;
        uint32_t c = (tl * (128 - wx) * (128 - wy) + tr * wx * (128 - wy) + bl * (128 - wx) * wy + br * wx * wy) >> 14;
        result |= c << shift;
    }
    return result;
}

static void blend(uint32_t *dst, uint32_t s, uint32_t mask) {
    uint32_t ia = 255 - mul_un8(s >> 24, mask), d = *dst, out = 0;
    for (int shift = 0; shift < 32; shift += 8) {
        uint32_t c = mul_un8((d >> shift) & 0xff, ia) + mul_un8((s >> shift) & 0xff, mask);
        out |= (c > 255 ? 255 : c) << shift;
    }
    *dst = out;
}

void ck_affine_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                             int32_t u, int32_t v, int32_t du, int32_t dv, uint32_t mask) {
    for (int i = 0; i < count; i++, u += du, v += dv) {
        const uint32_t *p = src + (intptr_t)(v >> 16) * stride + (u >> 16);
        blend(dst + i, bilinear(p, stride, ((uint32_t)u >> 9) & 0x7f, ((uint32_t)v >> 9) & 0x7f), mask);
    }
}

void ck_translate_bilinear_span(const uint32_t *src, intptr_t stride, uint32_t *dst, int count,
                                uint32_t wx, uint32_t wy, uint32_t mask) {
    for (int i = 0; i < count; i++) blend(dst + i, bilinear(src + i, stride, wx, wy), mask);
}

void ck_projective_bilinear_span(const uint32_t *src, intptr_t stride, int width, int height,
                                 uint32_t *dst, int count, double U, double V, double W,
                                 double dU, double dV, double dW, uint32_t mask) {
    for (int i = 0; i < count; i++) {
        double r = 1.0 / (W + i * dW);
        double u = (U + i * dU) * r * 65536.0, v = (V + i * dV) * r * 65536.0;
        double ulimit = (double)(width - 1) * 65536.0 - 1.0, vlimit = (double)(height - 1) * 65536.0 - 1.0;
        int32_t x = (int32_t)(u < 0 ? 0 : u > ulimit ? ulimit : u), y = (int32_t)(v < 0 ? 0 : v > vlimit ? vlimit : v);
        const uint32_t *p = src + (intptr_t)(y >> 16) * stride + (x >> 16);
        blend(dst + i, bilinear(p, stride, ((uint32_t)x >> 9) & 0x7f, ((uint32_t)y >> 9) & 0x7f), mask);
    }
}

#endif
