// Particles as textured quads: nearest sampling, colour multiply, OVER or additive blending of premultiplied ARGB32.
#include "particle_kernels.h"

/// Multiplies texel `s` channel by channel by the factors (0…256) and blends it OVER `*target`, or adds it
/// (saturating).
static inline void particle_blend1(uint32_t *target, uint32_t s, uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive) {
    if (s == 0) return;
    const uint32_t a = ((s >> 24) * fa) >> 8;
    const uint32_t r = (((s >> 16) & 0xFF) * fr) >> 8;
    const uint32_t g = (((s >> 8) & 0xFF) * fg) >> 8;
    const uint32_t b = ((s & 0xFF) * fb) >> 8;
    const uint32_t d = *target;
    if (additive) {
        uint32_t da = (d >> 24) + a, dr = ((d >> 16) & 0xFF) + r, dg = ((d >> 8) & 0xFF) + g, db = (d & 0xFF) + b;
        *target = ((da > 255 ? 255 : da) << 24) | ((dr > 255 ? 255 : dr) << 16) | ((dg > 255 ? 255 : dg) << 8)
            | (db > 255 ? 255 : db);
    } else {
        const uint32_t inverse = 255 - a;
        // Two channels at a time: red and blue, then alpha and green.
        uint32_t rb = (d & 0x00FF00FF) * inverse + 0x00800080;
        rb = ((rb + ((rb >> 8) & 0x00FF00FF)) >> 8) & 0x00FF00FF;
        uint32_t ag = ((d >> 8) & 0x00FF00FF) * inverse + 0x00800080;
        ag = (ag + ((ag >> 8) & 0x00FF00FF)) & 0xFF00FF00;
        *target = (ag | rb) + ((a << 24) | (r << 16) | (g << 8) | b);
    }
}

/// Row j of a sprite, its span clipped to [left, right): where its pixels go in the target (from the sprite's
/// top-left pixel `origin`) and come from in the sprite; returns how many there are (0, the pointers unset, when
/// none).
static inline int particle_row(uint32_t *origin, intptr_t dst_stride_words, const ck_particle_sprite *item, int j, int left, int right,
                               uint32_t **row, const uint32_t **src) {
    const int first = item->spans[2 * j], end = item->spans[2 * j + 1];
    const int lo = first > left ? first : left, hi = end < right ? end : right;
    if (lo >= hi) return 0;
    *row = origin + (intptr_t)j * dst_stride_words + lo;
    *src = item->pixels + ((intptr_t)item->rows[j] + lo - first);
    return hi - lo;
}

#if defined(__SSE2__)
#include <emmintrin.h>

/// The colour factors in the lanes of four pixels.
static inline __m128i particle_factors_sse2(uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb) {
    return _mm_set_epi16((short)fa, (short)fr, (short)fg, (short)fb, (short)fa, (short)fr, (short)fg, (short)fb);
}

/// `particle_blend1` for four pixels side by side.
static inline void particle_blend4_sse2(uint32_t *target, __m128i s, __m128i factors, int additive) {
    const __m128i zero = _mm_setzero_si128(), c255 = _mm_set1_epi16(255), c128 = _mm_set1_epi16(128);
    const __m128i sl = _mm_srli_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(s, zero), factors), 8);
    const __m128i sh = _mm_srli_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(s, zero), factors), 8);
    const __m128i d = _mm_loadu_si128((const __m128i *)target);
    if (additive) {
        _mm_storeu_si128((__m128i *)target, _mm_adds_epu8(d, _mm_packus_epi16(sl, sh)));
        return;
    }
    const __m128i il = _mm_sub_epi16(c255, _mm_shufflehi_epi16(_mm_shufflelo_epi16(sl, 0xFF), 0xFF));
    const __m128i ih = _mm_sub_epi16(c255, _mm_shufflehi_epi16(_mm_shufflelo_epi16(sh, 0xFF), 0xFF));
    __m128i tl = _mm_add_epi16(_mm_mullo_epi16(_mm_unpacklo_epi8(d, zero), il), c128);
    __m128i th = _mm_add_epi16(_mm_mullo_epi16(_mm_unpackhi_epi8(d, zero), ih), c128);
    tl = _mm_srli_epi16(_mm_add_epi16(tl, _mm_srli_epi16(tl, 8)), 8);
    th = _mm_srli_epi16(_mm_add_epi16(th, _mm_srli_epi16(th, 8)), 8);
    _mm_storeu_si128((__m128i *)target, _mm_packus_epi16(_mm_add_epi16(sl, tl), _mm_add_epi16(sh, th)));
}

/// The pixels [i, hi) of a sprite row, four then one at a time (the end of a span a clip cut short).
static void particle_tail_sse2(uint32_t *row, const uint32_t *src, int i, int hi, uint32_t fa, uint32_t fr, uint32_t fg,
                               uint32_t fb, int additive) {
    const __m128i factors = particle_factors_sse2(fa, fr, fg, fb);
    for (; i + 4 <= hi; i += 4) {
        const __m128i s = _mm_loadu_si128((const __m128i *)(src + i));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, _mm_setzero_si128())) == 0xFFFF) continue;
        particle_blend4_sse2(row + i, s, factors, additive);
    }
    for (; i < hi; i++) particle_blend1(row + i, src[i], fa, fr, fg, fb, additive);
}
#endif

#if defined(__x86_64__)
#include <immintrin.h>

/// The colour factors in the lanes of eight pixels.
__attribute__((target("avx2"))) static inline __m256i particle_factors_avx2(uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb) {
    return _mm256_set_epi16((short)fa, (short)fr, (short)fg, (short)fb, (short)fa, (short)fr, (short)fg, (short)fb,
                            (short)fa, (short)fr, (short)fg, (short)fb, (short)fa, (short)fr, (short)fg, (short)fb);
}

/// Eight texels `s` multiplied channel by channel by `factors` (0…256, in 16-bit lanes) and blended OVER the eight
/// target pixels `d`, or added to them (saturating), as `particle_blend1` does, in few steps: the tint is one
/// high multiply of the texel in a word's high byte ((s·256·f) >> 16 = (s·f) >> 8), the tinted texels are packed once
/// and serve the inverse alpha (shuffled out of their complement) and the sum (a saturating byte add, as packing the
/// 16-bit sum saturates), and x·(255 − a) / 255 rounded is ((x·(255 − a) + 128)·257) >> 16, one high multiply.
__attribute__((target("avx2"), always_inline)) static inline __m256i particle_over8_avx2(__m256i s, __m256i d, __m256i factors, int additive) {
    const __m256i zero = _mm256_setzero_si256();
    const __m256i sp = _mm256_packus_epi16(_mm256_mulhi_epu16(_mm256_unpacklo_epi8(zero, s), factors),
                                           _mm256_mulhi_epu16(_mm256_unpackhi_epi8(zero, s), factors));
    if (additive) return _mm256_adds_epu8(d, sp);
    const __m256i alpha01 = _mm256_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1,
                                             3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1);
    const __m256i alpha23 = _mm256_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1,
                                             11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1);
    const __m256i inverse = _mm256_xor_si256(sp, _mm256_set1_epi8(-1));
    const __m256i c128 = _mm256_set1_epi16(128), c257 = _mm256_set1_epi16(257);
    const __m256i tl = _mm256_mulhi_epu16(
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpacklo_epi8(d, zero), _mm256_shuffle_epi8(inverse, alpha01)), c128), c257);
    const __m256i th = _mm256_mulhi_epu16(
        _mm256_add_epi16(_mm256_mullo_epi16(_mm256_unpackhi_epi8(d, zero), _mm256_shuffle_epi8(inverse, alpha23)), c128), c257);
    return _mm256_adds_epu8(sp, _mm256_packus_epi16(tl, th));
}

/// Eight pixels a step with AVX2: positions and texel addresses in vector lanes, the texels gathered, multiplied and
/// blended side by side. Returns where it stopped (fewer than eight pixels left).
__attribute__((target("avx2"))) static int particle_span_avx2(
    uint32_t *row, int i, int hi, const uint32_t *src, intptr_t src_stride_words, int32_t *cu, int32_t *cv, int32_t su,
    int32_t sv, uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive) {
    const __m256i steps = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    __m256i u = _mm256_add_epi32(_mm256_set1_epi32(*cu), _mm256_mullo_epi32(_mm256_set1_epi32(su), steps));
    __m256i v = _mm256_add_epi32(_mm256_set1_epi32(*cv), _mm256_mullo_epi32(_mm256_set1_epi32(sv), steps));
    const __m256i du = _mm256_set1_epi32(8 * su), dv = _mm256_set1_epi32(8 * sv);
    const __m256i stride = _mm256_set1_epi32((int)src_stride_words);
    const __m256i factors = particle_factors_avx2(fa, fr, fg, fb);
    for (; i + 8 <= hi; i += 8) {
        const __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(_mm256_srai_epi32(v, 16), stride), _mm256_srai_epi32(u, 16));
        u = _mm256_add_epi32(u, du);
        v = _mm256_add_epi32(v, dv);
        const __m256i s = _mm256_i32gather_epi32((const int *)src, index, 4);
        if (_mm256_testz_si256(s, s)) continue;
        const __m256i d = _mm256_loadu_si256((const __m256i *)(row + i));
        _mm256_storeu_si256((__m256i *)(row + i), particle_over8_avx2(s, d, factors, additive));
    }
    *cu = _mm256_extract_epi32(u, 0);
    *cv = _mm256_extract_epi32(v, 0);
    return i;
}

/// The next item's spans and first rows fetched ahead: the sprites are many (a family holds hundreds of turns) and
/// not all in the nearer caches.
static inline void particle_prefetch(const ck_particle_sprite *items, const int32_t *indices, int k, int count, int cy0) {
    if (k + 2 < count) _mm_prefetch((const char *)(items + indices[k + 2]), _MM_HINT_T0);
    if (k + 1 >= count) return;
    const ck_particle_sprite *next = items + indices[k + 1];
    if (!next->pixels) return;
    const int row = cy0 - next->y > 0 ? cy0 - next->y : 0;
    if (row >= next->height) return;
    _mm_prefetch((const char *)(next->spans + 2 * row), _MM_HINT_T0);
    _mm_prefetch((const char *)(next->rows + row), _MM_HINT_T0);
    const char *pixels = (const char *)(next->pixels + next->rows[row]);
    for (int offset = 0; offset < 256; offset += 64) _mm_prefetch(pixels + offset, _MM_HINT_T0);
}

/// The rows [top, bottom) of a turned sprite, each row's span clipped to [left, right), eight pixels a step with
/// AVX2 (texels read in sequence; eight transparent ones skipped), the last few pixels of a clipped span four and
/// one at a time.
__attribute__((target("avx2"), always_inline)) static inline void particle_rows_avx2(
    uint32_t *origin, intptr_t dst_stride_words, const ck_particle_sprite *item, int top, int bottom, int left, int right,
    const int additive) {
    const uint32_t fa = item->fa, fr = item->fr, fg = item->fg, fb = item->fb;
    const __m256i factors = particle_factors_avx2(fa, fr, fg, fb);
    for (int j = top; j < bottom; j++) {
        uint32_t *row;
        const uint32_t *src;
        int n = particle_row(origin, dst_stride_words, item, j, left, right, &row, &src);
        if (n <= 0) continue;
        for (; n >= 8; n -= 8, src += 8, row += 8) {
            const __m256i s = _mm256_loadu_si256((const __m256i *)src);
            if (_mm256_testz_si256(s, s)) continue;
            const __m256i d = _mm256_loadu_si256((const __m256i *)row);
            _mm256_storeu_si256((__m256i *)row, particle_over8_avx2(s, d, factors, additive));
        }
        if (n > 0) particle_tail_sse2(row, src, 0, n, fa, fr, fg, fb, additive);
    }
}

#define PARTICLE_AVX512 "avx2,avx512f,avx512bw,avx512vl"

/// `particle_over8_avx2` for sixteen pixels (the same steps in each 128-bit lane, so the same bits).
__attribute__((target(PARTICLE_AVX512), always_inline)) static inline __m512i particle_over16_avx512(__m512i s, __m512i d, __m512i factors, int additive) {
    const __m512i zero = _mm512_setzero_si512();
    const __m512i sp = _mm512_packus_epi16(_mm512_mulhi_epu16(_mm512_unpacklo_epi8(zero, s), factors),
                                           _mm512_mulhi_epu16(_mm512_unpackhi_epi8(zero, s), factors));
    if (additive) return _mm512_adds_epu8(d, sp);
    const __m512i alpha01 = _mm512_broadcast_i32x4(_mm_setr_epi8(3, -1, 3, -1, 3, -1, 3, -1, 7, -1, 7, -1, 7, -1, 7, -1));
    const __m512i alpha23 = _mm512_broadcast_i32x4(_mm_setr_epi8(11, -1, 11, -1, 11, -1, 11, -1, 15, -1, 15, -1, 15, -1, 15, -1));
    const __m512i inverse = _mm512_ternarylogic_epi32(sp, sp, sp, 0x55);
    const __m512i c128 = _mm512_set1_epi16(128), c257 = _mm512_set1_epi16(257);
    const __m512i tl = _mm512_mulhi_epu16(
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_unpacklo_epi8(d, zero), _mm512_shuffle_epi8(inverse, alpha01)), c128), c257);
    const __m512i th = _mm512_mulhi_epu16(
        _mm512_add_epi16(_mm512_mullo_epi16(_mm512_unpackhi_epi8(d, zero), _mm512_shuffle_epi8(inverse, alpha23)), c128), c257);
    return _mm512_adds_epu8(sp, _mm512_packus_epi16(tl, th));
}

/// `particle_rows_avx2` sixteen pixels a step with AVX-512, a span's last pixels (fewer than sixteen) under a mask.
__attribute__((target(PARTICLE_AVX512), always_inline)) static inline void particle_rows_avx512(
    uint32_t *origin, intptr_t dst_stride_words, const ck_particle_sprite *item, int top, int bottom, int left, int right,
    const int additive) {
    const __m512i factors = _mm512_broadcast_i64x4(particle_factors_avx2(item->fa, item->fr, item->fg, item->fb));
    for (int j = top; j < bottom; j++) {
        uint32_t *row;
        const uint32_t *src;
        int n = particle_row(origin, dst_stride_words, item, j, left, right, &row, &src);
        if (n <= 0) continue;
        for (; n >= 16; n -= 16, src += 16, row += 16) {
            const __m512i s = _mm512_loadu_si512((const void *)src);
            if (!_mm512_test_epi32_mask(s, s)) continue;
            const __m512i d = _mm512_loadu_si512((const void *)row);
            _mm512_storeu_si512((void *)row, particle_over16_avx512(s, d, factors, additive));
        }
        if (n > 0) {
            const __mmask16 lanes = (__mmask16)((1u << n) - 1);
            const __m512i s = _mm512_maskz_loadu_epi32(lanes, src);
            if (!_mm512_test_epi32_mask(s, s)) continue;
            const __m512i d = _mm512_maskz_loadu_epi32(lanes, row);
            _mm512_mask_storeu_epi32(row, lanes, particle_over16_avx512(s, d, factors, additive));
        }
    }
}

/// Defines NAME, compiled for FEATURES: the sprites `items[indices[k]]` for k from `first` on, in order, each
/// row drawn by ROWS (`particle_rows_avx2` or `particle_rows_avx512`, inlined once per blend, so the blend is chosen
/// outside the loops), up to the first item that is not a sprite; NAME returns its k (`count` when there is none).
#define PARTICLE_LIST(NAME, FEATURES, ROWS)                                                                              \
    __attribute__((target(FEATURES))) static int NAME(                                                                   \
        uint32_t *dst, intptr_t dst_stride_words, int cx0, int cy0, int cx1, int cy1, const ck_particle_sprite *items,   \
        const int32_t *indices, int first, int count, const int additive) {                                              \
        for (int k = first; k < count; k++) {                                                                            \
            const ck_particle_sprite *item = items + indices[k];                                                         \
            if (!item->pixels) return k;                                                                                 \
            particle_prefetch(items, indices, k, count, cy0);                                                            \
            const int top = cy0 - item->y > 0 ? cy0 - item->y : 0;                                                       \
            const int bottom = cy1 - item->y < item->height ? cy1 - item->y : item->height;                              \
            const int left = cx0 - item->x, right = cx1 - item->x < item->width ? cx1 - item->x : item->width;          \
            if (top >= bottom || left >= right || right <= 0) continue;                                                  \
            uint32_t *origin = dst + (intptr_t)item->y * dst_stride_words + item->x;                                     \
            if (additive) {                                                                                              \
                ROWS(origin, dst_stride_words, item, top, bottom, left, right, 1);                                       \
            } else {                                                                                                     \
                ROWS(origin, dst_stride_words, item, top, bottom, left, right, 0);                                       \
            }                                                                                                            \
        }                                                                                                                \
        return count;                                                                                                    \
    }

PARTICLE_LIST(particle_list_avx2, "avx2", particle_rows_avx2)
PARTICLE_LIST(particle_list_avx512, PARTICLE_AVX512, particle_rows_avx512)

/// Whether the processor runs AVX-512 with byte and word lanes and 256-bit masks, asked once.
static int particle_has_avx512(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512vl") ? 1 : 0;
    return known;
}

/// Whether the processor runs AVX2, asked once.
static int particle_has_avx2(void) {
    static int known = -1;
    if (known < 0) known = __builtin_cpu_supports("avx2") ? 1 : 0;
    return known;
}
#endif

/// The widest instructions the kernels may use (`ck_particle_kernel_level`).
static int particle_level_cap = 3;

int ck_particle_kernel_level(int level) {
    const int previous = particle_level_cap;
    particle_level_cap = level < 0 ? 0 : level > 3 ? 3 : level;
    return previous;
}

/// Whether AVX-512 is both allowed and run by the processor.
static inline int particle_avx512(void) {
#if defined(__x86_64__)
    return particle_level_cap >= 3 && particle_has_avx512();
#else
    return 0;
#endif
}

/// Whether AVX2 is both allowed and run by the processor.
static inline int particle_avx2(void) {
#if defined(__x86_64__)
    return particle_level_cap >= 2 && particle_has_avx2();
#else
    return 0;
#endif
}

/// Whether SSE2 is both allowed and built in.
static inline int particle_sse2(void) {
#if defined(__SSE2__)
    return particle_level_cap >= 1;
#else
    return 0;
#endif
}

/// floor(a / b) for b > 0.
static inline int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

/// Narrows [*lo, *hi) to the steps i where 0 <= p + i·dp < limit.
static inline void clip_steps(int *lo, int *hi, int64_t p, int64_t dp, int64_t limit) {
    int64_t first, end;
    if (dp == 0) {
        if (p < 0 || p >= limit) *hi = *lo;
        return;
    }
    if (dp > 0) {
        first = -floor_div(p, dp);              // ceil(-p / dp)
        end = -floor_div(p - limit, dp);        // ceil((limit - p) / dp)
    } else {
        int64_t n = -dp;
        first = floor_div(p - limit, n) + 1;    // first i with p + i·dp < limit
        end = floor_div(p, n) + 1;              // past the last i with p + i·dp >= 0
    }
    if (first > *lo) *lo = first > *hi ? *hi : (int)first;
    if (end < *hi) *hi = end < *lo ? *lo : (int)end;
}

void ck_particle_nearest(uint32_t *dst, intptr_t dst_stride_words, int x0, int y0, int x1, int y1,
                         const uint32_t *src, intptr_t src_stride_words, int width, int height,
                         int64_t u, int64_t v, int64_t dudx, int64_t dvdx, int64_t dudy, int64_t dvdy,
                         uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive) {
    if (x1 <= x0 || y1 <= y0 || width <= 0 || height <= 0) return;
    const int64_t uLimit = (int64_t)width << 16, vLimit = (int64_t)height << 16;
    for (int y = y0; y < y1; y++) {
        const int64_t ru = u + (int64_t)(y - y0) * dudy, rv = v + (int64_t)(y - y0) * dvdy;
        int lo = 0, hi = x1 - x0;
        clip_steps(&lo, &hi, ru, dudx, uLimit);
        clip_steps(&lo, &hi, rv, dvdx, vLimit);
        if (lo >= hi) continue;
        uint32_t *row = dst + (intptr_t)y * dst_stride_words + x0;
        // Within the span every position is inside the source, so 32-bit steps cannot overflow.
        int32_t cu = (int32_t)(ru + (int64_t)lo * dudx), cv = (int32_t)(rv + (int64_t)lo * dvdx);
        const int32_t su = (int32_t)dudx, sv = (int32_t)dvdx;
        int i = lo;
#if defined(__x86_64__)
        if (hi - lo >= 8 && particle_avx2()) {
            i = particle_span_avx2(row, i, hi, src, src_stride_words, &cu, &cv, su, sv, fa, fr, fg, fb, additive);
        }
#endif
#if defined(__SSE2__)
        // Four pixels a step: the texels fetched one by one, multiplied and blended side by side.
        const __m128i factors = particle_factors_sse2(fa, fr, fg, fb);
        for (; particle_sse2() && i + 4 <= hi; i += 4) {
            const uint32_t t0 = src[(intptr_t)(cv >> 16) * src_stride_words + (cu >> 16)];
            const uint32_t t1 = src[(intptr_t)((cv + sv) >> 16) * src_stride_words + ((cu + su) >> 16)];
            const uint32_t t2 = src[(intptr_t)((cv + 2 * sv) >> 16) * src_stride_words + ((cu + 2 * su) >> 16)];
            const uint32_t t3 = src[(intptr_t)((cv + 3 * sv) >> 16) * src_stride_words + ((cu + 3 * su) >> 16)];
            cu += 4 * su;
            cv += 4 * sv;
            if ((t0 | t1 | t2 | t3) == 0) continue;
            particle_blend4_sse2(row + i, _mm_set_epi32((int)t3, (int)t2, (int)t1, (int)t0), factors, additive);
        }
#endif
        for (; i < hi; i++, cu += su, cv += sv) {
            particle_blend1(row + i, src[(intptr_t)(cv >> 16) * src_stride_words + (cu >> 16)], fa, fr, fg, fb, additive);
        }
    }
}

void ck_particle_blit(uint32_t *dst, intptr_t dst_stride_words, int x, int y, int cx0, int cy0, int cx1, int cy1,
                      const uint32_t *sprite, const int32_t *rows, int width, int height, const int16_t *spans,
                      uint32_t fa, uint32_t fr, uint32_t fg, uint32_t fb, int additive) {
    const ck_particle_sprite item = {sprite, spans, rows, x, y, width, height, fa, fr, fg, fb};
    const int32_t index = 0;
    ck_particle_blit_list(dst, dst_stride_words, cx0, cy0, cx1, cy1, &item, &index, 0, 1, additive);
}

/// One sprite as `ck_particle_blit` draws it, four pixels a step with SSE2 where allowed, else one at a time.
static void particle_blit_narrow(uint32_t *dst, intptr_t dst_stride_words, int cx0, int cy0, int cx1, int cy1,
                                 const ck_particle_sprite *item, int additive) {
    const int top = cy0 - item->y > 0 ? cy0 - item->y : 0, bottom = cy1 - item->y < item->height ? cy1 - item->y : item->height;
    const int left = cx0 - item->x, right = cx1 - item->x < item->width ? cx1 - item->x : item->width;
    const uint32_t fa = item->fa, fr = item->fr, fg = item->fg, fb = item->fb;
    uint32_t *origin = dst + (intptr_t)item->y * dst_stride_words + item->x;
#if defined(__SSE2__)
    const __m128i factors = particle_factors_sse2(fa, fr, fg, fb);
#endif
    for (int j = top; j < bottom; j++) {
        uint32_t *row;
        const uint32_t *src;
        const int n = particle_row(origin, dst_stride_words, item, j, left, right, &row, &src);
        int i = 0;
#if defined(__SSE2__)
        for (; particle_sse2() && i + 4 <= n; i += 4) {
            const __m128i s = _mm_loadu_si128((const __m128i *)(src + i));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, _mm_setzero_si128())) == 0xFFFF) continue;
            particle_blend4_sse2(row + i, s, factors, additive);
        }
#endif
        for (; i < n; i++) particle_blend1(row + i, src[i], fa, fr, fg, fb, additive);
    }
}

int ck_particle_blit_list(uint32_t *dst, intptr_t dst_stride_words, int cx0, int cy0, int cx1, int cy1,
                          const ck_particle_sprite *items, const int32_t *indices, int first, int count, int additive) {
#if defined(__x86_64__)
    if (particle_avx512()) return particle_list_avx512(dst, dst_stride_words, cx0, cy0, cx1, cy1, items, indices, first, count, additive != 0);
    if (particle_avx2()) return particle_list_avx2(dst, dst_stride_words, cx0, cy0, cx1, cy1, items, indices, first, count, additive != 0);
#endif
    for (int k = first; k < count; k++) {
        const ck_particle_sprite *item = items + indices[k];
        if (!item->pixels) return k;
        particle_blit_narrow(dst, dst_stride_words, cx0, cy0, cx1, cy1, item, additive);
    }
    return count;
}
